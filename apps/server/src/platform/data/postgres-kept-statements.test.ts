import { describe, expect, it } from 'vitest';
import { KeptStatementsClient } from './postgres-kept-statements.ts';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the PostgreSQL client that keeps statements', () => {
  it('prepares a query once per connection under a name made from its text, and answers it each time', async () => {
    const client = new KeptStatementsClient({ connectionString: url });
    await client.connect();
    try {
      const added = 'select $1::int + 1 as n';
      for (const n of [1, 2, 3]) {
        const result = await client.query({ text: added, values: [n] });
        expect(result.rows).toEqual([{ n: n + 1 }]);
      }
      await client.query({ text: 'select $1::text as other', values: ['x'] });
      const kept = await client.query<{ name: string; statement: string }>({
        text: 'select name, statement from pg_prepared_statements where statement = any($1::text[])',
        values: [[added, 'select $1::text as other']],
      });
      expect(kept.rows.map((row) => row.statement).sort()).toEqual([added, 'select $1::text as other']);
      expect(new Set(kept.rows.map((row) => row.name)).size).toBe(2);

      await client.query({ text: 'set local statement_timeout = 0' });
      const notKept = await client.query({
        text: "select count(*)::int as count from pg_prepared_statements where statement like 'set %'",
      });
      expect(notKept.rows).toEqual([{ count: 0 }]);
    } finally {
      await client.end();
    }
  });
});
