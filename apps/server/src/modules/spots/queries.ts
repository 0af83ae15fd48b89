import { asc, count, desc, eq } from 'drizzle-orm';
import { clubs } from '../../db/schema/clubs.ts';
import { pictures, videos } from '../../db/schema/media.ts';
import { countries, languages, subscriptions } from '../../db/schema/reference.ts';
import { spotInfos, spots } from '../../db/schema/spots.ts';
import { type ClubRowValues, clubRow, ofClub } from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';

/** Every query here takes the club's id: a spot of another club, or its infos, is never read nor written. */

export type SpotRow = typeof spots.$inferSelect & { countryCode: string | null };
export type SpotInfosRow = typeof spotInfos.$inferSelect & { languageKey: string };

const spotColumns = {
  id: spots.id,
  clubId: spots.clubId,
  name: spots.name,
  countryId: spots.countryId,
  region: spots.region,
  town: spots.town,
  longitude: spots.longitude,
  latitude: spots.latitude,
  file3dUrl: spots.file3dUrl,
  live: spots.live,
  liveUrl: spots.liveUrl,
  pictureUrl: spots.pictureUrl,
  liveStartedAt: spots.liveStartedAt,
  createdAt: spots.createdAt,
  countryCode: countries.code,
};

export function listSpots(db: Executor, clubId: number): Promise<SpotRow[]> {
  return db
    .select(spotColumns)
    .from(spots)
    .leftJoin(countries, eq(countries.id, spots.countryId))
    .where(ofClub(spots, clubId))
    .orderBy(asc(spots.name), asc(spots.id));
}

export function findSpot(db: Executor, clubId: number, spotId: number): Promise<SpotRow | null> {
  return db
    .select(spotColumns)
    .from(spots)
    .leftJoin(countries, eq(countries.id, spots.countryId))
    .where(ofClub(spots, clubId, eq(spots.id, spotId)))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** The spot locked until the transaction ends (picture replacement, live transitions). */
export function lockSpot(db: Executor, clubId: number, spotId: number) {
  return db
    .select({ id: spots.id, pictureUrl: spots.pictureUrl, liveUrl: spots.liveUrl, live: spots.live })
    .from(spots)
    .where(ofClub(spots, clubId, eq(spots.id, spotId)))
    .limit(1)
    .for('update')
    .then((rows) => rows[0] ?? null);
}

/** The club row locked, so two creations cannot both pass the subscription's check. */
export async function lockSubscriptionSpots(
  db: Executor,
  clubId: number,
): Promise<{ count: number; max: number }> {
  const [club] = await db
    .select({ subscriptionId: clubs.subscriptionId })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .for('update');
  return subscriptionSpotsOf(db, clubId, club?.subscriptionId ?? null);
}

export async function subscriptionSpots(
  db: Executor,
  clubId: number,
): Promise<{ count: number; max: number }> {
  const [club] = await db
    .select({ subscriptionId: clubs.subscriptionId })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return subscriptionSpotsOf(db, clubId, club?.subscriptionId ?? null);
}

async function subscriptionSpotsOf(db: Executor, clubId: number, subscriptionId: number | null) {
  const [subscription] =
    subscriptionId === null
      ? []
      : await db
          .select({ max: subscriptions.subscriptionMaxSpots })
          .from(subscriptions)
          .where(eq(subscriptions.id, subscriptionId));
  const [row] = await db.select({ value: count() }).from(spots).where(ofClub(spots, clubId));
  return { count: row?.value ?? 0, max: subscription?.max ?? 0 };
}

export async function countryExists(db: Executor, countryId: number): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  return row !== undefined;
}

export async function insertSpot(
  db: Executor,
  clubId: number,
  values: ClubRowValues<typeof spots>,
): Promise<number> {
  const [row] = await db
    .insert(spots)
    .values(clubRow(spots, clubId, values))
    .returning({ id: spots.id });
  if (!row) throw new Error('spot not inserted');
  return row.id;
}

export async function updateSpot(
  db: Executor,
  clubId: number,
  spotId: number,
  values: Partial<ClubRowValues<typeof spots>>,
): Promise<void> {
  await db
    .update(spots)
    .set(values)
    .where(ofClub(spots, clubId, eq(spots.id, spotId)));
}

export async function deleteSpotRow(db: Executor, clubId: number, spotId: number): Promise<void> {
  await db.delete(spots).where(ofClub(spots, clubId, eq(spots.id, spotId)));
}

export function listSpotInfos(db: Executor, clubId: number, spotId: number): Promise<SpotInfosRow[]> {
  return db
    .select({
      spotId: spotInfos.spotId,
      languageId: spotInfos.languageId,
      clubId: spotInfos.clubId,
      description: spotInfos.description,
      access: spotInfos.access,
      interestPoints: spotInfos.interestPoints,
      bestHours: spotInfos.bestHours,
      requiredLevel: spotInfos.requiredLevel,
      accessibility: spotInfos.accessibility,
      visibility: spotInfos.visibility,
      dominantFlux: spotInfos.dominantFlux,
      dominantFluxOrientation: spotInfos.dominantFluxOrientation,
      dominantWind: spotInfos.dominantWind,
      dominantWindOrientation: spotInfos.dominantWindOrientation,
      bestMonthFrom: spotInfos.bestMonthFrom,
      bestMonthTo: spotInfos.bestMonthTo,
      difficulty: spotInfos.difficulty,
      languageKey: languages.key,
    })
    .from(spotInfos)
    .innerJoin(languages, eq(languages.id, spotInfos.languageId))
    .where(ofClub(spotInfos, clubId, eq(spotInfos.spotId, spotId)));
}

export async function upsertSpotInfos(
  db: Executor,
  clubId: number,
  values: ClubRowValues<typeof spotInfos>,
): Promise<void> {
  const { spotId: _spotId, languageId: _languageId, ...fields } = values;
  await db
    .insert(spotInfos)
    .values(clubRow(spotInfos, clubId, values))
    .onConflictDoUpdate({
      target: [spotInfos.spotId, spotInfos.languageId],
      set: fields,
      setWhere: ofClub(spotInfos, clubId),
    });
}

export function listSpotMedia(db: Executor, clubId: number, spotId: number, limit: number) {
  return Promise.all([
    db
      .select({
        id: pictures.id,
        name: pictures.name,
        fileKey: pictures.fileKey,
        createdAt: pictures.createdAt,
      })
      .from(pictures)
      .where(ofClub(pictures, clubId, eq(pictures.spotId, spotId)))
      .orderBy(desc(pictures.createdAt), desc(pictures.id))
      .limit(limit),
    db
      .select({
        id: videos.id,
        name: videos.name,
        url: videos.url,
        source: videos.source,
        isVr: videos.isVr,
        createdAt: videos.createdAt,
      })
      .from(videos)
      .where(ofClub(videos, clubId, eq(videos.spotId, spotId)))
      .orderBy(desc(videos.createdAt), desc(videos.id))
      .limit(limit),
  ]);
}
