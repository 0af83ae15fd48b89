import { ROLE } from '@club/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClub, buildMember, type ClubRow, hostOf, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { videos } from '../../db/schema/media.ts';
import { spots } from '../../db/schema/spots.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_CONCURRENCY: '4' });
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;

async function buildSpot(club: ClubRow, name: string) {
  const [spot] = await t.db
    .insert(spots)
    .values({ clubId: club.id, name, latitude: 43, longitude: 5 })
    .returning();
  if (!spot) throw new Error('spot not created');
  return spot;
}

async function buildVideoClub() {
  const club = await buildClub(t.db);
  const host = hostOf(club);
  const signedIn = async (role: number) => {
    const user = await buildMember(t.db, club, { role });
    const token = await signIn(t.app, host, user);
    return { user, headers: { host, authorization: `Bearer ${token}` } as Headers };
  };
  return {
    club,
    host,
    spot: await buildSpot(club, 'Les Moines'),
    otherSpot: await buildSpot(club, 'Planier'),
    visitor: { host } as Headers,
    manager: await signedIn(ROLE.manager),
    member: await signedIn(ROLE.member),
    otherMember: await signedIn(ROLE.member),
  };
}

const post = (url: string, headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Headers) => t.app.inject({ url, headers });

async function createOk(headers: Headers, body: Record<string, unknown>) {
  const response = await post('/api/Videos/createVideo', headers, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const YOUTUBE = 'https://youtu.be/dQw4w9WgXcQ?si=abc';
const VIMEO = 'https://vimeo.com/76979871';

describe('adding a video', () => {
  it('takes a YouTube or Vimeo address, stores its canonical form and its source', async () => {
    const c = await buildVideoClub();
    const youtube = await createOk(c.member.headers, {
      Name: ' Descente ',
      Url: YOUTUBE,
      Spot_id: c.spot.id,
    });
    expect(youtube).toMatchObject({
      Name: 'Descente',
      Source: 1,
      Url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      Spot_id: c.spot.id,
      Spot_name: 'Les Moines',
      Is_vr: false,
      Can_delete: true,
    });
    // Form-encoded, as the documented API sends it.
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/Videos/createVideo',
      headers: { ...c.member.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        Name: '360',
        Url: VIMEO,
        Spot_id: String(c.spot.id),
        Is_vr: 'true',
      }).toString(),
    });
    expect(form.json()).toMatchObject({ Source: 2, Url: VIMEO, Is_vr: true });
  });

  it('refuses other sites, a missing name or spot, a foreign spot, and visitors; nothing is written', async () => {
    const c = await buildVideoClub();
    const other = await buildVideoClub();
    const cases: Array<[Headers, Record<string, unknown>, number]> = [
      [
        c.member.headers,
        { Name: 'x', Url: 'https://evil.example/watch?v=dQw4w9WgXcQ', Spot_id: c.spot.id },
        400,
      ],
      [c.member.headers, { Name: 'x', Url: 'javascript:alert(1)', Spot_id: c.spot.id }, 400],
      [c.member.headers, { Name: '', Url: YOUTUBE, Spot_id: c.spot.id }, 400],
      [c.member.headers, { Name: 'x', Url: YOUTUBE }, 400],
      [c.member.headers, { Name: 'x', Url: YOUTUBE, Spot_id: other.spot.id }, 400],
      [c.visitor, { Name: 'x', Url: YOUTUBE, Spot_id: c.spot.id }, 401],
    ];
    for (const [headers, body, status] of cases) {
      const response = await post('/api/Videos/createVideo', headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
    }
    expect(await t.db.select().from(videos).where(eq(videos.clubId, c.club.id))).toHaveLength(0);
  });
});

describe('listing videos', () => {
  it('filters by spot and member and sorts by date, views or likes', async () => {
    const c = await buildVideoClub();
    const a = await createOk(c.member.headers, { Name: 'a', Url: YOUTUBE, Spot_id: c.spot.id });
    const b = await createOk(c.otherMember.headers, { Name: 'b', Url: VIMEO, Spot_id: c.otherSpot.id });
    const d = await createOk(c.member.headers, { Name: 'd', Url: VIMEO, Spot_id: c.otherSpot.id });
    await get(`/api/Videos/addView/${a.Id}`, c.visitor);
    await get(`/api/Videos/addView/${a.Id}`, c.visitor);
    await get(`/api/Videos/addView/${b.Id}`, c.visitor);
    await get(`/api/Videos/likeVideo/${b.Id}`, c.member.headers);
    await get(`/api/Videos/likeVideo/${b.Id}`, c.otherMember.headers);
    await get(`/api/Videos/likeVideo/${d.Id}`, c.member.headers);

    const names = async (body: Record<string, unknown>) =>
      (await post('/api/Videos/getVideos', c.visitor, { page: 0, club_id: c.club.id, ...body }))
        .json()
        .map((video: { Name: string }) => video.Name);
    expect(await names({})).toEqual(['d', 'b', 'a']);
    expect(await names({ order: 'creation_date' })).toEqual(['d', 'b', 'a']);
    expect(await names({ order: 'nb_views' })).toEqual(['a', 'b', 'd']);
    expect(await names({ order: 'nb_likes' })).toEqual(['b', 'd', 'a']);
    expect(await names({ spot_id: c.otherSpot.id })).toEqual(['d', 'b']);
    expect(await names({ member_id: c.member.user.id, spot_id: 0 })).toEqual(['d', 'a']);
    expect(await names({ page: 1 })).toEqual([]);
    expect(
      (await post('/api/Videos/getVideos', c.visitor, { club_id: c.club.id, order: 'name' })).statusCode,
    ).toBe(400);

    expect((await get(`/api/Videos/getLastVideo/${c.club.id}`, c.visitor)).json().Name).toBe('d');
  });
});

describe('views, likes and deletion', () => {
  it('counts views, one like per member, and lets only the author or the manager delete', async () => {
    const c = await buildVideoClub();
    const video = await createOk(c.member.headers, { Name: 'a', Url: YOUTUBE, Spot_id: c.spot.id });
    expect((await get(`/api/Videos/addView/${video.Id}`, c.visitor)).json()).toEqual({
      Id: video.Id,
      Nb_views: 1,
    });
    expect((await get(`/api/Videos/likeVideo/${video.Id}`, c.visitor)).statusCode).toBe(401);
    expect((await get(`/api/Videos/likeVideo/${video.Id}`, c.otherMember.headers)).json().Nb_likes).toBe(1);
    expect((await get(`/api/Videos/likeVideo/${video.Id}`, c.otherMember.headers)).json().Nb_likes).toBe(1);
    const [seen] = (
      await post('/api/Videos/getVideos', c.otherMember.headers, { club_id: c.club.id })
    ).json();
    expect(seen).toMatchObject({ Is_liked: true, Nb_likes: 1, Can_delete: false });

    expect((await get(`/api/Videos/deleteVideo/${video.Id}`, c.otherMember.headers)).statusCode).toBe(403);
    expect((await get(`/api/Videos/deleteVideo/${video.Id}`, c.member.headers)).json()).toEqual({ ok: true });
    const second = await createOk(c.member.headers, { Name: 'b', Url: VIMEO, Spot_id: c.spot.id });
    expect((await get(`/api/Videos/deleteVideo/${second.Id}`, c.manager.headers)).json()).toEqual({
      ok: true,
    });
    expect(await t.db.select().from(videos).where(eq(videos.clubId, c.club.id))).toHaveLength(0);
  });

  it("cannot list, view, like or delete another club's video through this club", async () => {
    const c = await buildVideoClub();
    const other = await buildVideoClub();
    const foreign = await createOk(other.member.headers, { Name: 'a', Url: YOUTUBE, Spot_id: other.spot.id });
    expect((await post('/api/Videos/getVideos', c.visitor, { club_id: other.club.id })).statusCode).toBe(404);
    expect((await get(`/api/Videos/getLastVideo/${other.club.id}`, c.visitor)).statusCode).toBe(404);
    expect((await get(`/api/Videos/addView/${foreign.Id}`, c.member.headers)).statusCode).toBe(404);
    expect((await get(`/api/Videos/likeVideo/${foreign.Id}`, c.member.headers)).statusCode).toBe(404);
    expect((await get(`/api/Videos/deleteVideo/${foreign.Id}`, c.manager.headers)).statusCode).toBe(404);
    const [row] = await t.db.select().from(videos).where(eq(videos.id, foreign.Id));
    expect(row).toMatchObject({ nbViews: 0, nbLikes: 0 });
  });
});

describe('spots and settings the media screens use', () => {
  it("lists the club's spots by name, and only on its own host", async () => {
    const c = await buildVideoClub();
    const other = await buildVideoClub();
    const response = await get(`/api/Spots/getSpotsByClub/${c.club.id}`, c.visitor);
    expect(response.json().map((spot: { Name: string }) => spot.Name)).toEqual(['Les Moines', 'Planier']);
    expect((await get(`/api/Spots/getSpotsByClub/${other.club.id}`, c.visitor)).statusCode).toBe(404);
  });

  it('gives the upload concurrency of the configuration', async () => {
    const response = await get('/api/Settings/getClientSettings', { host: 'localhost:3000' });
    expect(response.json()).toEqual({ Upload_concurrency: 4 });
  });
});
