import type { FileAnswer } from '@club/shared/api/contract';
import { type LayerExportFormat, layerExportTypes } from '@club/shared/api/layers';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../platform/data/db.ts';
import { type FileStore, keyOfFileUrl, readAll } from '../../platform/files/storage.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { notFound } from '../../platform/http/errors.ts';
import { requireSpot } from '../spots/require-spot.ts';
import { exportLayerInPool } from './kml-pool.ts';
import type { LayerExportTask } from './layer-export.ts';
import { layerKey } from './layer-keys.ts';
import { findLayer } from './queries.ts';

/** At most this many bytes of stored images go into one KMZ; the others stay links to the site. */
export const KMZ_EXPORT_MAX_BYTES = 32_000_000;

/**
 * Exports made lately, by layer, version, format and site: a layer's version changes with each save,
 * and its stored files never change under a name, so a kept export is never stale. Anyone may ask
 * for one: the same download asked again (a link shared with a club's divers) costs the worker pool
 * nothing, and the pool stays free for managers' uploads.
 */
const recentExports = new LRUCache<string, Uint8Array>({
  maxSize: 32_000_000,
  sizeCalculation: (data) => Math.max(data.byteLength, 1),
  ttl: 60 * 60 * 1000,
});
/** Exports being written, so that a download asked twice at once is written once. */
const runningExports = new Map<string, Promise<Uint8Array>>();

/**
 * `exportLayer`: a layer of a spot of the host's club as a file to download. Anyone may take it (the
 * layer's KML is public on the club's map); a spot of another club or an unknown layer is missing.
 */
export async function downloadLayer(
  db: Database,
  store: FileStore,
  scope: ClubScope,
  input: {
    spotId: number;
    uploaded: boolean;
    name: string;
    format: LayerExportFormat;
    /** The club site's origin, on which the layer's links to the site are made absolute. */
    origin: string;
  },
): Promise<FileAnswer> {
  await requireSpot(db, scope.club, input.spotId);
  const layer = await findLayer(db, scope.club.id, input.spotId, input.uploaded, input.name);
  if (!layer) throw notFound('No such layer on this spot');
  const key = `${layer.id}|${layer.version}|${input.format}|${input.origin}`;
  let data = recentExports.get(key);
  if (data === undefined) {
    let running = runningExports.get(key);
    if (running === undefined) {
      running = exportStored(store, layerKey(layer), input).finally(() => runningExports.delete(key));
      runningExports.set(key, running);
    }
    data = await running;
    recentExports.set(key, data);
  }
  return {
    data,
    contentType: layerExportTypes[input.format],
    fileName: `${layer.name}.${input.format}`,
  };
}

async function exportStored(
  store: FileStore,
  key: string,
  input: { spotId: number; format: LayerExportFormat; origin: string },
): Promise<Uint8Array> {
  const stored = await store.read(key);
  if (!stored) throw notFound('No such layer on this spot');
  const kml = (await readAll(stored)).toString('utf8');
  const files = input.format === 'kmz' ? await storedImages(store, kml, input.spotId) : [];
  return exportLayerInPool({ kml, format: input.format, origin: input.origin, files });
}

/**
 * The spot's stored images the layer links to (its KMZ's images, shape pictures of markers and ground
 * overlays), up to KMZ_EXPORT_MAX_BYTES in all. Only the spot's own folder is read: a link to any other file
 * stays a link.
 */
async function storedImages(
  store: FileStore,
  kml: string,
  spotId: number,
): Promise<LayerExportTask['files']> {
  const pattern = new RegExp(`/files/Kmls/${spotId}/[A-Za-z0-9_./-]+\\.(?:png|jpe?g|gif|webp)\\b`, 'gi');
  const urls = new Set([...kml.matchAll(pattern)].map((match) => match[0]));
  const files: LayerExportTask['files'] = [];
  let total = 0;
  for (const url of urls) {
    const key = keyOfFileUrl(url);
    const file = key === null ? null : await store.read(key);
    if (!file || total + file.size > KMZ_EXPORT_MAX_BYTES) continue;
    total += file.size;
    files.push({ url, data: new Uint8Array(await readAll(file)) });
  }
  return files;
}
