/**
 * Messages between the server's thread and the thread that runs embedded PGlite (`worker.ts`).
 * Every request carries an id its answer repeats; queries inside a transaction carry its id.
 */
export type ThreadRequest =
  | {
      id: number;
      kind: 'query';
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      rawTypes: number[];
      transaction?: number;
    }
  | { id: number; kind: 'exec'; sql: string; transaction?: number }
  | { id: number; kind: 'begin' }
  | { id: number; kind: 'commit' | 'rollback'; transaction: number }
  | { id: number; kind: 'dump' }
  | { id: number; kind: 'collect' }
  | { id: number; kind: 'close' };

/** An error as it crosses threads: a structured clone of an Error keeps only its message and name. */
export interface ThreadError {
  message: string;
  name: string;
  /** PostgreSQL's fields of a DatabaseError (code, detail, constraint, table...). */
  fields: Record<string, unknown>;
}

export type ThreadMessage =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ThreadError }
  | { kind: 'ready' }
  | { kind: 'failed'; error: ThreadError };

export interface ThreadOptions {
  dataDir?: string;
  /** A dumped data dir (tar) to start from, as PGlite's `loadDataDir`. */
  loadDataDir?: Uint8Array;
}

/**
 * The types drizzle's PGlite driver reads from text in every query it sends (timestamp, timestamptz,
 * interval, date and the arrays numeric[], timestamp[], timestamptz[], interval[], date[]; see
 * drizzle-orm/pglite/session.js). The thread's PGlite leaves them as text for every query, so a query
 * naming only these passes no parsers of its own: for one that does, PGlite copies its whole table of
 * a few hundred parsers, which was a fifth of the thread's time on short queries.
 */
export const TEXT_TYPES: readonly number[] = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

export function toThreadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

export function fromThreadError(error: ThreadError): Error {
  const rebuilt = new Error(error.message);
  rebuilt.name = error.name;
  return Object.assign(rebuilt, error.fields);
}
