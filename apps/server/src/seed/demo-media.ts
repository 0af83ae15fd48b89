import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { renderUnderwaterJpeg, type Subject } from '../../seed-data/underwater-art.ts';
import { pageViews } from '../db/schema/clubs.ts';
import { pictureLikes, pictures, videoLikes, videos } from '../db/schema/media.ts';
import { messages } from '../db/schema/messages.ts';
import { spotReplays, spots } from '../db/schema/spots.ts';
import { users } from '../db/schema/users.ts';
import { addCarouselSlide, replaceLogo } from '../modules/clubs/own-club-service.ts';
import { replaceNewsItemPicture } from '../modules/news/service.ts';
import { upload as uploadPicture } from '../modules/pictures/service.ts';
import { create as createVideo } from '../modules/videos/service.ts';
import { type ClubRowValues, clubRow, clubRows, ofClub } from '../platform/data/club-rows.ts';
import type { Database } from '../platform/data/db.ts';
import { reencodeImage } from '../platform/files/images.ts';
import { type FileStore, fileUrl } from '../platform/files/storage.ts';
import type { Actor } from '../platform/http/auth.ts';
import type { ClubRow } from '../platform/http/tenancy.ts';
import {
  AVATAR_SIZE,
  DEMO_CAROUSEL,
  DEMO_CONVERSATIONS,
  DEMO_LIVE,
  DEMO_MODEL_SPOT,
  DEMO_PICTURES,
  DEMO_REPLAYS,
  DEMO_VIDEOS,
  DEMO_VISITED_PAGES,
  PICTURE_SIZE,
} from './demo-media-content.ts';
import { wreckModelGlb } from './wreck-model.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Renders each drawn picture once (several uses share it: a gallery picture is also a carousel slide
 * or a news item's picture), and starts every render at once so that sharp's threads work while the
 * database is being written.
 */
export class DemoArt {
  private readonly renders = new Map<string, Promise<Buffer>>();

  jpeg(
    subject: Subject,
    seed: number,
    size: { width: number; height: number } = PICTURE_SIZE,
    closeUp = false,
  ): Promise<Buffer> {
    return this.derived(`${subject}:${seed}:${size.width}x${size.height}:${closeUp}`, () =>
      renderUnderwaterJpeg({ subject, seed, ...size, closeUp }),
    );
  }

  /** The picture framed 16:9, as the carousel and news editors frame one before sending it. */
  wide(subject: Subject, seed: number): Promise<Buffer> {
    return this.derived(`wide:${subject}:${seed}`, async () =>
      sharp(await this.jpeg(subject, seed))
        .resize({ width: 1280, height: 720, fit: 'cover' })
        .jpeg({ quality: 88 })
        .toBuffer(),
    );
  }

  /** The picture at a smaller width (a map marker's picture, shown in a popup). */
  small(subject: Subject, seed: number, width: number): Promise<Buffer> {
    return this.derived(`small:${subject}:${seed}:${width}`, async () =>
      sharp(await this.jpeg(subject, seed))
        .resize({ width })
        .jpeg({ quality: 88 })
        .toBuffer(),
    );
  }

  private derived(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    let render = this.renders.get(key);
    if (!render) {
      render = make();
      // Often started early and awaited later: a failure is reported there, not as an unhandled rejection.
      render.catch(() => {});
      this.renders.set(key, render);
    }
    return render;
  }
}

/** The signed-in person a service call acts as. */
export function actorOf(user: { id: number; role: number; clubId: number | null }): Actor {
  return { userId: user.id, role: user.role, clubId: user.clubId, sessionId: 0, languageKey: 'fr' };
}

export interface DemoPeople {
  club: ClubRow;
  /** Actors by e-mail: the club's members and its manager. */
  actors: ReadonlyMap<string, Actor>;
  manager: Actor;
  spotIds: ReadonlyMap<string, number>;
}

function idOf(map: ReadonlyMap<string, number>, name: string): number {
  const id = map.get(name);
  if (id === undefined) throw new Error(`The demo has no spot "${name}"`);
  return id;
}

function actor(people: DemoPeople, email: string): Actor {
  const found = people.actors.get(email);
  if (!found) throw new Error(`The demo has no member ${email}`);
  return found;
}

/** Runs `work` on every item, a few at a time (renders and encodes in parallel, rows in turn). */
async function inTurns<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(width, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  });
  await Promise.all(lanes);
  return results;
}

/**
 * A lock for the seed's transaction: its one connection runs one statement at a time, so work that
 * writes rows waits for the previous writer (what it renders before runs in parallel).
 */
function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <R>(work: () => Promise<R>): Promise<R> => {
    const turn = last.then(work, work);
    last = turn.catch(() => undefined);
    return turn;
  };
}

/**
 * The gallery: each picture uploaded by its member through the pictures service (display copy and
 * thumbnail stored as for any upload), then dated, seen, and liked by the members who like it.
 */
export async function seedPictures(
  db: Database,
  store: FileStore,
  people: DemoPeople,
  art: DemoArt,
  now: Date,
) {
  const { club } = people;
  const writing = oneAtATime();
  const uploaded = await inTurns(DEMO_PICTURES, 3, async (picture) => {
    const file = await art.jpeg(picture.subject, picture.seed);
    const row = await writing(() =>
      uploadPicture(
        db,
        store,
        { club, actor: actor(people, picture.by) },
        { name: picture.name, spotId: idOf(people.spotIds, picture.spot), file },
      ),
    );
    return { picture, id: row.Id };
  });
  // One like per member and picture, and the count beside it, as the like call keeps them (in bulk).
  await db.insert(pictureLikes).values(
    clubRows(
      pictureLikes,
      club.id,
      uploaded.flatMap(({ picture, id }) =>
        picture.likedBy.map((email) => ({ pictureId: id, userId: actor(people, email).userId })),
      ),
    ),
  );
  for (const { picture, id } of uploaded) {
    await db
      .update(pictures)
      .set({
        createdAt: new Date(now.getTime() - picture.daysAgo * DAY_MS - 3_600_000),
        nbViews: picture.views,
        nbLikes: picture.likedBy.length,
      })
      .where(ofClub(pictures, club.id, eq(pictures.id, id)));
  }
}

/** The videos, added by their members through the videos service, then dated, seen and liked. */
export async function seedVideos(db: Database, people: DemoPeople, now: Date) {
  const { club } = people;
  for (const video of DEMO_VIDEOS) {
    const created = await createVideo(
      db,
      { club, actor: actor(people, video.by) },
      { Name: video.name, Url: video.url, Spot_id: idOf(people.spotIds, video.spot), Is_vr: video.isVr },
    );
    await db
      .update(videos)
      .set({
        createdAt: new Date(now.getTime() - video.daysAgo * DAY_MS - 7_200_000),
        nbViews: video.views,
        nbLikes: video.likedBy.length,
      })
      .where(ofClub(videos, club.id, eq(videos.id, created.Id)));
    await db.insert(videoLikes).values(
      clubRows(
        videoLikes,
        club.id,
        video.likedBy.map((email) => ({ videoId: created.Id, userId: actor(people, email).userId })),
      ),
    );
  }
}

/** The club's logo and carousel, as its manager sets them in the club's administration. */
export async function seedClubPictures(
  db: Database,
  store: FileStore,
  people: DemoPeople,
  art: DemoArt,
  logoPng: Buffer,
) {
  await replaceLogo(db, store, people.club, logoPng);
  const slides = await Promise.all(DEMO_CAROUSEL.map((slide) => art.wide(slide.subject, slide.seed)));
  for (const slide of slides) await addCarouselSlide(db, store, people.club, slide);
}

/** The Donator's 3D model, stored with the club's spot files and named in the spot's File_3d_url. */
export async function seedModel(db: Database, store: FileStore, people: DemoPeople) {
  const key = `spots/${people.club.id}/donator-${randomUUID()}.glb`;
  await store.put(key, wreckModelGlb());
  await db
    .update(spots)
    .set({ file3dUrl: fileUrl(key) })
    .where(ofClub(spots, people.club.id, eq(spots.id, idOf(people.spotIds, DEMO_MODEL_SPOT))));
}

/** The camera live now on one spot, and the past lives of another kept as replays. */
export async function seedLives(db: Database, people: DemoPeople, now: Date) {
  await db
    .update(spots)
    .set({
      live: true,
      liveUrl: DEMO_LIVE.videoId,
      liveStartedAt: new Date(now.getTime() - DEMO_LIVE.startedMinutesAgo * 60_000),
    })
    .where(ofClub(spots, people.club.id, eq(spots.id, idOf(people.spotIds, DEMO_LIVE.spot))));
  for (const replay of DEMO_REPLAYS) {
    const startedAt = new Date(now.getTime() - replay.daysAgo * DAY_MS);
    startedAt.setUTCHours(8, 0, 0, 0);
    await db.insert(spotReplays).values(
      clubRow(spotReplays, people.club.id, {
        spotId: idOf(people.spotIds, replay.spot),
        url: replay.videoId,
        startedAt,
        finishedAt: new Date(startedAt.getTime() + replay.minutes * 60_000),
      }),
    );
  }
}

/** Every member's avatar, re-encoded as the profile's avatar upload does (256 px square). */
export async function seedAvatars(
  db: Database,
  store: FileStore,
  people: DemoPeople,
  art: DemoArt,
  avatars: Record<string, { subject: Subject; seed: number }>,
) {
  const stored = await inTurns(Object.entries(avatars), 3, async ([email, drawing]) => {
    const jpeg = await art.jpeg(drawing.subject, drawing.seed, AVATAR_SIZE, true);
    const image = await reencodeImage(jpeg, { width: 256, height: 256, fit: 'cover' });
    const key = `avatars/${randomUUID()}.${image.extension}`;
    await store.put(key, image.data);
    return { userId: actor(people, email).userId, url: fileUrl(key) };
  });
  for (const { userId, url } of stored)
    await db
      .update(users)
      .set({ avatarUrl: url })
      .where(ofClub(users, people.club.id, eq(users.id, userId)));
}

/** The news items' pictures, framed 16:9 and sent as the news editor sends them. */
export async function seedNewsPictures(
  db: Database,
  store: FileStore,
  people: DemoPeople,
  art: DemoArt,
  items: readonly { newsId: number; picture: { subject: Subject; seed: number } | null }[],
) {
  for (const item of items) {
    if (!item.picture) continue;
    const file = await art.wide(item.picture.subject, item.picture.seed);
    await replaceNewsItemPicture(
      db,
      store,
      { club: people.club, actor: people.manager },
      { newsId: item.newsId, file },
    );
  }
}

/** Conversations between members, with the manager's last one still unread. */
export async function seedMessages(db: Database, people: DemoPeople, now: Date) {
  for (const conversation of DEMO_CONVERSATIONS) {
    const [first, second] = conversation.between.map((email) => actor(people, email).userId) as [
      number,
      number,
    ];
    const firstEmail = conversation.between[0];
    await db.insert(messages).values(
      clubRows(
        messages,
        people.club.id,
        conversation.messages.map((message) => {
          const createdAt = new Date(now.getTime() - message.minutesAgo * 60_000);
          const fromFirst = message.from === firstEmail;
          return {
            senderId: fromFirst ? first : second,
            recipientId: fromFirst ? second : first,
            content: message.text,
            createdAt,
            readAt: message.read ? new Date(createdAt.getTime() + 10 * 60_000) : null,
          };
        }),
      ),
    );
  }
}

/**
 * A month of visits: views per day and page over the last 30 days, more at weekends and growing
 * slowly, as the first-party analytics count them (one row per club, day and path).
 */
export async function seedVisits(db: Database, people: DemoPeople, newsIds: readonly number[], now: Date) {
  const pathOf = (template: string) => {
    const spot = /^\{spot:(.+)\}$/.exec(template);
    if (spot?.[1]) return `/home/${idOf(people.spotIds, spot[1])}`;
    const news = /^\{news:(\d+)\}$/.exec(template);
    if (news?.[1]) return `/news/${newsIds[Number(news[1])]}`;
    return template;
  };
  const rows: ClubRowValues<typeof pageViews>[] = [];
  for (let daysAgo = 29; daysAgo >= 0; daysAgo -= 1) {
    const day = new Date(now.getTime() - daysAgo * DAY_MS);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    // Deterministic ups and downs: the same seed gives the same month.
    const wave = 1 + 0.18 * Math.sin(daysAgo * 1.7) + 0.1 * Math.cos(daysAgo * 0.6);
    const total = Math.round((140 + (29 - daysAgo) * 3) * (weekend ? 1.45 : 1) * wave);
    const isoDay = day.toISOString().slice(0, 10);
    for (const page of DEMO_VISITED_PAGES) {
      const views = Math.max(1, Math.round(total * page.share));
      rows.push({ day: isoDay, path: pathOf(page.path), views });
    }
  }
  await db.insert(pageViews).values(clubRows(pageViews, people.club.id, rows));
}
