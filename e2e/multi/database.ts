/**
 * The PostgreSQL database of a cross-process run, named by E2E_MULTI_DATABASE on the server of
 * E2E_POSTGRES_URL (set by playwright.multi.config.ts). `node e2e/multi/database.ts` creates it, says
 * "database ready", and drops it when told to stop (SIGTERM, SIGINT): Playwright stops its web servers
 * in reverse order, so this one, started first, drops the database after the servers have closed.
 */
import pg from 'pg';

export const postgresUrl = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of database `name` on the same server. */
export function databaseUrl(name: string): string {
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates `name`, after dropping what earlier runs with the same prefix left behind (a crashed run). */
export async function createDatabase(name: string, stalePrefix: string): Promise<void> {
  await withServer(async (client) => {
    const stale = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [stalePrefix],
    );
    for (const { datname } of stale.rows) {
      await client.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`);
    }
    await client.query(`create database ${pg.escapeIdentifier(name)}`);
  });
}

/** Drops `name`, closing the connections the servers still hold. */
export async function dropDatabase(name: string): Promise<void> {
  await withServer((client) =>
    client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`),
  );
}

if (import.meta.main) {
  const name = process.env.E2E_MULTI_DATABASE;
  const prefix = process.env.E2E_MULTI_DATABASE_PREFIX;
  if (!name || !prefix) throw new Error('E2E_MULTI_DATABASE and E2E_MULTI_DATABASE_PREFIX must be set');
  await createDatabase(name, prefix).catch((error: unknown) => {
    console.error(`Cannot create the database ${name} on ${postgresUrl}: ${String(error)}`);
    process.exit(1);
  });
  console.log(`database ready: ${name}`);
  const keepAlive = setInterval(() => {}, 60_000);
  const stop = () => {
    clearInterval(keepAlive);
    dropDatabase(name).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Cannot drop the database ${name}: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
