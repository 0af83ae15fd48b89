import { sql } from 'drizzle-orm';
import { inject, it } from 'vitest';
import { openTestDatabase } from '../../../test/database.ts';

/**
 * PostgreSQL only (TEST_DATABASE_URL): an idle pooled connection that the server ends is dropped, not
 * an unheard 'error' event that ends the process; the next query works on a new connection.
 */
it.skipIf(!inject('database').postgresUrl)(
  'a pooled connection ended by PostgreSQL does not crash the server',
  async ({ expect }) => {
    const database = await openTestDatabase(inject('database'));
    const other = database.sameDatabase();
    try {
      const query = async <Row>(db: typeof database.db, text: ReturnType<typeof sql>) =>
        (await (db as unknown as { execute(q: unknown): Promise<{ rows: Row[] }> }).execute(text)).rows;
      const [own] = await query<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
      const unheard: unknown[] = [];
      const onUncaught = (error: unknown) => unheard.push(error);
      process.on('uncaughtException', onUncaught);
      await query(other.db, sql`select pg_terminate_backend(${own?.pid ?? 0})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      process.off('uncaughtException', onUncaught);
      expect(unheard).toEqual([]);
      const [row] = await query<{ one: number }>(database.db, sql`select 1 as one`);
      expect(row?.one).toBe(1);
    } finally {
      await other.close();
      await database.close();
    }
  },
);
