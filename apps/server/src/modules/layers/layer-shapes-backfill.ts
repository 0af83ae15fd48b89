import { setTimeout as sleep } from 'node:timers/promises';
import { SHAPES_FILE_FORMAT } from '@club/shared/domain/kml/shapes-file';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../platform/data/db.ts';
import { type FileStore, readAll, type StoredFile } from '../../platform/files/storage.ts';
import { AppError } from '../../platform/http/errors.ts';
import { shapesInPool } from './kml-pool.ts';
import { layerKey, shapesKey } from './layer-keys.ts';
import { listLayersAfter, lockLayerVersion } from './queries.ts';

/**
 * Layers stored before shapes files existed (or with a file of an older format) get one at server
 * start, written from their stored KML by the same worker as a save's. The web app reads a layer's KML
 * when its shapes file is missing, but each such view costs a 404 in the browser's console.
 */

/** What one backfill found: layers whose file was written, already current, or left as they were. */
export interface ShapesBackfillCounts {
  layers: number;
  written: number;
  current: number;
  /** Saved, deleted or given a file by another process while their file was being written. */
  overtaken: number;
  /** No stored KML, or one the reader refuses: the map reads those from their KML as before. */
  failed: number;
}

export interface ShapesBackfillDeps {
  db: Database;
  store: FileStore;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  signal?: AbortSignal;
  /** The shapes file of a stored KML: the KML worker pool's, as at a save (tests slow it down). */
  shapesOf?: (kml: string) => Promise<string>;
}

/** Rows read from the database at a time. */
const PAGE_SIZE = 200;
/** The wait before asking the worker pool again when uploads fill its queue (429). */
const BUSY_POOL_RETRY_MS = 2_000;
/** Enough of a file's start to hold `{"format":N,` (see `writeShapesFile`). */
const FORMAT_PREFIX_BYTES = 32;
const FORMAT_PREFIX = /^\{"format":(\d+)[,}]/;

/**
 * Writes the shapes file of every layer lacking a current one, one layer at a time. A save racing
 * it wins: the file is written under the layer's row lock, only while the row still has the version
 * whose KML was read and the file is still not current (a save takes the same lock and bumps the
 * version). Two processes doing this at once write the same content, each by an atomic rename.
 */
export async function backfillLayerShapes(deps: ShapesBackfillDeps): Promise<ShapesBackfillCounts> {
  const counts: ShapesBackfillCounts = { layers: 0, written: 0, current: 0, overtaken: 0, failed: 0 };
  const shapesOf = deps.shapesOf ?? shapesInPool;
  let afterId = 0;
  for (;;) {
    const page = await listLayersAfter(deps.db, afterId, PAGE_SIZE);
    for (const layer of page) {
      if (deps.signal?.aborted) return counts;
      counts.layers += 1;
      const outcome = await backfillLayer(deps, shapesOf, layer).catch((error: unknown) => {
        if (deps.signal?.aborted) return 'stopped' as const;
        deps.log.warn(
          { layerId: layer.id, spotId: layer.spotId, clubId: layer.clubId, reason: reasonOf(error) },
          'overlays file backfill: layer skipped, its stored KML cannot be read',
        );
        return 'failed' as const;
      });
      if (outcome === 'stopped') return counts;
      counts[outcome] += 1;
    }
    const last = page.at(-1);
    if (last === undefined || page.length < PAGE_SIZE) return counts;
    afterId = last.id;
  }
}

interface LayerToCheck {
  id: number;
  clubId: number;
  spotId: number;
  uploaded: boolean;
  version: number;
}

async function backfillLayer(
  deps: ShapesBackfillDeps,
  shapesOf: (kml: string) => Promise<string>,
  layer: LayerToCheck,
): Promise<'written' | 'current' | 'overtaken'> {
  const key = shapesKey(layer);
  if (await isCurrent(deps.store, key)) return 'current';
  const stored = await deps.store.read(layerKey(layer));
  if (stored === null) throw new Error('no stored KML');
  const kml = (await readAll(stored)).toString('utf8');
  const shapes = await untilPoolTakesIt(() => shapesOf(kml), deps.signal);
  return deps.db.transaction(async (tx) => {
    const version = await lockLayerVersion(tx, layer.clubId, layer.id);
    if (version !== layer.version || (await isCurrent(deps.store, key))) return 'overtaken';
    await deps.store.put(key, Buffer.from(shapes, 'utf8'));
    return 'written';
  });
}

/** Whether the stored shapes file exists and is of the format the web app reads. */
async function isCurrent(store: FileStore, key: string): Promise<boolean> {
  const file = await store.read(key);
  if (file === null) return false;
  const format = FORMAT_PREFIX.exec(await prefixOf(file))?.[1];
  return format !== undefined && Number(format) === SHAPES_FILE_FORMAT;
}

async function prefixOf(file: StoredFile): Promise<string> {
  if (Buffer.isBuffer(file.body)) return file.body.subarray(0, FORMAT_PREFIX_BYTES).toString('utf8');
  // Leaving the loop ends the stream: only its first chunk is read of a large file.
  for await (const chunk of file.body)
    return Buffer.from(chunk).subarray(0, FORMAT_PREFIX_BYTES).toString('utf8');
  return '';
}

/** The task, asked again while uploads fill the worker pool's queue: the backfill gives way to them. */
async function untilPoolTakesIt<T>(task: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  for (;;) {
    signal?.throwIfAborted();
    try {
      return await unlessAborted(task(), signal);
    } catch (error) {
      if (!(error instanceof AppError && error.status === 429)) throw error;
      await sleep(BUSY_POOL_RETRY_MS, undefined, { signal });
    }
  }
}

/** The promise's outcome, or a rejection as soon as the signal aborts (a closing app waits for no worker). */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return promise;
  promise.catch(() => {});
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs `backfillLayerShapes` in the background once the app is ready (never delaying its start) and
 * stops it when the app closes; logs its counts once.
 */
export function backfillLayerShapesOnStart(
  app: FastifyInstance,
  deps: Pick<ShapesBackfillDeps, 'db' | 'store' | 'shapesOf'>,
): void {
  const stop = new AbortController();
  let running: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    const started = performance.now();
    running = backfillLayerShapes({ ...deps, log: app.log, signal: stop.signal }).then(
      (counts) => {
        const ms = Math.round(performance.now() - started);
        const stopped = stop.signal.aborted;
        app.log.info({ ...counts, ms, stopped }, 'overlays files of stored layers backfilled');
      },
      (error: unknown) => {
        if (!stop.signal.aborted) app.log.error({ err: error }, 'overlays file backfill failed');
      },
    );
  });
  app.addHook('onClose', async () => {
    stop.abort();
    await running;
  });
}
