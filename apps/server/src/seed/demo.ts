import { eq, inArray } from 'drizzle-orm';
import { clubInfos, clubLanguages, clubs, clubTexts } from '../db/schema/clubs.ts';
import { comments, news, newsContents } from '../db/schema/news.ts';
import { countries, languages, subscriptions } from '../db/schema/reference.ts';
import { spotInfos, spots } from '../db/schema/spots.ts';
import { users } from '../db/schema/users.ts';
import { hashPassword } from '../modules/users/passwords.ts';
import type { Executor } from '../platform/db.ts';
import {
  DEMO_CLUB_ALIAS,
  DEMO_MANAGER,
  DEMO_MEMBERS,
  DEMO_SUPER_ADMIN,
  type DemoAccount,
} from './demo-accounts.ts';
import {
  DEMO_CLUB,
  DEMO_CLUB_INFOS,
  DEMO_COMMENT,
  DEMO_IMPRINT,
  DEMO_NEWS,
  DEMO_PROFILES,
  DEMO_SPOTS,
} from './demo-content.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
type LanguageKey = 'fr' | 'en';

async function loadReferences(db: Executor) {
  const languageRows = await db
    .select()
    .from(languages)
    .where(inArray(languages.key, DEMO_CLUB.languageKeys));
  const countryRows = await db
    .select()
    .from(countries)
    .where(inArray(countries.code, ['FR', 'GB']));
  const [plan] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.name, DEMO_CLUB.subscriptionName));
  const languageId = (key: string) => {
    const row = languageRows.find((language) => language.key === key);
    if (!row) throw new Error(`Reference data lacks the language ${key}: run ensureReferenceData first`);
    return row.id;
  };
  const countryId = (code: string) => countryRows.find((country) => country.code === code)?.id ?? null;
  return { languageId, countryId, subscriptionId: plan?.id ?? null };
}
type References = Awaited<ReturnType<typeof loadReferences>>;

async function insertAccount(db: Executor, account: DemoAccount, clubId: number | null, refs: References) {
  const profile = DEMO_PROFILES[account.email];
  const [row] = await db
    .insert(users)
    .values({
      clubId,
      role: account.role,
      email: account.email,
      passwordHash: await hashPassword(account.password),
      firstname: account.firstname,
      lastname: account.lastname,
      practiceType: profile?.practiceType ?? 0,
      organism: profile?.organism ?? null,
      divingLevel: profile?.divingLevel ?? null,
      languageKey: profile?.languageKey ?? 'fr',
      countryId: profile ? refs.countryId(profile.countryCode) : null,
      jobTitle: profile?.jobTitle ?? null,
      emailValidatedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id ?? null;
}

async function insertSpots(db: Executor, clubId: number, refs: References) {
  for (const spot of DEMO_SPOTS) {
    const [row] = await db
      .insert(spots)
      .values({
        clubId,
        name: spot.name,
        countryId: refs.countryId('FR'),
        region: spot.region,
        town: spot.town,
        latitude: spot.latitude,
        longitude: spot.longitude,
      })
      .returning({ id: spots.id });
    if (!row) throw new Error(`spot ${spot.name} not created`);
    await db.insert(spotInfos).values(
      (['fr', 'en'] as const).map((key: LanguageKey) => ({
        spotId: row.id,
        clubId,
        languageId: refs.languageId(key),
        ...spot.text[key],
        access: JSON.stringify(spot.access),
        interestPoints: JSON.stringify(spot.interestPoints),
        bestHours: JSON.stringify(spot.bestHours),
        dominantFluxOrientation: spot.dominantFluxOrientation,
        dominantWindOrientation: spot.dominantWindOrientation,
        bestMonthFrom: spot.bestMonthFrom,
        bestMonthTo: spot.bestMonthTo,
      })),
    );
  }
}

async function insertNews(
  db: Executor,
  ids: { clubId: number; authorId: number; commenterId: number },
  refs: References,
  now: Date,
) {
  const newsIds: number[] = [];
  for (const item of DEMO_NEWS) {
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const [row] = await db
      .insert(news)
      .values({
        clubId: ids.clubId,
        isEvent: item.eventInDays !== null,
        eventDate:
          item.eventInDays === null ? null : new Date(today + item.eventInDays * DAY_MS + 18.5 * 3_600_000),
        authorId: ids.authorId,
        createdAt: new Date(now.getTime() - item.daysAgo * DAY_MS),
      })
      .returning({ id: news.id });
    if (!row) throw new Error('news not created');
    newsIds.push(row.id);
    await db.insert(newsContents).values(
      (['fr', 'en'] as const).map((key: LanguageKey) => ({
        newsId: row.id,
        clubId: ids.clubId,
        languageId: refs.languageId(key),
        title: item.text[key].title,
        introContent: item.text[key].intro,
        newsContent: item.text[key].content,
      })),
    );
  }
  const commented = newsIds[1];
  if (commented !== undefined) {
    await db
      .insert(comments)
      .values({ clubId: ids.clubId, newsId: commented, userId: ids.commenterId, content: DEMO_COMMENT });
  }
}

/**
 * Creates the demo club with its information, spots, news, manager, members and the super
 * administrator (kept as it is when a global account with that e-mail already exists).
 * Run it inside one transaction (`seedDemoWhenEmpty` does), so a failure leaves nothing behind.
 */
export async function seedDemo(db: Executor, now = new Date()): Promise<{ clubId: number }> {
  const refs = await loadReferences(db);
  const [club] = await db
    .insert(clubs)
    .values({
      name: DEMO_CLUB.name,
      alias: DEMO_CLUB_ALIAS,
      color: DEMO_CLUB.color,
      phone: DEMO_CLUB.phone,
      email: DEMO_CLUB.email,
      subscriptionId: refs.subscriptionId,
      hasSpots: true,
      hasGallery: true,
    })
    .returning({ id: clubs.id });
  if (!club) throw new Error('demo club not created');
  const clubId = club.id;
  await db
    .insert(clubLanguages)
    .values(
      DEMO_CLUB.languageKeys.map((key, position) => ({ clubId, languageId: refs.languageId(key), position })),
    );
  await db.insert(clubInfos).values(
    (['fr', 'en'] as const).map((key: LanguageKey) => ({
      clubId,
      languageId: refs.languageId(key),
      ...DEMO_CLUB_INFOS[key],
    })),
  );
  await db.insert(clubTexts).values(
    (['fr', 'en'] as const).map((key: LanguageKey) => ({
      clubId,
      kind: 'imprint' as const,
      languageId: refs.languageId(key),
      description: DEMO_IMPRINT[key],
    })),
  );

  const managerId = await insertAccount(db, DEMO_MANAGER, clubId, refs);
  const memberIds = [];
  for (const member of DEMO_MEMBERS) memberIds.push(await insertAccount(db, member, clubId, refs));
  const commenterId = memberIds[0];
  if (managerId === null || commenterId == null) throw new Error('demo accounts not created');
  await db.update(clubs).set({ managerId }).where(eq(clubs.id, clubId));
  await insertAccount(db, DEMO_SUPER_ADMIN, null, refs);

  await insertSpots(db, clubId, refs);
  await insertNews(db, { clubId, authorId: managerId, commenterId }, refs, now);
  return { clubId };
}

/** Whether the demo club exists (start-up then prints its address and accounts). */
export async function demoClubExists(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.alias, DEMO_CLUB_ALIAS)).limit(1);
  return rows.length > 0;
}
