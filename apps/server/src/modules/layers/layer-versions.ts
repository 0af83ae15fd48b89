import { randomUUID } from 'node:crypto';
import type { Executor } from '../../platform/data/db.ts';
import { type FileStore, readAll } from '../../platform/files/storage.ts';
import { insertLayerVersion, type LayerRow, pruneLayerVersions } from './queries.ts';

/** How many earlier contents of a layer are kept. */
export const LAYER_VERSIONS_KEPT = 20;

/** Files written or dropped by a save: removed once its transaction has committed or rolled back. */
export interface VersionFiles {
  /** Copies written for the new version: to remove if the save fails. */
  written: string[];
  /** Files of versions pruned: to remove once the save has committed. */
  dropped: string[];
}

export const emptyVersionFiles = (): VersionFiles => ({ written: [], dropped: [] });

/**
 * Inside a save's transaction, before the layer's file is overwritten: copies its current content
 * as a version (with that content's date and author) and drops the versions beyond the kept ones.
 */
export async function keepPreviousVersion(
  tx: Executor,
  store: FileStore,
  layer: LayerRow,
  currentKey: string,
  files: VersionFiles,
): Promise<void> {
  const current = await store.read(currentKey);
  if (!current) return;
  const data = await readAll(current);
  const fileKey = `Kmls/${layer.spotId}/versions/${randomUUID()}.kml`;
  await store.put(fileKey, data);
  files.written.push(fileKey);
  await insertLayerVersion(tx, layer.clubId, {
    spotId: layer.spotId,
    layerId: layer.id,
    version: layer.version,
    fileKey,
    size: data.length,
    savedAt: layer.updatedAt,
    savedBy: layer.updatedBy,
  });
  files.dropped.push(...(await pruneLayerVersions(tx, layer.clubId, layer.id, LAYER_VERSIONS_KEPT)));
}

export async function removeFiles(store: FileStore, keys: readonly string[]): Promise<void> {
  for (const key of keys) await store.remove(key);
}
