/**
 * The thread of embedded PGlite (see `client.ts`): opens the database, then answers the server
 * thread's requests one message at a time. PGlite itself serialises them: a query sent while a
 * transaction is open waits for it, as on a single PostgreSQL connection.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { collectGarbage } from '../../idle-memory.ts';
import { PreparedStatements } from './prepared-statements.ts';
import {
  TEXT_TYPES,
  type ThreadMessage,
  type ThreadOptions,
  type ThreadRequest,
  toThreadError,
} from './protocol.ts';

if (!parentPort) throw new Error('pglite-thread/worker.ts runs as a worker thread');
const port = parentPort;
const options = workerData as ThreadOptions;
const send = (message: ThreadMessage) => port.postMessage(message);

/** A transaction held open until the server thread commits or rolls it back. */
interface OpenTransaction {
  tx: Transaction;
  finish(commit: boolean): void;
  done: Promise<unknown>;
}
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;
const identity = (value: string) => value;

let database: PGlite;
let prepared: PreparedStatements;
try {
  database = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir ? new Blob([options.loadDataDir]) : undefined,
    // PostgreSQL's 128 MB default of shared buffers is WebAssembly memory here, never given back; a
    // club's database is tens of MB, and the files below are in the system's page cache anyway.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    parsers: Object.fromEntries(TEXT_TYPES.map((type) => [type, identity])),
  });
  prepared = new PreparedStatements(database);
  send({ kind: 'ready' });
} catch (error) {
  send({ kind: 'failed', error: toThreadError(error) });
  process.exit(1);
}

const executor = (transaction: number | undefined) => {
  if (transaction === undefined) return database;
  const open = transactions.get(transaction);
  if (!open) throw new Error(`No open transaction ${transaction}`);
  return open.tx;
};

function begin(): Promise<number> {
  return new Promise((resolveBegun, rejectBegun) => {
    const id = nextTransaction++;
    const done = database
      .transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            transactions.set(id, {
              tx,
              done,
              finish: (shouldCommit) => (shouldCommit ? commit(undefined) : rollback(new RolledBack())),
            });
            resolveBegun(id);
          }),
      )
      .finally(() => transactions.delete(id));
    done.catch(rejectBegun);
  });
}

class RolledBack extends Error {}

async function finish(transaction: number, commit: boolean): Promise<void> {
  const open = transactions.get(transaction);
  if (!open) throw new Error(`No open transaction ${transaction}`);
  open.finish(commit);
  try {
    await open.done;
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
}

async function answer(request: ThreadRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query': {
      // Parsers are functions and cannot cross threads: the caller names the types to leave as text
      // besides TEXT_TYPES.
      const shape = {
        rowMode: request.rowMode,
        parsers:
          request.rawTypes.length === 0
            ? undefined
            : Object.fromEntries(request.rawTypes.map((type) => [type, identity])),
      };
      const executing = executor(request.transaction);
      const { rows, fields, affectedRows } = PreparedStatements.keeps(request.sql)
        ? await prepared.query(request.sql, request.params, shape, request.transaction !== undefined)
        : await executing.query(request.sql, request.params, shape);
      return { rows, fields, affectedRows };
    }
    case 'exec': {
      const results = await executor(request.transaction).exec(request.sql);
      return results.map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
    }
    case 'begin':
      return begin();
    case 'commit':
    case 'rollback':
      return finish(request.transaction, request.kind === 'commit');
    case 'dump': {
      const dump = await database.dumpDataDir('none');
      return new Uint8Array(await dump.arrayBuffer());
    }
    case 'collect':
      collectGarbage();
      return null;
    case 'close':
      await database.close();
      return null;
  }
}

port.on('message', (request: ThreadRequest) => {
  answer(request)
    .then(
      (value) => send({ id: request.id, ok: true, value }),
      (error: unknown) => send({ id: request.id, ok: false, error: toThreadError(error) }),
    )
    .finally(() => {
      if (request.kind === 'close') port.close();
    });
});
