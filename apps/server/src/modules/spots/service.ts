import { randomUUID } from 'node:crypto';
import { errorCodes } from '@club/shared/api/errors';
import type {
  editSpot,
  editSpotInfos,
  Media,
  Spot,
  SpotInfos,
  spotInputSchema,
} from '@club/shared/api/spots';
import { MEDIA_TYPE } from '@club/shared/constants';
import type { z } from 'zod';
import type { Database, Executor } from '../../platform/data/db.ts';
import { cropPicture, type PictureUpload } from '../../platform/files/cropped-picture.ts';
import { type FileStore, fileUrl, keyOfFileUrl } from '../../platform/files/storage.ts';
import { spotLayersFolder } from '../../platform/files/store-layout.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { AppError, invalidInput, notFound } from '../../platform/http/errors.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { sanitizeRichText } from '../../platform/text/rich-text.ts';
import { listClubLanguages } from '../clubs/queries.ts';
import { thumbnailKeyOf } from '../pictures/file-keys.ts';
import { toSpot } from './mappers.ts';
import {
  countryExists,
  deleteSpotRow,
  insertSpot,
  listSpotInfos,
  listSpotMedia,
  listSpots,
  lockSpot,
  lockSubscriptionSpots,
  type SpotInfosRow,
  subscriptionSpots,
  updateSpot,
  upsertSpotInfos,
} from './queries.ts';
import { requireSpot } from './require-spot.ts';

/** The club of the host and the user acting on it (null for a visitor). */
export type SpotScope = ClubScope;

const SPOT_PICTURE_BOX = { width: 1200, height: 1200 };
const MEDIA_LIMIT = 50;

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

export async function listClubSpots(db: Database, { club }: SpotScope): Promise<Spot[]> {
  return (await listSpots(db, club.id)).map(toSpot);
}

export async function getSpot(db: Database, { club }: SpotScope, spotId: number): Promise<Spot> {
  return toSpot(await requireSpot(db, club, spotId));
}

export async function getSubscriptionSpots(
  db: Database,
  scope: SpotScope,
): Promise<{ Count: number; Max: number }> {
  const subscription = await subscriptionSpots(db, scope.club.id);
  return { Count: subscription.count, Max: subscription.max };
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

/** The spot infos in the reader's language, else the club's languages in order, else any written one. */
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
  await upsertSpotInfos(db, scope.club.id, {
    spotId: body.Spot_id,
    languageId: language.id,
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
  if (!(await countryExists(db, countryId))) throw invalidInput('Unknown country');
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
  const before = await subscriptionSpots(db, scope.club.id);
  if (before.count >= before.max) throw subscriptionFull(before.max);
  const pictureUrl = await storeSpotPicture(store, scope.club, body);
  try {
    const spotId = await db.transaction(async (tx) => {
      const subscription = await lockSubscriptionSpots(tx, scope.club.id);
      if (subscription.count >= subscription.max) throw subscriptionFull(subscription.max);
      return insertSpot(tx, scope.club.id, { ...spotValues(body), pictureUrl: pictureUrl ?? null });
    });
    return toSpot(await requireSpot(db, scope.club, spotId));
  } catch (error) {
    await removeStoredFile(store, pictureUrl ?? null);
    throw error;
  }
}

function subscriptionFull(max: number) {
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

export async function deleteSpot(
  db: Database,
  store: FileStore,
  scope: SpotScope,
  spotId: number,
): Promise<{ ok: true }> {
  const spot = await requireSpot(db, scope.club, spotId);
  await deleteSpotRow(db, scope.club.id, spotId);
  await removeStoredFile(store, spot.pictureUrl);
  // Its layers, their versions, shapes and pictures all live in the spot's folder: it goes whole.
  await store.removeFolder(spotLayersFolder(spotId));
  return { ok: true };
}
