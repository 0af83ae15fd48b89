import { ROLE } from '@club/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present } from '../../../test/assertions.ts';
import { buildClub, buildMember, type ClubRow, hostOf, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { pictures } from '../../db/schema/media.ts';
import { comments, news } from '../../db/schema/news.ts';
import { spots } from '../../db/schema/spots.ts';
import { createReadCache } from './read-cache.ts';

/**
 * A write forgets only the cached answers showing what it changes (docs/decisions/008, topics). A row
 * changed straight in the database, behind the app's back, shows whether an answer came from the cache.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Site {
  club: ClubRow;
  host: string;
  managerToken: string;
  memberToken: string;
  memberId: number;
  spotId: number;
  newsId: number;
  pictureId: number;
}

async function buildSite(): Promise<Site> {
  const club = await buildClub(t.db, { hasSpots: true, languageKeys: ['fr'] });
  const manager = await buildMember(t.db, club, { role: ROLE.manager });
  const member = await buildMember(t.db, club);
  const host = hostOf(club);
  const [spot] = await t.db
    .insert(spots)
    .values({ clubId: club.id, name: 'Les Moyades', latitude: 43.2, longitude: 5.3 })
    .returning();
  const [item] = await t.db.insert(news).values({ clubId: club.id }).returning();
  const newsId = present(item, 'news').id;
  const [picture] = await t.db
    .insert(pictures)
    .values({
      clubId: club.id,
      spotId: present(spot, 'spot').id,
      userId: member.id,
      name: 'Mérou',
      fileKey: `Pictures/${club.id}/merou.webp`,
      width: 800,
      height: 600,
    })
    .returning();
  return {
    club,
    host,
    managerToken: await signIn(t.app, host, manager),
    memberToken: await signIn(t.app, host, member),
    memberId: member.id,
    spotId: present(spot, 'spot').id,
    newsId,
    pictureId: present(picture, 'picture').id,
  };
}

async function visit<T>(site: Site, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const response = await t.app.inject({
    method,
    url,
    headers: { host: site.host },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

async function write(site: Site, method: 'GET' | 'POST', url: string, payload?: object) {
  const byMember = url.includes('Comment') || url.includes('Profile');
  const token = byMember ? site.memberToken : site.managerToken;
  const response = await t.app.inject({
    method,
    url,
    headers: { host: site.host, authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
}

const spotNames = async (site: Site) =>
  (await visit<{ Name: string }[]>(site, 'GET', `/api/Spots/getSpotsByClub/${site.club.id}`)).map(
    (s) => s.Name,
  );
const spotName = async (site: Site) =>
  (await visit<{ Name: string }>(site, 'GET', `/api/Spots/getSpot/${site.spotId}`)).Name;
const pictureNames = async (site: Site) =>
  (await visit<{ Name: string }[]>(site, 'POST', '/api/Pictures/getPictures', { club_id: site.club.id })).map(
    (picture) => picture.Name,
  );
const commentTexts = async (site: Site, newsId = site.newsId) =>
  (await visit<{ Comment_content: string }[]>(site, 'GET', `/api/News/getComments/${newsId}`)).map(
    (comment) => comment.Comment_content,
  );

const renameSpotBehindTheAppsBack = (site: Site, name: string) =>
  t.db.update(spots).set({ name }).where(eq(spots.id, site.spotId));
const renamePictureBehindTheAppsBack = (site: Site, name: string) =>
  t.db.update(pictures).set({ name }).where(eq(pictures.id, site.pictureId));
const commentBehindTheAppsBack = (site: Site, newsId: number, content: string) =>
  t.db.insert(comments).values({ clubId: site.club.id, newsId, userId: site.memberId, content });

const addComment = (site: Site, newsId: number, text: string) =>
  write(site, 'POST', '/api/News/addComment', { news_id: newsId, comment_content: text });

describe('read cache topics', () => {
  it("keeps the spots and pictures when a news item is commented, and renews that item's comments", async () => {
    const site = await buildSite();
    expect(await spotNames(site)).toEqual(['Les Moyades']);
    expect(await pictureNames(site)).toEqual(['Mérou']);
    expect(await commentTexts(site)).toEqual([]);
    await renameSpotBehindTheAppsBack(site, 'Moyades (renamed)');
    await renamePictureBehindTheAppsBack(site, 'Mérou (renamed)');

    await addComment(site, site.newsId, 'Superbe plongée');

    expect(await commentTexts(site)).toEqual(['Superbe plongée']);
    expect(await spotNames(site)).toEqual(['Les Moyades']);
    expect(await pictureNames(site)).toEqual(['Mérou']);
  });

  it("keeps another news item's comments when one is commented", async () => {
    const site = await buildSite();
    const [other] = await t.db.insert(news).values({ clubId: site.club.id }).returning();
    const otherId = present(other, 'news').id;
    expect(await commentTexts(site, otherId)).toEqual([]);
    await commentBehindTheAppsBack(site, otherId, 'Written behind the back');

    await addComment(site, site.newsId, 'Merci');

    expect(await commentTexts(site)).toEqual(['Merci']);
    expect(await commentTexts(site, otherId)).toEqual([]);
  });

  it('renews every comments answer when a comment is deleted (the call names the comment, not its news)', async () => {
    const site = await buildSite();
    await addComment(site, site.newsId, 'To delete');
    const [own] = await visit<{ Id: number }[]>(site, 'GET', `/api/News/getComments/${site.newsId}`);
    const [other] = await t.db.insert(news).values({ clubId: site.club.id }).returning();
    const otherId = present(other, 'news').id;
    expect(await commentTexts(site, otherId)).toEqual([]);
    await commentBehindTheAppsBack(site, otherId, 'Seen after the delete');

    await write(site, 'GET', `/api/News/deleteComment/${present(own, 'comment').Id}`);

    expect(await commentTexts(site)).toEqual([]);
    expect(await commentTexts(site, otherId)).toEqual(['Seen after the delete']);
  });

  it('renews the spots answers, and the pictures naming the spot, when a spot is edited', async () => {
    const site = await buildSite();
    expect(await spotNames(site)).toEqual(['Les Moyades']);
    expect(await spotName(site)).toBe('Les Moyades');
    const picture = async () =>
      (
        await visit<{ Spot_name: string }[]>(site, 'POST', '/api/Pictures/getPictures', {
          club_id: site.club.id,
        })
      )[0]?.Spot_name;
    expect(await picture()).toBe('Les Moyades');

    await write(site, 'POST', '/api/Spots/editSpot', {
      Id: site.spotId,
      Name: 'Moyades',
      Latitude: 43.2,
      Longitude: 5.3,
    });

    expect(await spotNames(site)).toEqual(['Moyades']);
    expect(await spotName(site)).toBe('Moyades');
    expect(await picture()).toBe('Moyades');
  });

  it("keeps the visitors' galleries and a spot's media when a picture is liked: a count may lag, as a view's", async () => {
    const site = await buildSite();
    const likes = async (token?: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Pictures/getPictures',
        headers: { host: site.host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload: { club_id: site.club.id },
      });
      return response.json<{ Nb_likes: number }[]>()[0]?.Nb_likes;
    };
    const media = async () =>
      JSON.stringify(await visit<unknown>(site, 'GET', `/api/Spots/getMedia/${site.spotId}`));
    expect(await likes()).toBe(0);
    expect(await media()).toContain('Mérou');
    await renamePictureBehindTheAppsBack(site, 'Mérou (renamed)');

    const like = await t.app.inject({
      url: `/api/Pictures/likePicture/${site.pictureId}`,
      headers: { host: site.host, authorization: `Bearer ${site.memberToken}` },
    });
    expect(like.json<{ Nb_likes: number }>().Nb_likes).toBe(1);

    expect(await likes(site.memberToken)).toBe(1);
    expect(await likes()).toBe(0);
    expect(await media()).not.toContain('renamed');
  });

  it('reads once for visitors asking the same answer at once', async () => {
    const site = await buildSite();
    let reads = 0;
    const [first, second] = await Promise.all([
      t.app.readCache.readOnce('same question', async () => {
        reads += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return 'the answer';
      }),
      t.app.readCache.readOnce('same question', async () => {
        reads += 1;
        return 'another answer';
      }),
    ]);
    expect([String(first), String(second), reads]).toEqual(['the answer', 'the answer', 1]);
    expect(String(await t.app.readCache.readOnce('same question', async () => 'read again'))).toBe(
      'the answer',
    );

    const failing = t.app.readCache.readOnce('failing question', async () => {
      throw new Error('database gone');
    });
    await expect(failing).rejects.toThrow('database gone');
    expect(String(await t.app.readCache.readOnce('failing question', async () => 'read after'))).toBe(
      'read after',
    );
    expect(await spotNames(site)).toEqual(['Les Moyades']);
  });

  it("keeps the club's other answers when a write changes nothing a cached read shows", async () => {
    const site = await buildSite();
    expect(await spotNames(site)).toEqual(['Les Moyades']);
    await renameSpotBehindTheAppsBack(site, 'Moyades (renamed)');

    await write(site, 'POST', '/api/Imprint/updateImprint', { language_key: 'fr', Description: 'Mentions' });

    expect(await spotNames(site)).toEqual(['Les Moyades']);
    const legalNotice = await visit<{ Description: string }>(site, 'GET', '/api/Imprint/getImprint');
    expect(legalNotice.Description).toBe('Mentions');
  });

  it('forgets every answer on a write that declares no topics (a profile edit, outside any club)', async () => {
    const site = await buildSite();
    expect(await spotNames(site)).toEqual(['Les Moyades']);
    expect(await pictureNames(site)).toEqual(['Mérou']);
    await renameSpotBehindTheAppsBack(site, 'Moyades (renamed)');
    await renamePictureBehindTheAppsBack(site, 'Mérou (renamed)');

    await write(site, 'POST', '/api/Users/updateProfile', {
      Lastname: 'Cousteau',
      Firstname: 'Jacques',
      Nickname: null,
      Country_id: null,
      Gender: null,
      Birthdate: null,
      Practice_type: 0,
      Organism: null,
      Diving_level: null,
    });

    expect(await spotNames(site)).toEqual(['Moyades (renamed)']);
    expect(await pictureNames(site)).toEqual(['Mérou (renamed)']);
  });

  it('forgets every answer of the club when told no topics', async () => {
    const site = await buildSite();
    expect(await spotNames(site)).toEqual(['Les Moyades']);
    await renameSpotBehindTheAppsBack(site, 'Moyades (renamed)');
    await t.app.readCache.forget(site.club.id, ['comments#1']);
    expect(await spotNames(site)).toEqual(['Les Moyades']);

    await t.app.readCache.forget(site.club.id);

    expect(await spotNames(site)).toEqual(['Moyades (renamed)']);
  });

  it('tells the other server processes which topics changed', async () => {
    const second = await createTestApp({}, { sharing: t });
    try {
      const site = await buildSite();
      const secondVisit = async <T>(url: string) => {
        const response = await second.app.inject({ url, headers: { host: site.host } });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<T>();
      };
      const names = async () =>
        (await secondVisit<{ Name: string }[]>(`/api/Spots/getSpotsByClub/${site.club.id}`)).map(
          (s) => s.Name,
        );
      const texts = async () =>
        (await secondVisit<{ Comment_content: string }[]>(`/api/News/getComments/${site.newsId}`)).map(
          (comment) => comment.Comment_content,
        );
      expect(await names()).toEqual(['Les Moyades']);
      expect(await texts()).toEqual([]);
      await renameSpotBehindTheAppsBack(site, 'Moyades (renamed)');

      await addComment(site, site.newsId, 'Vu depuis un autre processus');

      await expect.poll(texts, { timeout: 5000 }).toEqual(['Vu depuis un autre processus']);
      expect(await names()).toEqual(['Les Moyades']);
    } finally {
      await second.close();
    }
  });

  it('forgets the whole club rather than keep generations of ever more items', async () => {
    const quiet = { notify: async () => {}, listen: async () => async () => {} };
    const cache = await createReadCache(quiet);
    const spots = cache.scope(1, ['spots']);
    const forgetItems = async (from: number, to: number) => {
      for (let id = from; id < to; id += 1) await cache.forget(1, [`comments#${id}`]);
    };
    await forgetItems(0, 5_000);
    expect(cache.scope(1, ['spots'])).toBe(spots);
    await forgetItems(5_000, 20_000);
    expect(cache.scope(1, ['spots'])).not.toBe(spots);
    await cache.close();
  });

  it('lets go of expired answers nobody asks for again, so memory comes back after a crowd', async () => {
    const quiet = { notify: async () => {}, listen: async () => async () => {} };
    const cache = await createReadCache(quiet, { ttlMs: 50 });
    for (let index = 0; index < 100; index += 1) {
      await cache.readOnce(`answer ${index}`, async () => 'x'.repeat(1000));
    }
    expect(cache.keptSize()).toBeGreaterThan(100_000);
    await expect.poll(() => cache.keptSize(), { timeout: 2000, interval: 25 }).toBe(0);
    await cache.close();
  });
});
