import type { DivePlan } from '@club/shared/api/dive-plans';
import type { Conversation } from '@club/shared/api/messages';
import type { CommentsPage, NewsSummary } from '@club/shared/api/news';
import type { Outing } from '@club/shared/api/outings';
import type { Picture } from '@club/shared/api/pictures';
import type { SafetySheetSummary } from '@club/shared/api/safety-sheets';
import type { Spot } from '@club/shared/api/spots';
import type { Video } from '@club/shared/api/videos';
import { COMMENTS_PAGE_SIZE } from '@club/shared/constants';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER, DEMO_MEMBERS } from '../src/seed/demo-accounts.ts';
import { allPages, demoReader, host, seedDemo } from './demo-seed-test-support.ts';
import { signIn } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The seed check (see demo-seed-test-support.ts) of the demo club's life: its pictures, videos, news,
 * look, members, visits, outings and dive plans.
 */

let t: TestApp;
let clubId: number;
let spots: Spot[];

const { getJson, postJson, file } = demoReader(() => t);

beforeAll(async () => {
  t = await createTestApp();
  ({ clubId, spots } = await seedDemo(t));
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('the demo club, read through the API', () => {
  it('has at least 12 pictures over several spots and members, seen and liked, with display copies and thumbnails', async () => {
    const pictures = await allPages((page) =>
      postJson<Picture[]>('/api/Pictures/getPictures', { page, club_id: clubId }),
    );
    expect(pictures.length).toBeGreaterThanOrEqual(12);
    expect(new Set(pictures.map((picture) => picture.Spot_id)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(pictures.map((picture) => picture.User_id)).size).toBeGreaterThanOrEqual(3);
    expect(pictures.every((picture) => picture.Nb_views > 0)).toBe(true);
    expect(pictures.filter((picture) => picture.Nb_likes > 0).length).toBeGreaterThanOrEqual(10);
    // Made on purpose, not a test pattern: a real picture of its size, in many colours.
    for (const picture of pictures.slice(0, 3)) {
      const display = await file(picture.Url);
      const thumbnail = await file(picture.Thumbnail_url);
      expect([display.status, display.type, thumbnail.status, thumbnail.type]).toEqual([
        200,
        'image/webp',
        200,
        'image/webp',
      ]);
      const displayInfo = await sharp(display.body).metadata();
      const thumbnailInfo = await sharp(thumbnail.body).metadata();
      expect([displayInfo.width, displayInfo.height]).toEqual([picture.Width, picture.Height]);
      expect(Math.max(thumbnailInfo.width ?? 0, thumbnailInfo.height ?? 0)).toBeLessThanOrEqual(480);
      const { channels } = await sharp(thumbnail.body).stats();
      const spread = channels.slice(0, 3).map((channel) => channel.stdev);
      expect(Math.min(...spread), picture.Name).toBeGreaterThan(10);
    }
  });

  it('has at least 6 YouTube and Vimeo videos over several spots and members, seen and liked', async () => {
    const videos = await allPages((page) =>
      postJson<Video[]>('/api/Videos/getVideos', { page, club_id: clubId }),
    );
    expect(videos.length).toBeGreaterThanOrEqual(6);
    expect(new Set(videos.map((video) => video.Source))).toEqual(new Set([1, 2]));
    expect(new Set(videos.map((video) => video.Spot_id)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(videos.map((video) => video.User_id)).size).toBeGreaterThanOrEqual(3);
    expect(videos.every((video) => video.Nb_views > 0 && video.Nb_likes > 0)).toBe(true);
    for (const video of videos)
      expect(video.Url).toMatch(/^https:\/\/(www\.youtube\.com\/watch\?v=|vimeo\.com\/)/);
  });

  it('has at least 6 news items, two of them events, with pictures and comments', async () => {
    const news = await allPages((page) =>
      getJson<NewsSummary[]>(`/api/News/getNewsByClub/${clubId}/${page}`),
    );
    expect(news.length).toBeGreaterThanOrEqual(6);
    const events = news.filter((item) => item.Is_event && item.Event_date);
    expect(events.length).toBeGreaterThanOrEqual(2);
    for (const item of events) expect(item.Picture, item.Title).toBeTruthy();
    const withPicture = news.filter((item) => item.Picture);
    expect(withPicture.length).toBeGreaterThanOrEqual(3);
    for (const item of withPicture) {
      const picture = await file(item.Picture as string);
      expect([picture.status, picture.type]).toEqual([200, 'image/webp']);
    }
    let commented = 0;
    for (const item of news) {
      const comments = await getJson<unknown[]>(`/api/News/getComments/${item.Id}`);
      if (comments.length > 0) commented += 1;
    }
    expect(commented).toBeGreaterThanOrEqual(4);
    // One item has more comments than a page: its page offers the earlier ones.
    const pages = await Promise.all(
      news.map((item) => getJson<CommentsPage>(`/api/News/getCommentsPage/${item.Id}`)),
    );
    const busy = pages.filter((page) => page.Has_earlier);
    expect(busy).toHaveLength(1);
    expect(busy[0]?.Total).toBeGreaterThan(COMMENTS_PAGE_SIZE);
  });

  it('has a logo and a carousel of at least 3 pictures', async () => {
    const club = await getJson<{ Logo_url: string | null }>('/api/Clubs/getClubByAlias/demo');
    expect(club.Logo_url).toBeTruthy();
    expect((await file(club.Logo_url as string)).status).toBe(200);
    const slides = await getJson<{ Picture_url: string }[]>(`/api/Clubs/getCarousel/${clubId}`);
    expect(slides.length).toBeGreaterThanOrEqual(3);
    for (const slide of slides) {
      const picture = await file(slide.Picture_url);
      expect([picture.status, picture.type]).toEqual([200, 'image/webp']);
      const { width = 0, height = 1 } = await sharp(picture.body).metadata();
      expect(width / height).toBeCloseTo(16 / 9, 1);
    }
  });

  it('has members with avatars, and a conversation of the manager with one message unread', async () => {
    const members = await getJson<{ Avatar_url: string | null }[]>(`/api/Users/getUsersByClub/${clubId}/0`);
    expect(members.length).toBeGreaterThanOrEqual(6);
    expect(members.every((member) => member.Avatar_url)).toBe(true);
    const avatar = await file(members[0]?.Avatar_url as string);
    expect([avatar.status, avatar.type]).toEqual([200, 'image/webp']);

    const manager = await signIn(t.app, host, DEMO_MANAGER);
    expect(await getJson<{ count: number }>('/api/Messages/countUnread', manager)).toEqual({ count: 1 });
    const conversations = await getJson<Conversation[]>('/api/Users/getUsersByMessage', manager);
    expect(conversations.length).toBeGreaterThanOrEqual(1);
    const conversation = await getJson<{ Sender_id: number | null }[]>(
      `/api/Messages/getMessages/${conversations[0]?.Id}/0`,
      manager,
    );
    expect(conversation.length).toBeGreaterThanOrEqual(4);
    expect(new Set(conversation.map((message) => message.Sender_id)).size).toBe(2);

    // Marin and Léa start with no message: the browser test of the messaging counts theirs from zero.
    for (const member of DEMO_MEMBERS.slice(0, 2)) {
      const token = await signIn(t.app, host, member);
      expect(await getJson<Conversation[]>('/api/Users/getUsersByMessage', token), member.email).toEqual([]);
    }
  });

  it('has 30 days of visits in its statistics', async () => {
    const manager = await signIn(t.app, host, DEMO_MANAGER);
    const days = await getJson<{ Day: string; Views: number }[]>(
      `/api/Analytics/getVisits/${clubId}`,
      manager,
    );
    expect(days).toHaveLength(30);
    expect(days.every((day) => day.Views > 0)).toBe(true);
  });

  it('has outings to come (full ones with a waiting list, one for advanced divers, one announced) and past ones, in French and English', async () => {
    const upcoming = await allPages((page) => getJson<Outing[]>(`/api/Outings/getOutings/${clubId}/${page}`));
    const past = await allPages((page) =>
      getJson<Outing[]>(`/api/Outings/getOutings/${clubId}/${page}?past=1`),
    );
    expect(upcoming.length).toBeGreaterThanOrEqual(4);
    expect(past.length).toBeGreaterThanOrEqual(2);
    expect(
      upcoming.filter((outing) => outing.Seats_left === 0 && outing.Waiting_count > 0).length,
    ).toBeGreaterThanOrEqual(2);
    expect(upcoming.some((outing) => outing.Min_level >= 3)).toBe(true);
    const announced = upcoming.find((outing) => outing.News_id !== null);
    expect(announced).toBeDefined();
    await getJson(`/api/News/getNewsDetails/${announced?.News_id}`);
    const spotIds = new Set(spots.map((spot) => spot.Id));
    const onSpots = [...upcoming, ...past].flatMap((outing) => outing.Spots);
    expect(onSpots.length).toBeGreaterThan(0);
    expect(onSpots.every((spot) => spotIds.has(spot.Id))).toBe(true);
    for (const outing of [...upcoming, ...past]) {
      const english = await getJson<Outing>(`/api/Outings/getOuting/${outing.Id}`, undefined, 'en');
      expect([outing.Language_key, english.Language_key]).toEqual(['fr', 'en']);
      expect(english.Title).not.toBe('');
      expect(outing.Title).not.toBe('');
    }
    const member = await signIn(t.app, host, DEMO_MEMBERS[0] as (typeof DEMO_MEMBERS)[number]);
    const mine = await getJson<Outing[]>('/api/Outings/getMyOutings', member);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((outing) => outing.My_status !== 'none')).toBe(true);
  });

  it('has a boat day to come with its dive director, pilot and two proposed dives, one team kept with a reason, and last week’s signed sheet with what each team did', async () => {
    const manager = await signIn(t.app, host, DEMO_MANAGER);
    const outings = [
      ...(await allPages((page) => getJson<Outing[]>(`/api/Outings/getOutings/${clubId}/${page}`))),
      ...(await allPages((page) => getJson<Outing[]>(`/api/Outings/getOutings/${clubId}/${page}?past=1`))),
    ];
    const divePlanOf = (title: string) => {
      const outing = outings.find((candidate) => candidate.Title === title);
      return getJson<DivePlan>(`/api/Outings/getDivePlan/${outing?.Id}`, manager);
    };

    const coming = await divePlanOf('Journée bateau : Vaisseau et Grand Langoustier');
    expect(coming.Roles).toMatchObject({
      Dp_name: 'Pierre Lambert',
      Pilot_name: 'Agnès Morel',
      Dp_problems: [],
    });
    expect(coming.Dives).toHaveLength(2);
    const palanquees = coming.Dives.flatMap((dive) => dive.Palanquees);
    for (const dive of coming.Dives)
      expect(dive.Palanquees.length, `dive ${dive.Index}`).toBeGreaterThanOrEqual(2);
    expect(
      palanquees.every((palanquee) => palanquee.Problems.length === 0 || palanquee.Override_reason),
    ).toBe(true);
    const kept = palanquees.filter((palanquee) => palanquee.Problems.length > 0);
    expect(kept).toHaveLength(1);
    expect(kept[0]?.Override_reason).toMatch(/serre-file/);
    expect(coming.Unassigned).toEqual([]);
    expect(coming.Dives.every((dive) => dive.Signed_by === null)).toBe(true);

    const past = await divePlanOf('Les mérous de la Gabinière');
    expect(past.Roles.Dp_name).toBe('Agnès Morel');
    expect(past.Rescue_kit).toHaveLength(10);
    const [dive] = past.Dives;
    expect(dive?.Signed_by).toBe('Agnès Morel');
    // Signed on the boat, minutes before the divers went in, not when the demo was seeded.
    const signedBeforeStart = Date.parse(dive?.Start ?? '') - Date.parse(dive?.Signed_at ?? '');
    expect(signedBeforeStart).toBeGreaterThan(0);
    expect(signedBeforeStart).toBeLessThanOrEqual(30 * 60_000);
    expect(dive?.Palanquees.length).toBeGreaterThanOrEqual(2);
    for (const palanquee of dive?.Palanquees ?? []) {
      expect(palanquee.Problems).toEqual([]);
      expect(palanquee.Actual).toMatchObject({
        Entry_time: expect.stringMatching(/^\d\d:\d\d$/),
        Stops: '3 min à 3 m',
      });
    }
    const safetySheets = await getJson<SafetySheetSummary[]>(
      `/api/Clubs/getSafetySheets/${clubId}/0`,
      manager,
    );
    expect(
      safetySheets.find((safetySheet) => safetySheet.Title === 'Les mérous de la Gabinière'),
    ).toMatchObject({
      Site: 'La Gabinière',
      Dp_name: 'Agnès Morel',
      Dives: 1,
      Signed_dives: 1,
      Outing_deleted: false,
    });
  });
});
