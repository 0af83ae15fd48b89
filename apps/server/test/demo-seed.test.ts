import path from 'node:path';
import type { DivePlan, SafetySheetSummary } from '@club/shared/api/dive-plans';
import type { Contact } from '@club/shared/api/messages';
import type { CommentsPage, NewsSummary } from '@club/shared/api/news';
import type { Outing } from '@club/shared/api/outings';
import type { Picture } from '@club/shared/api/pictures';
import type { Layer, Replay, Spot, SpotInfos } from '@club/shared/api/spots';
import type { Video } from '@club/shared/api/videos';
import { COMMENTS_PAGE_SIZE } from '@club/shared/constants';
import { readKml, type XmlDocument } from '@club/shared/domain/kml/reader';
import type { Overlay } from '@club/shared/domain/kml/types';
import { MARKER_TYPES } from '@club/shared/domain/marker-types';
import { DOMParser } from '@xmldom/xmldom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from '../src/platform/storage.ts';
import { DEMO_MANAGER, DEMO_MEMBERS } from '../src/seed/demo-accounts.ts';
import { seedDemoWhenEmpty } from '../src/seed/run.ts';
import { signIn } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The seed check (issue 17): the demo club, seeded on a fresh database as `npm start` seeds it, read
 * the way a visitor's browser reads it (through the API, on the demo club's host) shows every kind of
 * content the product has. Files are asked for at their URLs, as the pages ask for them.
 */

const host = 'demo.localhost:3000';
let t: TestApp;
let clubId: number;
let spots: Spot[];

async function get(url: string, token?: string) {
  return t.app.inject({
    url,
    headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

async function getJson<T>(url: string, token?: string, language?: string): Promise<T> {
  const response = await t.app.inject({
    url,
    headers: {
      host,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
  });
  expect(response.statusCode, `GET ${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

async function postJson<T>(url: string, payload: object): Promise<T> {
  const response = await t.app.inject({ method: 'POST', url, payload, headers: { host } });
  expect(response.statusCode, `POST ${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

/** A stored file as the browser gets it: its status, type and bytes. */
async function file(url: string) {
  const response = await get(url);
  return {
    status: response.statusCode,
    type: String(response.headers['content-type'] ?? ''),
    body: response.rawPayload,
  };
}

/** Every page of a paged list, until the empty page. */
async function allPages<T>(page: (index: number) => Promise<T[]>): Promise<T[]> {
  const items: T[] = [];
  for (let index = 0; index < 20; index += 1) {
    const found = await page(index);
    if (found.length === 0) return items;
    items.push(...found);
  }
  throw new Error('the list never ends');
}

const spotNamed = (name: string) => {
  const spot = spots.find((candidate) => candidate.Name === name);
  if (!spot) throw new Error(`no spot ${name}`);
  return spot;
};

beforeAll(async () => {
  t = await createTestApp();
  // The same seed as start-up's (SEED=demo), into the files the app serves.
  expect(await seedDemoWhenEmpty(t.db, createLocalFileStore(path.join(t.dataDir, 'files')))).toBe(true);
  clubId = (await getJson<{ Id: number }>('/api/Clubs/getClubByAlias/demo')).Id;
  spots = await getJson<Spot[]>(`/api/Spots/getSpotsByClub/${clubId}`);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('the demo club, read through the API', () => {
  it('has at least 6 spots in at least 2 towns, each with its criteria in French and in English', async () => {
    expect(spots.length).toBeGreaterThanOrEqual(6);
    const towns = new Map<string, number>();
    for (const spot of spots) towns.set(spot.Town ?? '', (towns.get(spot.Town ?? '') ?? 0) + 1);
    expect([...towns.values()].filter((count) => count >= 2).length).toBeGreaterThanOrEqual(2);
    for (const spot of spots) {
      const french = await getJson<SpotInfos>(`/api/Spots/getInfos/${spot.Id}`, undefined, 'fr');
      const english = await getJson<SpotInfos>(`/api/Spots/getInfos/${spot.Id}`, undefined, 'en');
      expect([french.Language_key, english.Language_key], spot.Name).toEqual(['fr', 'en']);
      expect(french.Description, spot.Name).toBeTruthy();
      expect(english.Description, spot.Name).toBeTruthy();
      expect(english.Description).not.toBe(french.Description);
      expect(french.Required_level && english.Required_level, spot.Name).toBeTruthy();
      expect(french.Access.length + french.Interest_points.length, spot.Name).toBeGreaterThan(0);
    }
  });

  it('has drawn layers on at least two spots (typed markers, a zone, a circle, a route, a site plan) and an imported KML', async () => {
    const drawnOn = new Set<number>();
    const shapes = new Set<string>();
    const markerTypes = new Set<string>();
    const pictures = new Set<string>();
    let imported = 0;
    for (const spot of spots) {
      for (const flag of [0, 1]) {
        const layers = await getJson<Layer[]>(`/api/Spots/getLayers/${spot.Id}/${flag}`);
        for (const layer of layers) {
          expect(layer.Uploaded).toBe(flag === 1);
          if (flag === 1) imported += 1;
          else drawnOn.add(spot.Id);
          const kml = await file(layer.Url);
          expect(kml.status, layer.Url).toBe(200);
          const document = new DOMParser().parseFromString(kml.body.toString('utf8'), 'application/xml');
          const read = readKml(document as unknown as XmlDocument);
          expect(read.overlays.length, layer.Name).toBeGreaterThan(0);
          if (flag === 1) continue;
          for (const overlay of read.overlays as Overlay[]) {
            shapes.add(overlay.type);
            if (overlay.type === 'marker' && overlay.markerType) markerTypes.add(overlay.markerType);
            if (overlay.type === 'marker' && overlay.image) pictures.add(overlay.image);
            if (overlay.type === 'image') pictures.add(overlay.image);
          }
        }
      }
    }
    expect(drawnOn.size).toBeGreaterThanOrEqual(2);
    for (const shape of ['marker', 'polygon', 'circle', 'polyline', 'image'])
      expect([...shapes], shape).toContain(shape);
    expect(markerTypes.size).toBeGreaterThanOrEqual(5);
    for (const type of markerTypes) expect(MARKER_TYPES as readonly string[]).toContain(type);
    expect(imported).toBeGreaterThanOrEqual(1);
    // The site plan and the marker's picture are served from the spot's folder, as pictures.
    expect(pictures.size).toBeGreaterThanOrEqual(2);
    for (const url of pictures) {
      const picture = await file(url);
      expect(picture.status, url).toBe(200);
      expect(picture.type).toBe('image/webp');
    }
  });

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

  it('has a spot with a 3D model whose address serves a glTF 2.0 binary', async () => {
    const withModel = spots.filter((spot) => spot.File_3d_url);
    expect(withModel.length).toBeGreaterThanOrEqual(1);
    const url = withModel[0]?.File_3d_url as string;
    // The 3D player opens .glb and .gltf addresses in the model viewer.
    expect(url).toMatch(/\.glb$/);
    const model = await file(url);
    expect([model.status, model.type]).toEqual([200, 'model/gltf-binary']);
    const glb = model.body;
    expect(glb.toString('latin1', 0, 4)).toBe('glTF');
    expect(glb.readUInt32LE(4)).toBe(2);
    expect(glb.readUInt32LE(8)).toBe(glb.length);
    expect(glb.length).toBeLessThan(64 * 1024);
    const jsonLength = glb.readUInt32LE(12);
    expect(glb.toString('latin1', 16, 20)).toBe('JSON');
    const gltf = JSON.parse(glb.toString('utf8', 20, 20 + jsonLength).trim()) as {
      asset: { version: string };
      meshes: { primitives: { attributes: { POSITION: number }; indices: number }[] }[];
      accessors: { count: number; min?: number[]; max?: number[] }[];
      buffers: { byteLength: number }[];
    };
    expect(gltf.asset.version).toBe('2.0');
    const binaryStart = 20 + jsonLength;
    expect(glb.toString('latin1', binaryStart + 4, binaryStart + 7)).toBe('BIN');
    expect(glb.readUInt32LE(binaryStart)).toBe(gltf.buffers[0]?.byteLength);
    const primitives = gltf.meshes.flatMap((mesh) => mesh.primitives);
    expect(primitives.length).toBeGreaterThanOrEqual(5);
    for (const primitive of primitives) {
      const position = gltf.accessors[primitive.attributes.POSITION];
      expect(position?.min?.length).toBe(3);
      expect(position?.max?.length).toBe(3);
      expect(gltf.accessors[primitive.indices]?.count ?? 0).toBeGreaterThan(0);
    }
  });

  it('has a spot live now and two replays', async () => {
    const live = spots.filter((spot) => spot.Live);
    expect(live.length).toBeGreaterThanOrEqual(1);
    expect(live[0]?.Live_url).toMatch(/^[A-Za-z0-9_-]{6,64}$/);
    let replays: Replay[] = [];
    for (const spot of spots)
      replays = replays.concat(await getJson<Replay[]>(`/api/Spots/getReplays/${spot.Id}/0`));
    expect(replays.length).toBeGreaterThanOrEqual(2);
    for (const replay of replays) expect(Date.parse(replay.Finished_at)).toBeLessThan(Date.now());
  });

  it('has members with avatars, and a conversation of the manager with one message unread', async () => {
    const members = await getJson<{ Avatar_url: string | null }[]>(`/api/Users/getUsersByClub/${clubId}/0`);
    expect(members.length).toBeGreaterThanOrEqual(6);
    expect(members.every((member) => member.Avatar_url)).toBe(true);
    const avatar = await file(members[0]?.Avatar_url as string);
    expect([avatar.status, avatar.type]).toEqual([200, 'image/webp']);

    const manager = await signIn(t.app, host, DEMO_MANAGER);
    expect(await getJson<{ count: number }>('/api/Messages/countUnread', manager)).toEqual({ count: 1 });
    const contacts = await getJson<Contact[]>('/api/Users/getUsersByMessage', manager);
    expect(contacts.length).toBeGreaterThanOrEqual(1);
    const conversation = await getJson<{ Sender_id: number | null }[]>(
      `/api/Messages/getMessages/${contacts[0]?.Id}/0`,
      manager,
    );
    expect(conversation.length).toBeGreaterThanOrEqual(4);
    expect(new Set(conversation.map((message) => message.Sender_id)).size).toBe(2);

    // Marin and Léa start with no message: the browser test of the messaging counts theirs from zero.
    for (const member of DEMO_MEMBERS.slice(0, 2)) {
      const token = await signIn(t.app, host, member);
      expect(await getJson<Contact[]>('/api/Users/getUsersByMessage', token), member.email).toEqual([]);
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
    const planOf = (title: string) => {
      const outing = outings.find((candidate) => candidate.Title === title);
      return getJson<DivePlan>(`/api/Outings/getDivePlan/${outing?.Id}`, manager);
    };

    const coming = await planOf('Journée bateau : Vaisseau et Grand Langoustier');
    expect(coming.Roles).toMatchObject({
      Dp_name: 'Pierre Lambert',
      Pilot_name: 'Agnès Morel',
      Dp_problems: [],
    });
    expect(coming.Dives).toHaveLength(2);
    const teams = coming.Dives.flatMap((dive) => dive.Palanquees);
    for (const dive of coming.Dives)
      expect(dive.Palanquees.length, `dive ${dive.Index}`).toBeGreaterThanOrEqual(2);
    expect(teams.every((team) => team.Problems.length === 0 || team.Override_reason)).toBe(true);
    const kept = teams.filter((team) => team.Problems.length > 0);
    expect(kept).toHaveLength(1);
    expect(kept[0]?.Override_reason).toMatch(/serre-file/);
    expect(coming.Unassigned).toEqual([]);
    expect(coming.Dives.every((dive) => dive.Signed_by === null)).toBe(true);

    const past = await planOf('Les mérous de la Gabinière');
    expect(past.Roles.Dp_name).toBe('Agnès Morel');
    expect(past.Rescue_kit).toHaveLength(10);
    const [dive] = past.Dives;
    expect(dive?.Signed_by).toBe('Agnès Morel');
    // Signed on the boat, minutes before the divers went in, not when the demo was seeded.
    const signedBeforeStart = Date.parse(dive?.Start ?? '') - Date.parse(dive?.Signed_at ?? '');
    expect(signedBeforeStart).toBeGreaterThan(0);
    expect(signedBeforeStart).toBeLessThanOrEqual(30 * 60_000);
    expect(dive?.Palanquees.length).toBeGreaterThanOrEqual(2);
    for (const team of dive?.Palanquees ?? []) {
      expect(team.Problems).toEqual([]);
      expect(team.Actual).toMatchObject({
        Entry_time: expect.stringMatching(/^\d\d:\d\d$/),
        Stops: '3 min à 3 m',
      });
    }
    const sheets = await getJson<SafetySheetSummary[]>(`/api/Clubs/getSafetySheets/${clubId}/0`, manager);
    expect(sheets.find((sheet) => sheet.Title === 'Les mérous de la Gabinière')).toMatchObject({
      Site: 'La Gabinière',
      Dp_name: 'Agnès Morel',
      Dives: 1,
      Signed_dives: 1,
      Outing_deleted: false,
    });
  });

  it('keeps La Gabinière and Cap des Mèdes free of layers and Pointe du Vaisseau of pictures (browser tests add theirs)', async () => {
    for (const name of ['La Gabinière', 'Cap des Mèdes']) {
      const spot = spotNamed(name);
      for (const flag of [0, 1])
        expect(await getJson<Layer[]>(`/api/Spots/getLayers/${spot.Id}/${flag}`), name).toEqual([]);
    }
    for (const name of ['La Gabinière', 'Pointe du Vaisseau']) {
      const pictures = await postJson<Picture[]>('/api/Pictures/getPictures', {
        page: 0,
        club_id: clubId,
        spot_id: spotNamed(name).Id,
      });
      expect(pictures, name).toEqual([]);
    }
    const videos = await postJson<Video[]>('/api/Videos/getVideos', {
      page: 0,
      club_id: clubId,
      spot_id: spotNamed('La Gabinière').Id,
    });
    expect(videos).toEqual([]);
  });
});
