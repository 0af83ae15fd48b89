import { ROLE } from '@club/shared/constants';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClub, buildMember, hostOf, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { pictures, videos } from '../../db/schema/media.ts';
import { spotInfos, spots } from '../../db/schema/spots.ts';
import { pngBase64, port, simpleKml, spotApi } from './spot-test-support.ts';

/**
 * Spots: read on the club's own site, written by its manager within their subscription, their infos and live.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.jpg' });
});
afterAll(async () => {
  await t.close();
});

const { buildSpotClub, post, get, createSpot, layerRows } = spotApi(() => t);

describe('reading spots', () => {
  it('lists the spots of the club of the host only, and names the tile URL', async () => {
    const a = await buildSpotClub();
    const b = await buildSpotClub();
    const spotA = await createSpot(a.manager);
    await createSpot(b.manager, { ...port, Name: 'Autre club' });

    const list = await get(`/api/Spots/getSpotsByClub/${a.club.id}`, a.visitor);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((spot: { Id: number }) => spot.Id)).toEqual([spotA]);
    expect(list.json()[0]).toMatchObject({ Name: port.Name, Town: 'Hyères', Live: false, Picture: null });

    expect((await get(`/api/Spots/getSpotsByClub/${b.club.id}`, a.visitor)).statusCode).toBe(404);
    expect((await get(`/api/Spots/getSpot/${spotA}`, b.visitor)).statusCode).toBe(404);

    const config = await get('/api/Spots/getMapConfig', a.visitor);
    expect(config.json()).toEqual({ Tile_url: 'https://tiles.example.org/{z}/{x}/{y}.jpg' });
  });
});

describe("a spot's media", () => {
  it('lists its pictures (as thumbnails) and videos, newest first, and nothing of another spot or club', async () => {
    const home = await buildSpotClub();
    const other = await buildSpotClub();
    const spotId = await createSpot(home.manager);
    const elsewhere = await createSpot(home.manager, { ...port, Name: 'La Gabinière' });
    const foreign = await createSpot(other.manager);
    const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1, 10, minutes));
    const picture = { width: 10, height: 10 };
    await t.db.insert(pictures).values([
      {
        ...picture,
        clubId: home.club.id,
        spotId,
        name: 'Mérou',
        fileKey: 'pictures/1/a.webp',
        createdAt: at(1),
      },
      { ...picture, clubId: home.club.id, spotId: elsewhere, name: 'Ailleurs', fileKey: 'pictures/1/b.webp' },
      {
        ...picture,
        clubId: other.club.id,
        spotId: foreign,
        name: 'Autre club',
        fileKey: 'pictures/2/c.webp',
      },
    ]);
    await t.db.insert(videos).values({
      clubId: home.club.id,
      spotId,
      name: 'Tombant',
      source: 1,
      url: 'https://www.youtube.com/watch?v=abcdefghijk',
      createdAt: at(2),
    });

    const media = await get(`/api/Spots/getMedia/${spotId}`, home.visitor);
    expect(media.statusCode, media.body).toBe(200);
    expect(media.json().map((item: { Name: string; url: string }) => [item.Name, item.url])).toEqual([
      ['Tombant', 'https://www.youtube.com/watch?v=abcdefghijk'],
      ['Mérou', '/files/pictures/1/a-thumb.webp'],
    ]);
    expect((await get(`/api/Spots/getMedia/${foreign}`, home.visitor)).statusCode).toBe(404);
  });
});

describe("another club's manager", () => {
  it('cannot read admin data of, edit, delete or upload layers to a spot', async () => {
    const owner = await buildSpotClub();
    const other = await buildSpotClub();
    const spotId = await createSpot(owner.manager);
    const before = await t.db.select().from(spots).where(eq(spots.id, spotId));

    // On their own site, the spot does not exist.
    const attempts = [
      get(`/api/Spots/getInfosAdmin/fr/${spotId}`, other.manager),
      post('/api/Spots/editSpot', other.manager, { ...port, Id: spotId, Name: 'Pris' }),
      post('/api/Spots/editSpotInfos', other.manager, {
        Spot_id: spotId,
        Language_key: 'fr',
        Description: 'x',
      }),
      get(`/api/Spots/deleteSpot/${spotId}`, other.manager),
      post('/api/Spots/uploadKmlFile', other.manager, {
        Name: 'Pirate',
        Data: simpleKml('x'),
        Spot_id: spotId,
      }),
      get(`/api/Spots/createLive/${spotId}`, other.manager),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(404);
    }
    // Their token on the owner's site is refused.
    const foreignToken = { ...other.manager, host: owner.host };
    const onOwnerSite = await post('/api/Spots/uploadKmlFile', foreignToken, {
      Name: 'Pirate',
      Data: simpleKml('x'),
      Spot_id: spotId,
    });
    expect(onOwnerSite.statusCode).toBe(401);
    expect(onOwnerSite.json().error).toBe('token_wrong_club');
    expect((await get(`/api/Spots/deleteSpot/${spotId}`, foreignToken)).statusCode).toBe(401);

    expect(await t.db.select().from(spots).where(eq(spots.id, spotId))).toEqual(before);
    expect(await layerRows(spotId)).toEqual([]);
    expect(await t.db.select().from(spotInfos).where(eq(spotInfos.spotId, spotId))).toEqual([]);
  });

  it('a member or a visitor cannot write spots', async () => {
    const club = await buildSpotClub();
    const spotId = await createSpot(club.manager);
    expect((await post('/api/Spots/createSpot', club.member, port)).statusCode).toBe(403);
    expect((await get(`/api/Spots/deleteSpot/${spotId}`, club.member)).statusCode).toBe(403);
    expect((await get(`/api/Spots/getInfosAdmin/fr/${spotId}`, club.visitor)).statusCode).toBe(401);
  });
});

describe('subscription', () => {
  it("refuses creation at the subscription's Max", async () => {
    const club = await buildSpotClub(2);
    await createSpot(club.manager);
    await createSpot(club.manager, { ...port, Name: 'Deux' });
    const subscription = await get('/api/Spots/getQuota', club.manager);
    expect(subscription.json()).toEqual({ Count: 2, Max: 2 });
    const refused = await post('/api/Spots/createSpot', club.manager, { ...port, Name: 'Trois' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('spot_quota_reached');
    expect(await t.db.select().from(spots).where(eq(spots.clubId, club.club.id))).toHaveLength(2);
  });

  it('refuses every creation to a club without a subscription', async () => {
    const club = await buildClub(t.db);
    const manager = await buildMember(t.db, club, { role: ROLE.manager });
    const headers = {
      host: hostOf(club),
      authorization: `Bearer ${await signIn(t.app, hostOf(club), manager)}`,
    };
    const refused = await post('/api/Spots/createSpot', headers, port);
    expect(refused.json().error).toBe('spot_quota_reached');
  });
});

describe('spot pictures', () => {
  it('stores a cropped png and refuses a picture over 2,000,000 bytes or of another type', async () => {
    const club = await buildSpotClub();
    const created = await post('/api/Spots/createSpot', club.manager, {
      ...port,
      Picture_data: `data:image/png;base64,${await pngBase64(400, 300)}`,
      Picture_extension: 'png',
      Picture_x: 50,
      Picture_y: 20,
      Picture_width: 200,
      Picture_height: 100,
    });
    expect(created.statusCode, created.body).toBe(200);
    const picture = await get(created.json().Picture, club.visitor);
    expect(picture.statusCode).toBe(200);
    const size = await sharp(picture.rawPayload).metadata();
    expect([size.width, size.height]).toEqual([200, 100]);

    const tooBig = await post('/api/Spots/createSpot', club.manager, {
      ...port,
      Picture_data: Buffer.alloc(2_000_001, 1).toString('base64'),
      Picture_extension: 'png',
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ error: 'file_too_big', message: 'file too big' });

    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const wrongType = await post('/api/Spots/createSpot', club.manager, {
      ...port,
      Picture_data: gif.toString('base64'),
      Picture_extension: 'gif',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(await t.db.select().from(spots).where(eq(spots.clubId, club.club.id))).toHaveLength(1);
  });
});

describe('spot infos', () => {
  it('reads the infos in the visitor language, with empty optional fields as null', async () => {
    const club = await buildSpotClub();
    const spotId = await createSpot(club.manager);
    const fr = await post('/api/Spots/editSpotInfos', club.manager, {
      Spot_id: spotId,
      Language_key: 'fr',
      Description: '<p>Tombant</p><script>alert(1)</script>',
      Access: '[2,1,2]',
      Interest_points: [3, 6],
      Best_hours: [1],
      Required_level: 'Niveau 2',
      Visibility: '',
      Best_month_from: '5',
      Best_month_to: '',
    });
    expect(fr.statusCode, fr.body).toBe(200);
    expect(fr.json()).toMatchObject({
      Description: '<p>Tombant</p>',
      Access: [1, 2],
      Visibility: null,
      Best_month_from: 5,
      Best_month_to: null,
    });
    await post('/api/Spots/editSpotInfos', club.manager, {
      Spot_id: spotId,
      Language_key: 'en',
      Description: '<p>Wall</p>',
      Required_level: 'Level 2',
    });
    const english = await get(`/api/Spots/getInfos/${spotId}`, { ...club.visitor, 'accept-language': 'en' });
    expect(english.json()).toMatchObject({ Language_key: 'en', Required_level: 'Level 2' });
    const german = await get(`/api/Spots/getInfos/${spotId}`, { ...club.visitor, 'accept-language': 'de' });
    expect(german.json()).toMatchObject({ Language_key: 'fr', Required_level: 'Niveau 2' });

    const outOfRange = await post('/api/Spots/editSpotInfos', club.manager, {
      Spot_id: spotId,
      Language_key: 'fr',
      Interest_points: [11],
    });
    expect(outOfRange.statusCode).toBe(400);
    const foreignLanguage = await post('/api/Spots/editSpotInfos', club.manager, {
      Spot_id: spotId,
      Language_key: 'it',
    });
    expect(foreignLanguage.statusCode).toBe(400);
  });
});

describe('live', () => {
  it('starts, sets the video with the short-link prefix stripped, and finishes into a replay', async () => {
    const club = await buildSpotClub();
    const spotId = await createSpot(club.manager);
    expect((await get(`/api/Spots/createLive/${spotId}`, club.manager)).json()).toMatchObject({ Live: true });
    const updated = await post('/api/Spots/updateLive', club.manager, {
      Spot_id: spotId,
      Url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(updated.json()).toMatchObject({ Live: true, Live_url: 'dQw4w9WgXcQ' });
    const bad = await post('/api/Spots/updateLive', club.manager, {
      Spot_id: spotId,
      Url: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    const finished = await get(`/api/Spots/finishLive/${spotId}`, club.manager);
    expect(finished.json()).toMatchObject({ Live: false, Live_url: null });
    const replays = await get(`/api/Spots/getReplays/${spotId}/0`, club.visitor);
    expect(replays.json()).toHaveLength(1);
    expect(replays.json()[0]).toMatchObject({ Spot_id: spotId, Url: 'dQw4w9WgXcQ' });
    expect(replays.json()[0].Started_at).not.toBeNull();
  });
});
