import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/platform/data/db.ts';
import { ensureReferenceData } from '../src/seed/reference-data.ts';

/**
 * Test databases. Each test file gets its own copy of a migrated database holding the reference data:
 * on PGlite a copy of a dumped data dir, on PostgreSQL (TEST_DATABASE_URL) a database cloned from a
 * template database. The template is made once per run by the global setup.
 */

const templateName = (runId: string) => `club_test_template_${runId}`;

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function prepareTemplate(options: { postgresUrl?: string; runId: string; pgliteFile: string }) {
  if (options.postgresUrl) {
    const name = templateName(options.runId);
    await adminQuery(options.postgresUrl, `DROP DATABASE IF EXISTS ${name}`);
    await adminQuery(options.postgresUrl, `CREATE DATABASE ${name}`);
    const handle = openPostgres(withDatabase(options.postgresUrl, name));
    await handle.migrate();
    await ensureReferenceData(handle.db);
    await handle.close();
    return;
  }
  const handle = openPglite();
  await handle.migrate();
  await ensureReferenceData(handle.db);
  const { writeFile } = await import('node:fs/promises');
  const client = (handle.db as unknown as { $client: { dumpDataDir(): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir();
  await writeFile(options.pgliteFile, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

export async function dropTemplate(options: { postgresUrl?: string; runId: string }) {
  if (options.postgresUrl) {
    await adminQuery(options.postgresUrl, `DROP DATABASE IF EXISTS ${templateName(options.runId)}`);
  }
}

export interface TestDatabaseHandle extends DatabaseHandle {
  /**
   * Another connection to this same database, as a second server process would open it (PostgreSQL:
   * its own pool and LISTEN connection; PGlite, which lives in one process: this handle, not closed).
   */
  sameDatabase(): DatabaseHandle;
}

/** A fresh database for one test file; `close()` also drops it on PostgreSQL. */
export async function openTestDatabase(options: {
  postgresUrl?: string;
  runId: string;
  pgliteFile: string;
}): Promise<TestDatabaseHandle> {
  if (options.postgresUrl) {
    const postgresUrl = options.postgresUrl;
    const name = `club_test_${options.runId}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(postgresUrl, `CREATE DATABASE ${name} TEMPLATE ${templateName(options.runId)}`);
    const handle = openPostgres(withDatabase(postgresUrl, name));
    return {
      ...handle,
      sameDatabase: () => openPostgres(withDatabase(postgresUrl, name)),
      async close() {
        await handle.close();
        await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const dump = await readFile(options.pgliteFile);
  const handle = openPglite({ loadDataDir: dump });
  return { ...handle, sameDatabase: () => ({ ...handle, close: async () => {} }) };
}
