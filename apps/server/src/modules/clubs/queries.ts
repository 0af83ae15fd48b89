import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  carouselSlides,
  clubInfos,
  clubLanguages,
  clubs,
  clubTexts,
  platformTexts,
} from '../../db/schema/clubs.ts';
import { news } from '../../db/schema/news.ts';
import { languages, subscriptions } from '../../db/schema/reference.ts';
import { spots } from '../../db/schema/spots.ts';
import { users } from '../../db/schema/users.ts';
import { acrossClubs, clubRow, clubRows, ofClub } from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';

export function findClubByAlias(db: Executor, alias: string) {
  return db
    .select()
    .from(clubs)
    .where(eq(clubs.alias, alias))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** The club's languages in its order; the first is the club's default language. */
export function listClubLanguages(db: Executor, clubId: number) {
  return db
    .select({ id: languages.id, key: languages.key })
    .from(clubLanguages)
    .innerJoin(languages, eq(languages.id, clubLanguages.languageId))
    .where(ofClub(clubLanguages, clubId))
    .orderBy(asc(clubLanguages.position), asc(languages.id));
}

/** Every query below a club id filters by it: a row of another club is never read nor written. */

export type ClubInfosRow = typeof clubInfos.$inferSelect;
export type CarouselRow = typeof carouselSlides.$inferSelect;

export function findClubById(db: Executor, clubId: number): Promise<ClubRow | null> {
  return db
    .select()
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

export function listAllLanguages(db: Executor) {
  return db.select({ id: languages.id, key: languages.key }).from(languages).orderBy(asc(languages.id));
}

export function listSubscriptions(db: Executor) {
  return db
    .select()
    .from(subscriptions)
    .orderBy(asc(subscriptions.subscriptionMaxSpots), asc(subscriptions.id));
}

export function findSubscription(db: Executor, id: number) {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, id))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

export function listInfos(db: Executor, clubId: number) {
  return db
    .select({
      clubId: clubInfos.clubId,
      languageId: clubInfos.languageId,
      languageKey: languages.key,
      opening: clubInfos.opening,
      description: clubInfos.description,
    })
    .from(clubInfos)
    .innerJoin(languages, eq(languages.id, clubInfos.languageId))
    .where(ofClub(clubInfos, clubId));
}

export async function upsertInfos(
  db: Executor,
  clubId: number,
  row: { languageId: number; opening: string; description: string },
): Promise<void> {
  await db
    .insert(clubInfos)
    .values(clubRow(clubInfos, clubId, row))
    .onConflictDoUpdate({
      target: [clubInfos.clubId, clubInfos.languageId],
      set: { opening: row.opening, description: row.description },
      setWhere: ofClub(clubInfos, clubId),
    });
}

export function listCarousel(db: Executor, clubId: number) {
  return db
    .select()
    .from(carouselSlides)
    .where(ofClub(carouselSlides, clubId))
    .orderBy(asc(carouselSlides.position), asc(carouselSlides.id));
}

export async function insertCarouselSlide(db: Executor, clubId: number, pictureUrl: string) {
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${carouselSlides.position}), -1)` })
    .from(carouselSlides)
    .where(ofClub(carouselSlides, clubId));
  const [row] = await db
    .insert(carouselSlides)
    .values(clubRow(carouselSlides, clubId, { pictureUrl, position: Number(last?.position ?? -1) + 1 }))
    .returning();
  return row as CarouselRow;
}

export function deleteCarouselSlide(db: Executor, clubId: number, id: number) {
  return db
    .delete(carouselSlides)
    .where(ofClub(carouselSlides, clubId, eq(carouselSlides.id, id)))
    .returning()
    .then((rows) => rows[0] ?? null);
}

export async function insertClub(db: Executor, values: typeof clubs.$inferInsert): Promise<ClubRow> {
  const [club] = await db.insert(clubs).values(values).returning();
  if (!club) throw new Error('club not inserted');
  return club;
}

export function updateClub(db: Executor, clubId: number, values: Partial<typeof clubs.$inferInsert>) {
  return db
    .update(clubs)
    .set(values)
    .where(eq(clubs.id, clubId))
    .returning()
    .then((rows) => rows[0] ?? null);
}

/** Replaces the club's languages by the given ids, in order (position 0 is the default). */
export async function replaceClubLanguages(db: Executor, clubId: number, languageIds: number[]) {
  await db.delete(clubLanguages).where(ofClub(clubLanguages, clubId));
  await db.insert(clubLanguages).values(
    clubRows(
      clubLanguages,
      clubId,
      languageIds.map((languageId, position) => ({ languageId, position })),
    ),
  );
}

export function findClubByAliasExcept(db: Executor, alias: string, exceptId: number | null) {
  return db
    .select({ id: clubs.id })
    .from(clubs)
    .where(exceptId === null ? eq(clubs.alias, alias) : and(eq(clubs.alias, alias), ne(clubs.id, exceptId)))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

export function listClubsPage(db: Executor, page: { limit: number; offset: number }) {
  const memberCount = db
    .select({ clubId: users.clubId, count: sql<number>`count(*)::int`.as('count') })
    .from(acrossClubs(users, "the super administrator's list of clubs counts the members of each"))
    .groupBy(users.clubId)
    .as('member_count');
  return db
    .select({
      club: clubs,
      managerFirstname: users.firstname,
      managerLastname: users.lastname,
      managerEmail: users.email,
      members: memberCount.count,
    })
    .from(clubs)
    .leftJoin(users, ofClub(users, clubs.id, eq(users.id, clubs.managerId)))
    .leftJoin(memberCount, eq(memberCount.clubId, clubs.id))
    .orderBy(asc(sql`lower(${clubs.name})`), asc(clubs.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function findManager(db: Executor, club: ClubRow) {
  if (club.managerId === null) return Promise.resolve(null);
  return db
    .select()
    .from(users)
    .where(ofClub(users, club.id, eq(users.id, club.managerId)))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

export function deleteClubRow(db: Executor, clubId: number) {
  return db
    .delete(clubs)
    .where(eq(clubs.id, clubId))
    .returning()
    .then((rows) => rows[0] ?? null);
}

/** Files of a club's own rows, to remove from the store once the club is gone. */
export async function listClubFileUrls(db: Executor, club: ClubRow): Promise<(string | null)[]> {
  const slides = await listCarousel(db, club.id);
  const avatars = await db.select({ url: users.avatarUrl }).from(users).where(ofClub(users, club.id));
  const newsPictures = await db.select({ url: news.pictureUrl }).from(news).where(ofClub(news, club.id));
  return [
    club.logoUrl,
    club.legalNoticeImageUrl,
    ...slides.map((slide) => slide.pictureUrl),
    ...avatars.map((row) => row.url),
    ...newsPictures.map((row) => row.url),
  ];
}

export async function listClubSpotIds(db: Executor, clubId: number): Promise<number[]> {
  const rows = await db.select({ id: spots.id }).from(spots).where(ofClub(spots, clubId));
  return rows.map((row) => row.id);
}

/** Texts a club writes per language (legal notice, live page): plain text, one row per club, kind and language. */
export type ClubTextKind = 'imprint' | 'live_page';

export function listClubTexts(db: Executor, clubId: number, kind: ClubTextKind) {
  return db
    .select({
      languageId: clubTexts.languageId,
      languageKey: languages.key,
      description: clubTexts.description,
    })
    .from(clubTexts)
    .innerJoin(languages, eq(languages.id, clubTexts.languageId))
    .where(ofClub(clubTexts, clubId, eq(clubTexts.kind, kind)));
}

export async function upsertClubText(
  db: Executor,
  clubId: number,
  text: { kind: ClubTextKind; languageId: number; description: string },
): Promise<void> {
  await db
    .insert(clubTexts)
    .values(clubRow(clubTexts, clubId, text))
    .onConflictDoUpdate({
      target: [clubTexts.clubId, clubTexts.kind, clubTexts.languageId],
      set: { description: text.description },
      setWhere: ofClub(clubTexts, clubId),
    });
}

export async function findLanguageId(db: Executor, key: string): Promise<number | null> {
  const [row] = await db.select({ id: languages.id }).from(languages).where(eq(languages.key, key));
  return row?.id ?? null;
}

export async function findPlatformText(
  db: Executor,
  kind: 'solutions',
  languageId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ description: platformTexts.description })
    .from(platformTexts)
    .where(and(eq(platformTexts.kind, kind), eq(platformTexts.languageId, languageId)));
  return row?.description ?? null;
}

export async function upsertPlatformText(
  db: Executor,
  text: { kind: 'solutions'; languageId: number; description: string },
): Promise<void> {
  await db
    .insert(platformTexts)
    .values(text)
    .onConflictDoUpdate({
      target: [platformTexts.kind, platformTexts.languageId],
      set: { description: text.description },
    });
}
