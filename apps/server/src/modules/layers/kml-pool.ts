import { availableParallelism } from 'node:os';
import { errorCodes } from '@club/shared/api/errors';
import { Piscina } from 'piscina';
import { AppError } from '../../platform/http/errors.ts';
import { createSlots } from './kml-slots.ts';
import type { KmlWorkerAnswer, KmlWorkerTask } from './kml-worker.ts';
import type { LayerExportTask } from './layer-export.ts';
import type { LayerFileRead, LayerFileTask } from './layer-file.ts';

/**
 * What one read of an uploaded layer may take: its worker's heap and time (counted from the moment a
 * worker takes it), and how many reads may wait for a worker (more are refused at once, 429).
 */
export interface KmlReadLimits {
  heapMb: number;
  timeoutMs: number;
  maxWaiting: number;
}

/**
 * A save of 15,000 shapes (read, written back, and its shapes file written) took 9 s through the
 * API on the shared 2-core machine under a load of 16, at the workers' lower priority: 20 s leaves it
 * room, while the node limits keep a hostile file's read far shorter.
 */
export const KML_READ_LIMITS: KmlReadLimits = { heapMb: 256, timeoutMs: 20_000, maxWaiting: 16 };

/** One worker, or two on a machine of four cores or more: the HTTP event loop keeps a core. */
export const KML_READ_THREADS = Math.min(2, Math.max(1, availableParallelism() - 1));
/**
 * Workers that exports of stored layers (`exportLayer`, which anyone may ask) may hold, beside those
 * of the reads: however many downloads are asked, every club's uploads and saves find their own
 * workers. 20 anonymous KMZ exports of a 6.9 MB layer once held the whole pool, and another club's
 * 200-byte upload waited 25 s.
 */
export const KML_EXPORT_THREADS = 1;
/** An idle worker ends after this long (the next upload starts one again, in about half a second). */
const IDLE_WORKER_MS = 30_000;
/**
 * The workers' scheduling priority below the event loop's (nice(2), on Linux and Windows): where the
 * cores are all busy, the HTTP requests of every club come before an upload's reading.
 */
const WORKER_NICE_INCREMENT = 10;

/** A layer's KML to store and its shapes file (see `storedShapes`). */
export interface StoredLayerTexts {
  kml: string;
  shapes: string;
}

export interface KmlReader {
  /** The text to store for an uploaded layer (see `cleanKml`) and its shapes, read in a worker thread. */
  read(text: string): Promise<StoredLayerTexts>;
  /** The shapes file of a stored KML (a version restored), written in a worker thread. */
  shapesOf(kml: string): Promise<string>;
  /** An uploaded layer file (KML, KMZ) read in a worker thread: see `readLayerFile`. */
  readFile(task: LayerFileTask): Promise<LayerFileRead>;
  /** A stored layer written in another format in a worker thread: see `writeLayerExport`. */
  exportLayer(task: LayerExportTask): Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * A pool of worker threads that read uploaded KML layers, so a big or hostile file costs its worker,
 * not every club's requests. A worker that runs out of its heap or time is ended, and its upload
 * answered 413. Reads are let into the pool one per worker, so that a read's time limit counts its
 * reading, not its wait in line; exports have workers of their own (KML_EXPORT_THREADS).
 */
export function createKmlReader(changes: Partial<KmlReadLimits> = {}): KmlReader {
  const limits = { ...KML_READ_LIMITS, ...changes };
  const pool = new Piscina<KmlWorkerTask, KmlWorkerAnswer>({
    filename: new URL('./kml-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: KML_READ_THREADS + KML_EXPORT_THREADS,
    idleTimeout: IDLE_WORKER_MS,
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
    niceIncrement: WORKER_NICE_INCREMENT,
  });
  // A worker that dies with no task (none is expected) is replaced by the pool; without a listener
  // the event would end the whole server.
  pool.on('error', () => {});
  // Two lines, each with its workers: a task never waits for a worker of the other line.
  const lanes = {
    read: {
      workers: createSlots(KML_READ_THREADS, limits.maxWaiting),
      busy: 'The server is reading many KML layers at once: try again in a minute',
    },
    export: {
      workers: createSlots(KML_EXPORT_THREADS, limits.maxWaiting),
      busy: 'The server is writing many layer downloads at once: try again in a minute',
    },
  };

  async function run(task: KmlWorkerTask, lane: keyof typeof lanes = 'read'): Promise<KmlWorkerAnswer> {
    const { workers, busy } = lanes[lane];
    const turn = workers.acquire();
    if (turn === null) throw new AppError(429, errorCodes.rateLimited, busy);
    await turn;
    const signal = AbortSignal.timeout(limits.timeoutMs);
    let answer: KmlWorkerAnswer;
    try {
      answer = await pool.run(task, { signal });
    } catch (error) {
      throw readFailure(error, signal, limits);
    } finally {
      workers.release();
    }
    if ('refused' in answer) {
      const { status, code, message } = answer.refused;
      throw new AppError(status, code, message);
    }
    return answer;
  }

  return {
    async read(text) {
      const answer = await run(text);
      if (!('kml' in answer)) throw new Error('the KML worker answered no KML');
      return { kml: answer.kml, shapes: answer.shapes };
    },
    async shapesOf(kml) {
      const answer = await run({ shapesOf: kml });
      if (!('shapes' in answer)) throw new Error('the KML worker answered no shapes');
      return answer.shapes;
    },
    async readFile(task) {
      const answer = await run(task);
      if (!('layerFile' in answer)) throw new Error('the KML worker answered no layer file');
      return answer.layerFile;
    },
    async exportLayer(task) {
      const answer = await run({ export: task }, 'export');
      if (!('exported' in answer)) throw new Error('the KML worker answered no exported layer');
      return answer.exported;
    },
    close: () => pool.destroy(),
  };
}

function readFailure(error: unknown, signal: AbortSignal, limits: KmlReadLimits): unknown {
  if (signal.aborted) return tooBigToRead(`it took longer than ${limits.timeoutMs / 1000} s to read`);
  if (isOutOfMemory(error)) return tooBigToRead(`reading it needs more than ${limits.heapMb} MB of memory`);
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

/**
 * `cleanKml` of an uploaded layer, and its shapes, in the server's worker pool, started at the first upload.
 */
export function readUploadedKml(text: string): Promise<StoredLayerTexts> {
  shared ??= createKmlReader();
  return shared.read(text);
}

/** The shapes file of a stored KML, in the server's worker pool. */
export function shapesInPool(kml: string): Promise<string> {
  shared ??= createKmlReader();
  return shared.shapesOf(kml);
}

/** `readLayerFile` of an uploaded layer file in the server's worker pool, started at the first upload. */
export function readUploadedLayerFile(task: LayerFileTask): Promise<LayerFileRead> {
  shared ??= createKmlReader();
  return shared.readFile(task);
}

/** `writeLayerExport` of a stored layer in the server's worker pool, started at the first use. */
export function exportLayerInPool(task: LayerExportTask): Promise<Uint8Array> {
  shared ??= createKmlReader();
  return shared.exportLayer(task);
}

/** Ends the pool's workers (the app's onClose); a later upload starts a new pool. */
export async function closeKmlPool(): Promise<void> {
  const closing = shared;
  shared = null;
  await closing?.close();
}
