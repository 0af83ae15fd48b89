import { randomUUID } from 'node:crypto';
import { errorCodes } from '@club/shared/api/errors';
import type {
  editKmlFile,
  editSpot,
  editSpotInfos,
  Layer,
  LayerVersion,
  Media,
  Replay,
  restoreLayerVersion,
  Spot,
  SpotInfos,
  spotInputSchema,
  uploadMarkerPicture,
} from '@club/shared/api/spots';
import { LIST_PAGE_SIZE, MEDIA_TYPE } from '@club/shared/constants';
import { liveVideoId } from '@club/shared/domain/live-url';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { countries } from '../../db/schema/reference.ts';
import type { ClubScope } from '../../platform/club-scope.ts';
import type { Database, Executor } from '../../platform/db.ts';
import { AppError, invalidInput, notFound } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import { type FileStore, fileUrl, keyOfFileUrl, readAll } from '../../platform/storage.ts';
import type { ClubRow } from '../../platform/tenancy.ts';
import { listClubLanguages } from '../clubs/queries.ts';
import { thumbnailKeyOf } from '../pictures/file-keys.ts';
import { overlaysInPool, readUploadedKml, type StoredLayerTexts } from './kml-pool.ts';
import { layerFilesFolder, layerKey, overlaysKey } from './layer-keys.ts';
import { emptyVersionFiles, keepPreviousVersion, removeFiles, type VersionFiles } from './layer-versions.ts';
import { cropPicture, type PictureUpload } from './pictures.ts';
import {
  clubQuota,
  deleteLayerRow,
  deleteSpotRow,
  findLayer,
  findLayerVersion,
  findSpot,
  insertLayer,
  insertReplay,
  insertSpot,
  type LayerRow,
  listLayers,
  listLayerVersionKeys,
  listLayerVersions,
  listReplays,
  listSpotInfos,
  listSpotMedia,
  listSpots,
  lockClubQuota,
  lockSpot,
  type SpotInfosRow,
  type SpotRow,
  updateLayer,
  updateSpot,
  upsertSpotInfos,
} from './queries.ts';

/** The club of the host and the user acting on it (null for a visitor). */
export type SpotScope = ClubScope;

const SPOT_PICTURE_BOX = { width: 1200, height: 1200 };
const MARKER_PICTURE_BOX = { width: 2400, height: 2400 };
const MEDIA_LIMIT = 50;

function toSpot(row: SpotRow): Spot {
  return {
    Id: row.id,
    Club_id: row.clubId,
    Name: row.name,
    Country_id: row.countryId,
    Country_code: row.countryCode,
    Region: row.region,
    Town: row.town,
    Longitude: row.longitude,
    Latitude: row.latitude,
    File_3d_url: row.file3dUrl,
    Live: row.live,
    Live_url: row.liveUrl,
    Picture: row.pictureUrl,
  };
}

function parseCodes(value: string | null): number[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((item): item is number => Number.isInteger(item)) : [];
  } catch {
    return [];
  }
}

function toInfos(row: SpotInfosRow): SpotInfos {
  return {
    Spot_id: row.spotId,
    Language_id: row.languageId,
    Language_key: row.languageKey,
    Description: row.description,
    Access: parseCodes(row.access),
    Interest_points: parseCodes(row.interestPoints),
    Best_hours: parseCodes(row.bestHours),
    Required_level: row.requiredLevel,
    Accessibility: row.accessibility,
    Visibility: row.visibility,
    Dominant_flux: row.dominantFlux,
    Dominant_flux_orientation: row.dominantFluxOrientation,
    Dominant_wind: row.dominantWind,
    Dominant_wind_orientation: row.dominantWindOrientation,
    Best_month_from: row.bestMonthFrom,
    Best_month_to: row.bestMonthTo,
    Difficulty: row.difficulty,
  };
}

/** Writes a layer's KML and its overlays file. */
export async function putLayerTexts(
  store: FileStore,
  layer: { spotId: number; id: number; uploaded: boolean },
  texts: { kml: string | Buffer; overlays: string },
): Promise<void> {
  await store.put(overlaysKey(layer), Buffer.from(texts.overlays, 'utf8'));
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

export async function requireSpot(db: Executor, club: ClubRow, spotId: number): Promise<SpotRow> {
  const spot = await findSpot(db, club.id, spotId);
  if (!spot) throw notFound('No such spot on this site');
  return spot;
}

export async function listClubSpots(db: Database, { club }: SpotScope): Promise<Spot[]> {
  return (await listSpots(db, club.id)).map(toSpot);
}

export async function getSpot(db: Database, { club }: SpotScope, spotId: number): Promise<Spot> {
  return toSpot(await requireSpot(db, club, spotId));
}

export async function getQuota(db: Database, scope: SpotScope): Promise<{ Count: number; Max: number }> {
  const quota = await clubQuota(db, scope.club.id);
  return { Count: quota.count, Max: quota.max };
}

export async function listMedia(db: Database, { club }: SpotScope, spotId: number): Promise<Media[]> {
  await requireSpot(db, club, spotId);
  const [pictureRows, videoRows] = await listSpotMedia(db, club.id, spotId, MEDIA_LIMIT);
  const media = [
    ...pictureRows.map((row) => ({
      at: row.createdAt.getTime(),
      item: {
        Id: row.id,
        Type: MEDIA_TYPE.picture,
        // The slider is a few hundred pixels wide: the thumbnail is enough on a boat's connection.
        url: fileUrl(thumbnailKeyOf(row.fileKey)),
        Source: null,
        Is_vr: false,
        Name: row.name,
      },
    })),
    ...videoRows.map((row) => ({
      at: row.createdAt.getTime(),
      item: {
        Id: row.id,
        Type: MEDIA_TYPE.video,
        url: row.url,
        Source: row.source,
        Is_vr: row.isVr,
        Name: row.name,
      },
    })),
  ];
  return media
    .sort((a, b) => b.at - a.at)
    .slice(0, MEDIA_LIMIT)
    .map((entry) => entry.item);
}

export async function listSpotLayers(
  db: Database,
  { club }: SpotScope,
  query: { spotId: number; uploaded: boolean },
): Promise<Layer[]> {
  await requireSpot(db, club, query.spotId);
  return (await listLayers(db, club.id, query.spotId, query.uploaded)).map(toLayer);
}

/** The sheet in the reader's language, else the club's languages in order, else any written one. */
export async function getSpotInfos(
  db: Database,
  { club }: SpotScope,
  query: { spotId: number; language: string },
): Promise<SpotInfos | null> {
  await requireSpot(db, club, query.spotId);
  const rows = await listSpotInfos(db, club.id, query.spotId);
  const clubLanguages = await listClubLanguages(db, club.id);
  for (const key of [query.language, ...clubLanguages.map((language) => language.key)]) {
    const row = rows.find((candidate) => candidate.languageKey === key);
    if (row) return toInfos(row);
  }
  return rows[0] ? toInfos(rows[0]) : null;
}

async function clubLanguage(db: Executor, club: ClubRow, languageKey: string) {
  const language = (await listClubLanguages(db, club.id)).find((candidate) => candidate.key === languageKey);
  if (!language) throw invalidInput(`The club does not use the language "${languageKey}"`);
  return language;
}

export async function getSpotInfosAdmin(
  db: Database,
  scope: SpotScope,
  query: { spotId: number; languageKey: string },
): Promise<SpotInfos> {
  await requireSpot(db, scope.club, query.spotId);
  const language = await clubLanguage(db, scope.club, query.languageKey);
  const row = (await listSpotInfos(db, scope.club.id, query.spotId)).find(
    (candidate) => candidate.languageId === language.id,
  );
  if (row) return toInfos(row);
  return {
    Spot_id: query.spotId,
    Language_id: language.id,
    Language_key: language.key,
    Description: null,
    Access: [],
    Interest_points: [],
    Best_hours: [],
    Required_level: null,
    Accessibility: null,
    Visibility: null,
    Dominant_flux: null,
    Dominant_flux_orientation: null,
    Dominant_wind: null,
    Dominant_wind_orientation: null,
    Best_month_from: null,
    Best_month_to: null,
    Difficulty: null,
  };
}

export async function saveSpotInfos(
  db: Database,
  scope: SpotScope,
  body: z.output<(typeof editSpotInfos)['body']>,
): Promise<SpotInfos> {
  await requireSpot(db, scope.club, body.Spot_id);
  const language = await clubLanguage(db, scope.club, body.Language_key);
  const description = body.Description === null ? null : sanitizeRichText(body.Description) || null;
  await upsertSpotInfos(db, {
    spotId: body.Spot_id,
    languageId: language.id,
    clubId: scope.club.id,
    description,
    access: JSON.stringify(body.Access),
    interestPoints: JSON.stringify(body.Interest_points),
    bestHours: JSON.stringify(body.Best_hours),
    requiredLevel: body.Required_level,
    accessibility: body.Accessibility,
    visibility: body.Visibility,
    dominantFlux: body.Dominant_flux,
    dominantFluxOrientation: body.Dominant_flux_orientation,
    dominantWind: body.Dominant_wind,
    dominantWindOrientation: body.Dominant_wind_orientation,
    bestMonthFrom: body.Best_month_from,
    bestMonthTo: body.Best_month_to,
    difficulty: body.Difficulty,
  });
  return getSpotInfosAdmin(db, scope, { spotId: body.Spot_id, languageKey: language.key });
}

async function assertCountry(db: Executor, countryId: number | null | undefined): Promise<void> {
  if (countryId === null || countryId === undefined) return;
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  if (!row) throw invalidInput('Unknown country');
}

/** Stores the spot's new picture when one was sent; returns its URL (undefined: keep the current one). */
async function storeSpotPicture(
  store: FileStore,
  club: ClubRow,
  upload: PictureUpload,
): Promise<string | undefined> {
  if (!upload.Picture_data) return undefined;
  const image = await cropPicture({ ...upload, Picture_data: upload.Picture_data }, SPOT_PICTURE_BOX);
  const key = `spots/${club.id}/${randomUUID()}.${image.extension}`;
  await store.put(key, image.data);
  return fileUrl(key);
}

type SpotInput = z.output<typeof spotInputSchema>;

function spotValues(body: SpotInput) {
  return {
    name: body.Name,
    countryId: body.Country_id ?? null,
    region: body.Region || null,
    town: body.Town || null,
    longitude: body.Longitude,
    latitude: body.Latitude,
    file3dUrl: body.File_3d_url ?? null,
  };
}

export async function createSpot(
  db: Database,
  store: FileStore,
  scope: SpotScope,
  body: SpotInput,
): Promise<Spot> {
  await assertCountry(db, body.Country_id);
  // Checked before the picture is processed, and again under the lock.
  const before = await clubQuota(db, scope.club.id);
  if (before.count >= before.max) throw quotaReached(before.max);
  const pictureUrl = await storeSpotPicture(store, scope.club, body);
  try {
    const spotId = await db.transaction(async (tx) => {
      const quota = await lockClubQuota(tx, scope.club.id);
      if (quota.count >= quota.max) throw quotaReached(quota.max);
      return insertSpot(tx, { clubId: scope.club.id, ...spotValues(body), pictureUrl: pictureUrl ?? null });
    });
    return toSpot(await requireSpot(db, scope.club, spotId));
  } catch (error) {
    await removeStoredFile(store, pictureUrl ?? null);
    throw error;
  }
}

function quotaReached(max: number) {
  return new AppError(
    409,
    errorCodes.spotQuotaReached,
    `The club has reached its subscription's maximum of ${max} spots`,
  );
}

async function removeStoredFile(store: FileStore, url: string | null): Promise<void> {
  const key = keyOfFileUrl(url);
  if (key) await store.remove(key);
}

export async function editSpotDetails(
  db: Database,
  store: FileStore,
  scope: SpotScope,
  body: z.output<(typeof editSpot)['body']>,
): Promise<Spot> {
  await requireSpot(db, scope.club, body.Id);
  await assertCountry(db, body.Country_id);
  const pictureUrl = await storeSpotPicture(store, scope.club, body);
  const oldPicture = await db.transaction(async (tx) => {
    const locked = await lockSpot(tx, scope.club.id, body.Id);
    if (!locked) throw notFound('No such spot on this site');
    await updateSpot(tx, scope.club.id, body.Id, {
      ...spotValues(body),
      ...(pictureUrl ? { pictureUrl } : {}),
    });
    return pictureUrl ? locked.pictureUrl : null;
  });
  await removeStoredFile(store, oldPicture);
  return toSpot(await requireSpot(db, scope.club, body.Id));
}

async function readStoredText(store: FileStore, key: string): Promise<string> {
  const file = await store.read(key);
  return file ? (await readAll(file)).toString('utf8') : '';
}

/** Pictures a spot's layers point to in the store (marker pictures and ground overlays). */
function spotPictureKeys(kml: string, spotId: number): string[] {
  const pattern = new RegExp(`/files/(Kmls/${spotId}/pictures/[A-Za-z0-9_.-]+)`, 'g');
  return [...kml.matchAll(pattern)].map((match) => match[1] as string);
}

/** The stored KML of a spot's layers and of their versions, and the pictures any of them points to. */
async function spotLayerFiles(
  db: Database,
  store: FileStore,
  clubId: number,
  spotId: number,
): Promise<{ layers: LayerRow[]; files: string[]; pictures: Set<string> }> {
  const layers = await listLayers(db, clubId, spotId);
  const files = [...layers.map(layerKey), ...(await listLayerVersionKeys(db, clubId, { spotId }))];
  const pictures = new Set<string>();
  for (const file of files)
    for (const key of spotPictureKeys(await readStoredText(store, file), spotId)) pictures.add(key);
  return { layers, files, pictures };
}

export async function deleteSpot(
  db: Database,
  store: FileStore,
  scope: SpotScope,
  spotId: number,
): Promise<{ ok: true }> {
  const spot = await requireSpot(db, scope.club, spotId);
  const { layers: layerRows, files, pictures } = await spotLayerFiles(db, store, scope.club.id, spotId);
  const keys = new Set([...files, ...pictures, ...layerRows.map(overlaysKey)]);
  await deleteSpotRow(db, scope.club.id, spotId);
  await removeStoredFile(store, spot.pictureUrl);
  for (const key of keys) await store.remove(key);
  for (const layer of layerRows) await store.removeFolder(layerFilesFolder(layer));
  return { ok: true };
}

export async function saveLayer(
  db: Database,
  store: FileStore,
  scope: SpotScope,
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
        saved = await insertLayer(tx, {
          clubId,
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
  scope: SpotScope,
  existing: LayerRow,
  next: { name: string; kml: string | Buffer; overlays: string },
  files: VersionFiles,
): Promise<LayerRow> {
  await keepPreviousVersion(tx, store, existing, layerKey(existing), files);
  const saved = await updateLayer(tx, existing.id, {
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

async function requireLayer(db: Executor, scope: SpotScope, ref: LayerRef): Promise<LayerRow> {
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
  scope: SpotScope,
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
  scope: SpotScope,
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
  scope: SpotScope,
  body: z.output<(typeof restoreLayerVersion)['body']>,
): Promise<Layer> {
  const ref = { spotId: body.Spot_id, uploaded: body.Uploaded, name: body.Name };
  const before = await requireLayer(db, scope, ref);
  // The version's overlays are written in the worker pool before the transaction, not while it holds the layer.
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

/** A version's stored KML, and its overlays file written in the worker pool. */
async function versionTexts(
  db: Executor,
  store: FileStore,
  scope: SpotScope,
  layerId: number,
  versionNumber: number,
): Promise<Omit<StoredLayerTexts, 'kml'> & { kml: Buffer; fileKey: string }> {
  const version = await findLayerVersion(db, scope.club.id, layerId, versionNumber);
  const stored = version ? await store.read(version.fileKey) : null;
  if (!version || !stored) throw notFound('No such version of this layer');
  const kml = await readAll(stored);
  return { kml, overlays: await overlaysInPool(kml.toString('utf8')), fileKey: version.fileKey };
}

export function layerExists(name: string) {
  return new AppError(409, errorCodes.layerExists, `The spot already has a layer called "${name}"`);
}

export async function saveEditedLayer(
  db: Database,
  store: FileStore,
  scope: SpotScope,
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
  scope: SpotScope,
  query: { name: string; spotId: number; uploaded: boolean },
): Promise<{ ok: true }> {
  await requireSpot(db, scope.club, query.spotId);
  const keys = await db.transaction(async (tx) => {
    const layer = await findLayer(tx, scope.club.id, query.spotId, query.uploaded, query.name);
    if (!layer) throw notFound('No such layer on this spot');
    const versionKeys = await listLayerVersionKeys(tx, scope.club.id, { layerId: layer.id });
    // The versions' rows go with the layer's (foreign key), their files once this has committed.
    await deleteLayerRow(tx, layer.id);
    return { layer, files: [layerKey(layer), overlaysKey(layer), ...versionKeys] };
  });
  await removeFiles(store, keys.files);
  await store.removeFolder(layerFilesFolder(keys.layer));
  return { ok: true };
}

export async function storeMarkerPicture(
  db: Database,
  store: FileStore,
  scope: SpotScope,
  body: z.output<(typeof uploadMarkerPicture)['body']>,
): Promise<{ Url: string; Width: number; Height: number }> {
  await requireSpot(db, scope.club, body.Spot_id);
  const image = await cropPicture(body, MARKER_PICTURE_BOX);
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

export async function startLive(db: Database, scope: SpotScope, spotId: number): Promise<Spot> {
  await db.transaction(async (tx) => {
    const spot = await lockSpot(tx, scope.club.id, spotId);
    if (!spot) throw notFound('No such spot on this site');
    if (!spot.live) await updateSpot(tx, scope.club.id, spotId, { live: true, liveStartedAt: new Date() });
  });
  return toSpot(await requireSpot(db, scope.club, spotId));
}

export async function setLiveUrl(
  db: Database,
  scope: SpotScope,
  body: { Spot_id: number; Url: string },
): Promise<Spot> {
  const videoId = liveVideoId(body.Url);
  if (videoId === null) throw invalidInput('Give the live video id or its link (https://youtu.be/...)');
  await requireSpot(db, scope.club, body.Spot_id);
  await updateSpot(db, scope.club.id, body.Spot_id, { liveUrl: videoId });
  return toSpot(await requireSpot(db, scope.club, body.Spot_id));
}

/** Ends the live; one that had a video is kept as a replay. */
export async function finishLive(db: Database, scope: SpotScope, spotId: number): Promise<Spot> {
  await db.transaction(async (tx) => {
    const spot = await lockSpot(tx, scope.club.id, spotId);
    if (!spot) throw notFound('No such spot on this site');
    const full = await findSpot(tx, scope.club.id, spotId);
    if (spot.liveUrl) {
      await insertReplay(tx, {
        clubId: scope.club.id,
        spotId,
        url: spot.liveUrl,
        startedAt: full?.liveStartedAt ?? null,
      });
    }
    await updateSpot(tx, scope.club.id, spotId, { live: false, liveUrl: null, liveStartedAt: null });
  });
  return toSpot(await requireSpot(db, scope.club, spotId));
}

export async function listSpotReplays(
  db: Database,
  { club }: SpotScope,
  query: { spotId: number; page: number },
): Promise<Replay[]> {
  await requireSpot(db, club, query.spotId);
  const rows = await listReplays(db, club.id, query.spotId, {
    limit: LIST_PAGE_SIZE,
    offset: query.page * LIST_PAGE_SIZE,
  });
  return rows.map((row) => ({
    Id: row.id,
    Spot_id: row.spotId,
    Url: row.url,
    Started_at: row.startedAt?.toISOString() ?? null,
    Finished_at: row.finishedAt.toISOString(),
  }));
}
