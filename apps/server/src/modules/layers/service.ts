import { randomUUID } from 'node:crypto';
import { errorCodes } from '@club/shared/api/errors';
import type {
  editKmlFile,
  Layer,
  LayerVersion,
  restoreLayerVersion,
  uploadMarkerPicture,
} from '@club/shared/api/layers';
import type { z } from 'zod';
import type { Database, Executor } from '../../platform/data/db.ts';
import { cropPicture } from '../../platform/files/cropped-picture.ts';
import { type FileStore, fileUrl, keyOfFileUrl, readAll } from '../../platform/files/storage.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { requireSpot } from '../spots/require-spot.ts';
import { readUploadedKml, type StoredLayerTexts, shapesInPool } from './kml-pool.ts';
import { layerFilesFolder, layerKey, shapesKey } from './layer-keys.ts';
import { emptyVersionFiles, keepPreviousVersion, removeFiles, type VersionFiles } from './layer-versions.ts';
import {
  deleteLayerRow,
  findLayer,
  findLayerVersion,
  insertLayer,
  type LayerRow,
  listLayers,
  listLayerVersionKeys,
  listLayerVersions,
  updateLayer,
} from './queries.ts';
import { readStoredText, spotLayerFiles } from './stored-layers.ts';

const SHAPE_PICTURE_BOX = { width: 2400, height: 2400 };

/** Writes a layer's KML and its shapes file. */
export async function putLayerTexts(
  store: FileStore,
  layer: { spotId: number; id: number; uploaded: boolean },
  texts: { kml: string | Buffer; shapes: string },
): Promise<void> {
  await store.put(shapesKey(layer), Buffer.from(texts.shapes, 'utf8'));
  await store.put(layerKey(layer), Buffer.isBuffer(texts.kml) ? texts.kml : Buffer.from(texts.kml, 'utf8'));
}

export function toLayer(row: LayerRow): Layer {
  return {
    Name: row.name,
    Uploaded: row.uploaded,
    Version: row.version,
    Url: `${fileUrl(layerKey(row))}?v=${row.version}`,
    Updated_at: row.updatedAt.toISOString(),
  };
}

export async function listSpotLayers(
  db: Database,
  { club }: ClubScope,
  query: { spotId: number; uploaded: boolean },
): Promise<Layer[]> {
  await requireSpot(db, club, query.spotId);
  return (await listLayers(db, club.id, query.spotId, query.uploaded)).map(toLayer);
}

export async function saveLayer(
  db: Database,
  store: FileStore,
  scope: ClubScope,
  input: { name: string; oldName: string | null; data: string; spotId: number; uploaded: boolean },
): Promise<Layer> {
  await requireSpot(db, scope.club, input.spotId);
  const texts = await readUploadedKml(input.data);
  const files = emptyVersionFiles();
  const row = await savingVersions(store, files, () =>
    db.transaction(async (tx) => {
      const clubId = scope.club.id;
      const sameName = await findLayer(tx, clubId, input.spotId, input.uploaded, input.name);
      let saved: LayerRow;
      if (input.oldName === null) {
        if (sameName) throw layerExists(input.name);
        saved = await insertLayer(tx, clubId, {
          spotId: input.spotId,
          name: input.name,
          uploaded: input.uploaded,
          updatedBy: scope.actor?.userId ?? null,
        });
        await putLayerTexts(store, saved, texts);
      } else {
        const existing = await findLayer(tx, clubId, input.spotId, input.uploaded, input.oldName);
        if (!existing) throw notFound('No such layer on this spot');
        if (sameName && sameName.id !== existing.id) throw layerExists(input.name);
        saved = await replaceLayerContent(tx, store, scope, existing, { name: input.name, ...texts }, files);
      }
      return saved;
    }),
  );
  return toLayer(row);
}

/** A save of an existing layer: its current content is kept as a version, then replaced. */
async function replaceLayerContent(
  tx: Executor,
  store: FileStore,
  scope: ClubScope,
  existing: LayerRow,
  next: { name: string; kml: string | Buffer; shapes: string },
  files: VersionFiles,
): Promise<LayerRow> {
  await keepPreviousVersion(tx, store, existing, layerKey(existing), files);
  const saved = await updateLayer(tx, existing.clubId, existing.id, {
    name: next.name,
    version: existing.version + 1,
    updatedAt: new Date(),
    updatedBy: scope.actor?.userId ?? null,
  });
  await putLayerTexts(store, saved, next);
  return saved;
}

/** Runs a save's transaction; version files are removed only once it has committed (or rolled back). */
async function savingVersions<T>(store: FileStore, files: VersionFiles, save: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await save();
  } catch (error) {
    await removeFiles(store, files.written);
    throw error;
  }
  await removeFiles(store, files.dropped);
  return result;
}

async function requireLayer(db: Executor, scope: ClubScope, ref: LayerRef): Promise<LayerRow> {
  await requireSpot(db, scope.club, ref.spotId);
  const layer = await findLayer(db, scope.club.id, ref.spotId, ref.uploaded, ref.name);
  if (!layer) throw notFound('No such layer on this spot');
  return layer;
}

interface LayerRef {
  spotId: number;
  uploaded: boolean;
  name: string;
}

export async function listVersionsOfLayer(
  db: Database,
  scope: ClubScope,
  ref: LayerRef,
): Promise<LayerVersion[]> {
  const layer = await requireLayer(db, scope, ref);
  const rows = await listLayerVersions(db, scope.club.id, layer.id);
  return rows.map((row) => ({
    Version: row.version,
    Saved_at: row.savedAt.toISOString(),
    Saved_by: row.firstname === null ? null : `${row.firstname} ${row.lastname ?? ''}`.trim(),
    Size: row.size,
  }));
}

export async function readLayerVersion(
  db: Database,
  store: FileStore,
  scope: ClubScope,
  ref: LayerRef & { version: number },
): Promise<{ Version: number; Data: string }> {
  const layer = await requireLayer(db, scope, ref);
  const version = await findLayerVersion(db, scope.club.id, layer.id, ref.version);
  if (!version) throw notFound('No such version of this layer');
  return { Version: version.version, Data: await readStoredText(store, version.fileKey) };
}

/** Restoring is a save: the current content becomes a version and the layer's version goes up. */
export async function restoreVersionOfLayer(
  db: Database,
  store: FileStore,
  scope: ClubScope,
  body: z.output<(typeof restoreLayerVersion)['body']>,
): Promise<Layer> {
  const ref = { spotId: body.Spot_id, uploaded: body.Uploaded, name: body.Name };
  const before = await requireLayer(db, scope, ref);
  // The version's shapes are written in the worker pool before the transaction, not while it holds the layer.
  const restored = await versionTexts(db, store, scope, before.id, body.Version);
  const files = emptyVersionFiles();
  const row = await savingVersions(store, files, () =>
    db.transaction(async (tx) => {
      const layer = await findLayer(tx, scope.club.id, ref.spotId, ref.uploaded, ref.name);
      if (!layer) throw notFound('No such layer on this spot');
      const version = await findLayerVersion(tx, scope.club.id, layer.id, body.Version);
      // A version's file never changes under its key: the texts read before are still its content.
      if (!version || layer.id !== before.id || version.fileKey !== restored.fileKey)
        throw notFound('No such version of this layer');
      return replaceLayerContent(tx, store, scope, layer, { name: layer.name, ...restored }, files);
    }),
  );
  return toLayer(row);
}

/** A version's stored KML, and its shapes file written in the worker pool. */
async function versionTexts(
  db: Executor,
  store: FileStore,
  scope: ClubScope,
  layerId: number,
  versionNumber: number,
): Promise<Omit<StoredLayerTexts, 'kml'> & { kml: Buffer; fileKey: string }> {
  const version = await findLayerVersion(db, scope.club.id, layerId, versionNumber);
  const stored = version ? await store.read(version.fileKey) : null;
  if (!version || !stored) throw notFound('No such version of this layer');
  const kml = await readAll(stored);
  return { kml, shapes: await shapesInPool(kml.toString('utf8')), fileKey: version.fileKey };
}

export function layerExists(name: string) {
  return new AppError(409, errorCodes.layerExists, `The spot already has a layer called "${name}"`);
}

export async function saveEditedLayer(
  db: Database,
  store: FileStore,
  scope: ClubScope,
  body: z.output<(typeof editKmlFile)['body']>,
): Promise<Layer> {
  return saveLayer(db, store, scope, {
    name: body.Name,
    oldName: body.Old_name,
    data: body.Data,
    spotId: body.Spot_id,
    uploaded: body.Uploaded,
  });
}

export async function deleteLayer(
  db: Database,
  store: FileStore,
  scope: ClubScope,
  query: { name: string; spotId: number; uploaded: boolean },
): Promise<{ ok: true }> {
  await requireSpot(db, scope.club, query.spotId);
  const keys = await db.transaction(async (tx) => {
    const layer = await findLayer(tx, scope.club.id, query.spotId, query.uploaded, query.name);
    if (!layer) throw notFound('No such layer on this spot');
    const versionKeys = await listLayerVersionKeys(tx, scope.club.id, { layerId: layer.id });
    // The versions' rows go with the layer's (foreign key), their files once this has committed.
    await deleteLayerRow(tx, scope.club.id, layer.id);
    return { layer, files: [layerKey(layer), shapesKey(layer), ...versionKeys] };
  });
  await removeFiles(store, keys.files);
  await store.removeFolder(layerFilesFolder(keys.layer));
  return { ok: true };
}

export async function storeShapePicture(
  db: Database,
  store: FileStore,
  scope: ClubScope,
  body: z.output<(typeof uploadMarkerPicture)['body']>,
): Promise<{ Url: string; Width: number; Height: number }> {
  await requireSpot(db, scope.club, body.Spot_id);
  const image = await cropPicture(body, SHAPE_PICTURE_BOX);
  const key = `Kmls/${body.Spot_id}/pictures/${randomUUID()}.${image.extension}`;
  await store.put(key, image.data);
  // The picture replaced goes, unless a saved layer or one of its versions still shows it (the new
  // one may never be saved, and an earlier version may be restored).
  const oldKey = keyOfFileUrl(body.Old_url ?? null);
  if (
    oldKey?.startsWith(`Kmls/${body.Spot_id}/pictures/`) &&
    !(await spotLayerFiles(db, store, scope.club.id, body.Spot_id)).pictures.has(oldKey)
  )
    await store.remove(oldKey);
  return { Url: fileUrl(key), Width: image.width, Height: image.height };
}
