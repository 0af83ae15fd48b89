import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import {
  fromThreadError,
  TEXT_TYPES,
  type ThreadMessage,
  type ThreadOptions,
  type ThreadRequest,
} from './protocol.ts';

type RequestBody = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, 'id'> : never) : never;

/** What drizzle's PGlite driver and the server ask of a PGlite client. */
export interface PgliteLike {
  readonly closed: boolean;
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * Embedded PGlite run in a worker thread, so that a query's work (PostgreSQL compiled to WebAssembly,
 * synchronous while it runs) never holds the HTTP event loop: a crowd's queries slow each other, not
 * `/healthz` or the cached reads. Decision record 010 says why this and not another design.
 *
 * It offers the part of PGlite's client that drizzle's PGlite driver uses (query, exec, interactive
 * transactions) plus a dump and close. LISTEN/NOTIFY is not needed across the thread: only this
 * process opens the database, so `openPglite` hands notifications to its listeners directly.
 *
 * Query parsers are functions, which cannot cross threads: each parser given must be the identity
 * (leave that type as text), as drizzle's are. The types of `TEXT_TYPES` are always left as text.
 */
export class PgliteThread implements PgliteLike {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #nextId = 1;
  #failure: Error | null = null;
  #closed = false;
  #closing = false;
  readonly ready: Promise<void>;

  constructor(options: ThreadOptions & { onCrash?: (error: Error) => void } = {}) {
    const { onCrash, ...workerData } = options;
    this.#worker = new Worker(new URL('./worker.ts', import.meta.url), { workerData });
    this.ready = new Promise((resolve, reject) => {
      const settle = (message: ThreadMessage) => {
        if (!('kind' in message)) return;
        if (message.kind === 'ready') resolve();
        if (message.kind === 'failed') reject(fromThreadError(message.error));
      };
      this.#worker.on('message', settle);
      this.#worker.once('exit', () => reject(this.#failure ?? new Error('The database thread stopped')));
    });
    this.ready.catch(() => {});
    this.#worker.on('message', (message: ThreadMessage) => this.#receive(message));
    const fail = (error: Error) => {
      if (this.#closing) return;
      this.#failure = error;
      for (const { reject } of this.#pending.values()) reject(error);
      this.#pending.clear();
      onCrash?.(error);
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', (code) => fail(new Error(`The database thread stopped (exit code ${code})`)));
  }

  get closed(): boolean {
    return this.#closed;
  }

  #receive(message: ThreadMessage): void {
    if ('id' in message) {
      const waiting = this.#pending.get(message.id);
      this.#pending.delete(message.id);
      if (message.ok) waiting?.resolve(message.value);
      else waiting?.reject(fromThreadError(message.error));
    }
  }

  async #call<T>(request: RequestBody): Promise<T> {
    await this.ready;
    if (this.#failure) throw this.#failure;
    if (this.#closed) throw new Error('The database is closed');
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id } satisfies ThreadRequest);
    });
  }

  #query<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions,
    transaction?: number,
  ): Promise<Results<T>> {
    const rawTypes = Object.keys(options.parsers ?? {})
      .map(Number)
      .filter((type) => !TEXT_TYPES.includes(type));
    return this.#call({ kind: 'query', sql, params, rowMode: options.rowMode, rawTypes, transaction });
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    return this.#query(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#call({ kind: 'exec', sql });
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const transaction = await this.#call<number>({ kind: 'begin' });
    let closed = false;
    const tx = {
      query: <R>(sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
        this.#query<R>(sql, params, options, transaction),
      exec: (sql: string) => this.#call<Results[]>({ kind: 'exec', sql, transaction }),
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    try {
      const result = await callback(tx);
      closed = true;
      await this.#call({ kind: 'commit', transaction });
      return result;
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.#call({ kind: 'rollback', transaction }).catch(() => {});
      }
      throw error;
    }
  }

  async dumpDataDir(): Promise<Blob> {
    const bytes = await this.#call<Uint8Array<ArrayBuffer>>({ kind: 'dump' });
    return new Blob([bytes]);
  }

  /** A memory-reducing garbage collection of the thread (see `collectGarbage`). */
  async collectGarbage(): Promise<void> {
    await this.#call({ kind: 'collect' });
  }

  /** The JavaScript heap of the thread (its WebAssembly memory is outside it). */
  heapStatistics() {
    return this.#worker.getHeapStatistics();
  }

  async close(): Promise<void> {
    if (this.#closing) return;
    this.#closing = true;
    await this.#call({ kind: 'close' }).catch(() => {});
    this.#closed = true;
    await this.#worker.terminate();
  }
}
