import { availableParallelism } from 'node:os';
import { errorCodes } from '@club/shared/api/errors';
import { Piscina } from 'piscina';
import { AppError } from '../../platform/errors.ts';
import type { KmlWorkerAnswer } from './kml-worker.ts';

/** What one read of an uploaded layer may take: its worker's heap, and its time, waiting included. */
export interface KmlReadLimits {
  heapMb: number;
  timeoutMs: number;
}

export const KML_READ_LIMITS: KmlReadLimits = { heapMb: 256, timeoutMs: 10_000 };

/** Reads waiting for a free worker beyond those running; more are refused at once. */
const MAX_WAITING_READS = 16;
/** An idle worker ends after this long (it is started again, in about 0.2 s, by the next upload). */
const IDLE_WORKER_MS = 30_000;

export interface KmlReader {
  /** The text to store for an uploaded layer (see `cleanKml`), read in a worker thread. */
  read(text: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A pool of one or two worker threads (never every core: the HTTP event loop keeps one) that read
 * uploaded KML layers, so a big or hostile file costs its worker, not every club's requests. A worker
 * that runs out of its heap or time is ended, and its upload answered 413.
 */
export function createKmlReader(limits: KmlReadLimits = KML_READ_LIMITS): KmlReader {
  const pool = new Piscina<string, KmlWorkerAnswer>({
    filename: new URL('./kml-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.min(2, Math.max(1, availableParallelism() - 1)),
    idleTimeout: IDLE_WORKER_MS,
    maxQueue: MAX_WAITING_READS,
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
  });
  // A worker that dies with no task (none is expected) is replaced by the pool; without a listener
  // the event would end the whole server.
  pool.on('error', () => {});

  return {
    async read(text) {
      const signal = AbortSignal.timeout(limits.timeoutMs);
      let answer: KmlWorkerAnswer;
      try {
        answer = await pool.run(text, { signal });
      } catch (error) {
        throw readFailure(error, signal, limits);
      }
      if ('refused' in answer) {
        const { status, code, message } = answer.refused;
        throw new AppError(status, code, message);
      }
      return answer.kml;
    },
    close: () => pool.destroy(),
  };
}

function readFailure(error: unknown, signal: AbortSignal, limits: KmlReadLimits): unknown {
  if (signal.aborted) return tooBigToRead(`it took longer than ${limits.timeoutMs / 1000} s to read`);
  if (isOutOfMemory(error)) return tooBigToRead(`reading it needs more than ${limits.heapMb} MB of memory`);
  if (error instanceof Error && error.message === 'Task queue is at limit')
    return new AppError(
      429,
      errorCodes.rateLimited,
      'The server is reading many KML layers at once: try again in a minute',
    );
  return error;
}

const tooBigToRead = (why: string) =>
  new AppError(413, errorCodes.fileTooBig, `This KML layer is too big to read: ${why}`);

function isOutOfMemory(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === 'ERR_WORKER_OUT_OF_MEMORY'
  );
}

let shared: KmlReader | null = null;

/** `cleanKml` of an uploaded layer in the server's worker pool, started at the first upload. */
export function readUploadedKml(text: string): Promise<string> {
  shared ??= createKmlReader();
  return shared.read(text);
}

/** Ends the pool's workers (the app's onClose); a later upload starts a new pool. */
export async function closeKmlPool(): Promise<void> {
  const closing = shared;
  shared = null;
  await closing?.close();
}
