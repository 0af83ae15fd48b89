import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../../db/schema/index.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { PgliteThread } from './pglite-thread/client.ts';
import { KeptStatementsClient } from './postgres-kept-statements.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A database handle or an open transaction: services accept either. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `onPayload` for each NOTIFY on `channel`, from any process connected to the same database.
   * Resolves once listening; the returned function stops it.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** NOTIFY: `payload` to every listener of `channel`, in every process on the same database. */
  notify(channel: string, payload: string): Promise<void>;
  /** Gives back the memory the database's own thread no longer uses (embedded PGlite; else nothing). */
  collectGarbage(): Promise<void>;
}

/** How long a lost LISTEN connection waits before connecting again. */
const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries), connecting again
 * when the server drops it. Notifications sent while it was away are lost: clients reload on reconnect.
 */
function listenPostgres(url: string) {
  return async (channel: string, onPayload: (payload: string) => void) => {
    let client: pg.Client | null = null;
    let stopped = false;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      next.on('error', () => {
        next.end().catch(() => {});
        if (client === next) client = null;
        if (!stopped) setTimeout(() => connect().catch(() => {}), RELISTEN_DELAY_MS).unref();
      });
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = next;
    };
    await connect();
    return async () => {
      stopped = true;
      await client?.end();
      client = null;
    };
  };
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../db/migrations');

/** PostgreSQL through `pg` when a URL is given. */
export function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, Client: KeptStatementsClient });
  // An idle connection the server ends (restart, failover, pg_terminate_backend) is an 'error' event of
  // the pool; unheard, it would crash the process. The pool drops that connection and opens a new one
  // for the next query, so there is nothing else to do.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(drizzleNodePg({ client: pool, schema }), { migrationsFolder }),
    close: () => pool.end(),
    listen: listenPostgres(url),
    async notify(channel, payload) {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    collectGarbage: async () => {},
  };
}

/**
 * Embedded PGlite, in its own thread (`pglite-thread/`): in a folder on disk, in memory (no folder),
 * or loaded from a dumped data dir. `onCrash` hears of a thread that died: the database is gone.
 */
export function openPglite(
  options: { dataDir?: string; loadDataDir?: Uint8Array; onCrash?: (error: Error) => void } = {},
): DatabaseHandle {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const unlock = options.dataDir ? lockDataDir(`${options.dataDir}.lock`) : () => {};
  const thread = new PgliteThread(options);
  // The thread offers what drizzle's PGlite driver calls of a PGlite client (see PgliteLike).
  const client = thread as unknown as PGlite;
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  // The data dir's lock lets no other process open this database: notifications stay in this one,
  // handed to its listeners without a trip through the database's thread (a crowd writes many).
  const listeners = new Map<string, Set<(payload: string) => void>>();
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    async close() {
      await thread.close();
      unlock();
    },
    async listen(channel, onPayload) {
      const heard = listeners.get(channel) ?? new Set();
      listeners.set(channel, heard);
      heard.add(onPayload);
      return async () => {
        heard.delete(onPayload);
      };
    },
    async notify(channel, payload) {
      for (const onPayload of listeners.get(channel) ?? []) onPayload(payload);
    },
    collectGarbage: () => thread.collectGarbage(),
  };
}

export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  onCrash?: (error: Error) => void;
}): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite({ dataDir: path.join(options.dataDir, 'db'), onCrash: options.onCrash });
}
