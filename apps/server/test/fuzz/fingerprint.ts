import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../src/platform/data/db.ts';

/** Rows of a raw query; PGlite and node-postgres both answer `{ rows }`. */
async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await (db as { execute(query: SQL): Promise<unknown> }).execute(query)) as { rows: Row[] };
  return result.rows;
}

/**
 * Bookkeeping the server keeps whatever the answer, not data a call changes: the rate limits count
 * every attempt of a limited call, refused or not.
 */
const BOOKKEEPING_TABLES = new Set(['rate_limit_counters']);

/**
 * A fingerprint of the whole database: each table's row count and a hash of its rows. Two equal
 * fingerprints mean no row was added, removed or changed in between (bookkeeping tables aside).
 */
export async function createFingerprint(db: Database): Promise<() => Promise<string>> {
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = tables.map((row) => row.table_name).filter((name) => !BOOKKEEPING_TABLES.has(name));
  const query = names
    .map(
      (name) =>
        `select '${name}' as name, count(*)::int as rows, ` +
        `md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${name}" t`,
    )
    .join(' union all ');
  return async () => {
    const result = await rowsOf<{ name: string; rows: number; hash: string }>(db, sql.raw(query));
    return result.map((row) => `${row.name}:${row.rows}:${row.hash}`).join('\n');
  };
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: string, after: string): string[] {
  const old = new Set(before.split('\n'));
  return after
    .split('\n')
    .filter((line) => !old.has(line))
    .map((line) => line.split(':')[0] ?? line);
}
