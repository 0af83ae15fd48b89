import { ROLE } from '@club/shared/constants';
import { eq, inArray } from 'drizzle-orm';
import { DEMO_CLUB, DEMO_CLUB_INFOS, DEMO_LEGAL_NOTICE } from '../../seed-data/demo-club.ts';
import { DEMO_NEWS } from '../../seed-data/demo-news.ts';
import {
  DEMO_AVATARS,
  DEMO_OTHER_MEMBERS,
  DEMO_PROFILES,
  type DemoMember,
} from '../../seed-data/demo-people.ts';
import { DEMO_SPOTS } from '../../seed-data/demo-spots.ts';
import { clubInfos, clubLanguages, clubs, clubTexts } from '../db/schema/clubs.ts';
import { comments, news, newsContents } from '../db/schema/news.ts';
import { countries, languages, subscriptions } from '../db/schema/reference.ts';
import { spotInfos, spots } from '../db/schema/spots.ts';
import { users } from '../db/schema/users.ts';
import { hashPassword } from '../modules/users/passwords.ts';
import { clubRow, clubRows } from '../platform/data/club-rows.ts';
import type { Database, Executor } from '../platform/data/db.ts';
import type { FileStore } from '../platform/files/storage.ts';
import type { Actor } from '../platform/http/auth.ts';
import { DEMO_CLUB_ALIAS, DEMO_MANAGER, DEMO_MEMBERS } from './demo-accounts.ts';
import { DIVE_DAY_OUTINGS, seedDivePlans } from './demo-dive-plans.ts';
import { seedLayers } from './demo-layers.ts';
import {
  actorOf,
  DemoArt,
  type DemoPeople,
  seedAvatars,
  seedClubPictures,
  seedLives,
  seedMessages,
  seedModel,
  seedNewsPictures,
  seedPictures,
  seedVideos,
  seedVisits,
} from './demo-media.ts';
import {
  AVATAR_SIZE,
  DEMO_CAROUSEL,
  DEMO_LIVE_PAGE,
  DEMO_PICTURES,
  PICTURE_SIZE,
} from './demo-media-content.ts';
import { seedOutings } from './demo-outings.ts';
import { seedPapers } from './demo-papers.ts';
import { clubLogoSvg, donatorSitePlanSvg, renderPng } from './site-drawings.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
type LanguageKey = 'fr' | 'en';

async function loadReferences(db: Executor) {
  const languageRows = await db
    .select()
    .from(languages)
    .where(inArray(languages.key, DEMO_CLUB.languageKeys));
  const countryCodes = [...new Set(Object.values(DEMO_PROFILES).map((profile) => profile.countryCode))];
  const countryRows = await db
    .select()
    .from(countries)
    .where(inArray(countries.code, [...countryCodes, 'FR']));
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.name, DEMO_CLUB.subscriptionName));
  const languageId = (key: string) => {
    const row = languageRows.find((language) => language.key === key);
    if (!row) throw new Error(`Reference data lacks the language ${key}: run ensureReferenceData first`);
    return row.id;
  };
  const countryId = (code: string) => countryRows.find((country) => country.code === code)?.id ?? null;
  return { languageId, countryId, subscriptionId: subscription?.id ?? null };
}
type References = Awaited<ReturnType<typeof loadReferences>>;

/**
 * Inserts an account (kept as it is when it already exists: then null). Members without a password
 * (DEMO_OTHER_MEMBERS) cannot sign in until they ask for a new password.
 */
async function insertAccount(
  db: Executor,
  account: DemoMember & { role: number; passwordHash: string | null },
  clubId: number | null,
  refs: References,
) {
  const profile = DEMO_PROFILES[account.email];
  const [row] = await db
    .insert(users)
    .values(
      clubRow(users, clubId, {
        role: account.role,
        email: account.email,
        passwordHash: account.passwordHash,
        firstname: account.firstname,
        lastname: account.lastname,
        practiceType: profile?.practiceType ?? 0,
        organism: profile?.organism ?? null,
        divingLevel: profile?.divingLevel ?? null,
        languageKey: profile?.languageKey ?? 'fr',
        countryId: profile ? refs.countryId(profile.countryCode) : null,
        jobTitle: profile?.jobTitle ?? null,
        emailValidatedAt: new Date(),
      }),
    )
    .onConflictDoNothing()
    .returning({ id: users.id, role: users.role, clubId: users.clubId });
  return row ?? null;
}

/** Inserts the spots and their infos in both languages; returns their ids by name. */
async function insertSpots(db: Executor, clubId: number, refs: References): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const spot of DEMO_SPOTS) {
    const [row] = await db
      .insert(spots)
      .values(
        clubRow(spots, clubId, {
          name: spot.name,
          countryId: refs.countryId('FR'),
          region: spot.region,
          town: spot.town,
          latitude: spot.latitude,
          longitude: spot.longitude,
        }),
      )
      .returning({ id: spots.id });
    if (!row) throw new Error(`spot ${spot.name} not created`);
    ids.set(spot.name, row.id);
    await db.insert(spotInfos).values(
      clubRows(
        spotInfos,
        clubId,
        (['fr', 'en'] as const).map((key: LanguageKey) => ({
          spotId: row.id,
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
      ),
    );
  }
  return ids;
}

/** Inserts the news items (newest first) with their texts and comments; returns their ids in order. */
async function insertNewsItem(
  db: Executor,
  ids: { clubId: number; authorId: number; userIds: ReadonlyMap<string, number> },
  refs: References,
  now: Date,
): Promise<number[]> {
  const newsIds: number[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (const item of DEMO_NEWS) {
    const createdAt = new Date(now.getTime() - item.daysAgo * DAY_MS);
    const eventHours = item.eventHourUtc ?? 18.5;
    const [row] = await db
      .insert(news)
      .values(
        clubRow(news, ids.clubId, {
          isEvent: item.eventInDays !== null,
          eventDate:
            item.eventInDays === null
              ? null
              : new Date(today + item.eventInDays * DAY_MS + eventHours * 3_600_000),
          authorId: ids.authorId,
          createdAt,
        }),
      )
      .returning({ id: news.id });
    if (!row) throw new Error('news not created');
    newsIds.push(row.id);
    await db.insert(newsContents).values(
      clubRows(
        newsContents,
        ids.clubId,
        (['fr', 'en'] as const).map((key: LanguageKey) => ({
          newsId: row.id,
          languageId: refs.languageId(key),
          title: item.text[key].title,
          introContent: item.text[key].intro,
          newsContent: item.text[key].content,
        })),
      ),
    );
    for (const comment of item.comments) {
      const userId = ids.userIds.get(comment.by);
      if (userId === undefined) throw new Error(`The demo has no member ${comment.by}`);
      await db.insert(comments).values(
        clubRow(comments, ids.clubId, {
          newsId: row.id,
          userId,
          content: comment.text,
          createdAt: new Date(Math.min(createdAt.getTime() + comment.hoursAfter * 3_600_000, now.getTime())),
        }),
      );
    }
  }
  return newsIds;
}

/** Starts every drawing the demo needs at once, so sharp renders while the rows are written. */
function startDrawings(art: DemoArt) {
  for (const picture of DEMO_PICTURES) void art.jpeg(picture.subject, picture.seed);
  for (const drawing of DEMO_CAROUSEL) void art.jpeg(drawing.subject, drawing.seed, PICTURE_SIZE);
  for (const item of DEMO_NEWS) if (item.picture) void art.jpeg(item.picture.subject, item.picture.seed);
  for (const drawing of Object.values(DEMO_AVATARS))
    void art.jpeg(drawing.subject, drawing.seed, AVATAR_SIZE, true);
  const logo = renderPng(clubLogoSvg(DEMO_CLUB.color));
  const sitePlan = renderPng(donatorSitePlanSvg());
  logo.catch(() => {});
  sitePlan.catch(() => {});
  return { logo, sitePlan };
}

/**
 * Creates the demo club and everything a newcomer should see in it: information, seven spots with
 * their infos in French and English, layers on three of them, news with pictures and comments,
 * members with avatars, pictures and videos with views and likes, a carousel and a logo, a 3D model,
 * a live and two replays, conversations, a month of visits, the members' papers (FFESSM levels, two
 * PADI cards with assigned aptitudes, one certificate expiring, one expired), and outings to come and
 * past ones with members signed up (the super administrator is made by prepareData, with a random password, only
 * when ADMIN_EMAIL is unset). Files go to `store` through the same services as uploads. Run it inside one transaction (`seedDemoWhenEmpty` does), so a failure
 * leaves no row behind.
 */
export async function seedDemo(
  db: Database,
  store: FileStore,
  options: { now?: Date; art?: DemoArt } = {},
): Promise<{ clubId: number }> {
  const now = options.now ?? new Date();
  // Drawings are the same every time: a caller seeding several databases (tests) can share them.
  const art = options.art ?? new DemoArt();
  const drawings = startDrawings(art);
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
      hasLivePage: true,
    })
    .returning({ id: clubs.id });
  if (!club) throw new Error('demo club not created');
  const clubId = club.id;
  await db.insert(clubLanguages).values(
    clubRows(
      clubLanguages,
      clubId,
      DEMO_CLUB.languageKeys.map((key, position) => ({ languageId: refs.languageId(key), position })),
    ),
  );
  await db.insert(clubInfos).values(
    clubRows(
      clubInfos,
      clubId,
      (['fr', 'en'] as const).map((key: LanguageKey) => ({
        languageId: refs.languageId(key),
        ...DEMO_CLUB_INFOS[key],
      })),
    ),
  );
  await db.insert(clubTexts).values(
    clubRows(
      clubTexts,
      clubId,
      (['fr', 'en'] as const).flatMap((key: LanguageKey) => [
        { kind: 'imprint' as const, languageId: refs.languageId(key), description: DEMO_LEGAL_NOTICE[key] },
        { kind: 'live_page' as const, languageId: refs.languageId(key), description: DEMO_LIVE_PAGE[key] },
      ]),
    ),
  );

  const accounts: (DemoMember & { role: number; password: string | null })[] = [
    DEMO_MANAGER,
    ...DEMO_MEMBERS,
    ...DEMO_OTHER_MEMBERS.map((member) => ({ ...member, role: ROLE.member, password: null })),
  ];
  const actors = new Map<string, Actor>();
  const userIds = new Map<string, number>();
  // Hashing the passwords takes a while: all at once. The rows one after the other: a transaction's
  // connection runs one statement at a time.
  const hashes = await Promise.all(
    accounts.map((account) => (account.password === null ? null : hashPassword(account.password))),
  );
  const rows: Awaited<ReturnType<typeof insertAccount>>[] = [];
  for (const [index, account] of accounts.entries())
    rows.push(await insertAccount(db, { ...account, passwordHash: hashes[index] ?? null }, clubId, refs));
  accounts.forEach((account, index) => {
    const row = rows[index];
    if (!row) throw new Error(`demo account ${account.email} not created`);
    actors.set(account.email, actorOf(row));
    userIds.set(account.email, row.id);
  });
  const manager = actors.get(DEMO_MANAGER.email);
  if (!manager) throw new Error('demo accounts not created');
  await db.update(clubs).set({ managerId: manager.userId }).where(eq(clubs.id, clubId));

  const spotIds = await insertSpots(db, clubId, refs);
  const newsIds = await insertNewsItem(db, { clubId, authorId: manager.userId, userIds }, refs, now);
  const [clubRow] = await db.select().from(clubs).where(eq(clubs.id, clubId));
  if (!clubRow) throw new Error('demo club not created');
  const people: DemoPeople = { club: clubRow, actors, manager, spotIds };

  await seedPictures(db, store, people, art, now);
  await seedVideos(db, people, now);
  await seedClubPictures(db, store, people, art, await drawings.logo);
  await seedModel(db, store, people);
  await seedLayers(db, store, { club: clubRow, actor: manager }, spotIds, {
    wreckJpeg: await art.small('wreck', 4, 800),
    sitePlanPng: await drawings.sitePlan,
  });
  await seedLives(db, people, now);
  await seedAvatars(db, store, people, art, DEMO_AVATARS);
  await seedNewsPictures(
    db,
    store,
    people,
    art,
    DEMO_NEWS.map((item, index) => ({ newsId: newsIds[index] as number, picture: item.picture })),
  );
  await seedMessages(db, people, now);
  await seedVisits(db, people, newsIds, now);
  await seedPapers(
    db,
    {
      clubId,
      timeZone: clubRow.timeZone,
      seasonEnd: clubRow.seasonEnd,
      userIds,
      manager: { id: manager.userId, name: `${DEMO_MANAGER.firstname} ${DEMO_MANAGER.lastname}` },
    },
    now,
  );
  const outingIds = {
    clubId,
    userIds,
    spotIds,
    newsIdByTitle: new Map(DEMO_NEWS.map((item, index) => [item.text.fr.title, newsIds[index] as number])),
    languageId: refs.languageId,
  };
  await seedOutings(db, outingIds, now);
  const diveDays = await seedOutings(db, outingIds, now, DIVE_DAY_OUTINGS);
  await seedDivePlans(db, people, diveDays);
  return { clubId };
}

/** Whether the demo club exists (start-up then prints its address and accounts). */
export async function demoClubExists(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.alias, DEMO_CLUB_ALIAS)).limit(1);
  return rows.length > 0;
}
