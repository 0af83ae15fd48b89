import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { LIST_PAGE_SIZE, ROLE } from '@club/shared/constants';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClub, buildMember, type ClubRow, hostOf, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { pictures } from '../../db/schema/media.ts';
import { spots } from '../../db/schema/spots.ts';
import { createLocalFileStore, type FileStore } from '../../platform/files/storage.ts';
import { upload } from './service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;

async function buildSpot(club: ClubRow, name = 'Les Moines') {
  const [spot] = await t.db
    .insert(spots)
    .values({ clubId: club.id, name, latitude: 43.2, longitude: 5.3 })
    .returning();
  if (!spot) throw new Error('spot not created');
  return spot;
}

/** A club with one spot, its manager and two members, each signed in on the club's host. */
async function buildMediaClub(overrides: { hasSpots?: boolean } = {}) {
  const club = await buildClub(t.db, overrides);
  const host = hostOf(club);
  const spot = await buildSpot(club);
  const signedIn = async (role: number) => {
    const user = await buildMember(t.db, club, { role });
    const token = await signIn(t.app, host, user);
    return { user, headers: { host, authorization: `Bearer ${token}` } as Headers };
  };
  return {
    club,
    host,
    spot,
    visitor: { host } as Headers,
    manager: await signedIn(ROLE.manager),
    member: await signedIn(ROLE.member),
    otherMember: await signedIn(ROLE.member),
  };
}

async function multipart(data: Buffer, filename: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

async function post(
  headers: Headers,
  query: Record<string, string | number>,
  data: Buffer,
  filename = 'photo.jpg',
) {
  const file = await multipart(data, filename);
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/Pictures/uploadPicture?${search}`,
    headers: { ...headers, 'content-type': file.contentType },
    payload: file.payload,
  });
}

const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

/** A JPEG as a phone writes it: GPS position, camera make, and an orientation (6: turn 90° clockwise). */
const phoneJpeg = () =>
  sharp({ create: { width: 80, height: 40, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'DiveCam', Model: 'Reef 3' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '43/1 12/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '5/1 20/1 10/1',
      },
    })
    .toBuffer();

async function uploadOk(headers: Headers, spotId: number, name = 'Mérou') {
  const response = await post(headers, { Name: name, Spot_id: spotId }, await jpeg());
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function list(headers: Headers, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/Pictures/getPictures', headers, payload: body });
}

const get = (url: string, headers: Headers) => t.app.inject({ url, headers });

const filesOf = async (club: ClubRow) =>
  readdir(path.join(t.dataDir, 'files', 'pictures', String(club.id))).catch(() => [] as string[]);

const rowsOf = async (club: ClubRow) => t.db.select().from(pictures).where(eq(pictures.clubId, club.id));

describe('uploading a picture', () => {
  it('stores a display size and a thumbnail, upright, without EXIF or GPS', async () => {
    const c = await buildMediaClub();
    const original = await phoneJpeg();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes('DiveCam')).toBe(true);
    // The GPSInfo pointer (tag 0x8825, little-endian in this TIFF header) leads to the GPS position.
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const response = await post(c.member.headers, { Name: ' Sar tambour ', Spot_id: c.spot.id }, original);
    expect(response.statusCode, response.body).toBe(200);
    const picture = response.json();
    expect(picture).toMatchObject({
      Name: 'Sar tambour',
      Spot_id: c.spot.id,
      Spot_name: 'Les Moines',
      User_id: c.member.user.id,
      Nb_views: 0,
      Nb_likes: 0,
      Is_liked: false,
      Can_delete: true,
      // Orientation 6 applied: 80 x 40 stored as 40 x 80.
      Width: 40,
      Height: 80,
    });

    for (const url of [picture.Url, picture.Thumbnail_url]) {
      const file = await get(url, c.visitor);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(file.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(file.rawPayload.includes('DiveCam')).toBe(false);
      expect(file.rawPayload.includes('Exif')).toBe(false);
    }
    expect(picture.Thumbnail_url).not.toBe(picture.Url);
  });

  it('bounds the display size and the thumbnail', async () => {
    const c = await buildMediaClub();
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#123456' } })
      .jpeg({ quality: 30 })
      .toBuffer();
    const picture = (await post(c.member.headers, { Name: 'Large', Spot_id: c.spot.id }, big)).json();
    expect([picture.Width, picture.Height]).toEqual([1920, 960]);
    const thumbnail = await sharp((await get(picture.Thumbnail_url, c.visitor)).rawPayload).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([480, 240]);
  });

  it('refuses a file that is not an image, whatever its name, and writes nothing', async () => {
    const c = await buildMediaClub();
    for (const [data, name] of [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'photo.jpg'],
      [Buffer.from('%PDF-1.4 not a picture'), 'image.png'],
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]), 'truncated.jpeg'],
    ] as const) {
      const response = await post(c.member.headers, { Name: 'x', Spot_id: c.spot.id }, data, name);
      expect(response.statusCode, name).toBe(415);
      expect(response.json().error).toBe('unsupported_file');
    }
    expect(await rowsOf(c.club)).toHaveLength(0);
    expect(await filesOf(c.club)).toEqual([]);
  });

  it('refuses an image over 2,000,000 bytes with file_too_big', async () => {
    const c = await buildMediaClub();
    const huge = Buffer.concat([await jpeg(), Buffer.alloc(2_000_001)]);
    const response = await post(c.member.headers, { Name: 'big', Spot_id: c.spot.id }, huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'file_too_big', message: 'file too big' });
    expect(await rowsOf(c.club)).toHaveLength(0);
  });

  it('needs a name, a member, and a spot of this club when the club uses spots', async () => {
    const c = await buildMediaClub();
    const other = await buildMediaClub();
    const image = await jpeg();
    expect((await post(c.visitor, { Name: 'x', Spot_id: c.spot.id }, image)).statusCode).toBe(401);
    expect((await post(c.member.headers, { Name: '  ', Spot_id: c.spot.id }, image)).statusCode).toBe(400);
    expect((await post(c.member.headers, { Name: 'x' }, image)).json().error).toBe('invalid_input');
    expect((await post(c.member.headers, { Name: 'x', Spot_id: other.spot.id }, image)).statusCode).toBe(400);
    // A member of another club cannot add to this club through its token.
    expect(
      (await post({ ...other.member.headers, host: c.host }, { Name: 'x', Spot_id: c.spot.id }, image))
        .statusCode,
    ).toBe(401);
    expect(await rowsOf(c.club)).toHaveLength(0);
    expect(await filesOf(c.club)).toEqual([]);

    const noSpots = await buildMediaClub({ hasSpots: false });
    expect((await post(noSpots.member.headers, { Name: 'x' }, image)).statusCode).toBe(200);
  });

  it('removes the files it wrote when storing the picture fails', async () => {
    const c = await buildMediaClub();
    const real = createLocalFileStore(path.join(t.dataDir, 'files'));
    let puts = 0;
    const failing: FileStore = {
      ...real,
      async put(key, data) {
        puts += 1;
        if (puts === 2) throw new Error('disk full');
        await real.put(key, data);
      },
    };
    const scope = {
      club: c.club,
      actor: {
        userId: c.member.user.id,
        role: ROLE.member,
        clubId: c.club.id,
        sessionId: 0,
        languageKey: 'fr',
      },
    };
    await expect(
      upload(t.db, failing, scope, { name: 'x', spotId: c.spot.id, file: await jpeg() }),
    ).rejects.toThrow('disk full');
    expect(await rowsOf(c.club)).toHaveLength(0);
    expect(await filesOf(c.club)).toEqual([]);
  });
});

describe('listing pictures', () => {
  it('pages newest first, filters by spot and member, and ends with an empty page', async () => {
    const c = await buildMediaClub();
    const secondSpot = await buildSpot(c.club, 'Planier');
    const ids: number[] = [];
    for (let index = 0; index < LIST_PAGE_SIZE + 2; index += 1) {
      const headers = index % 2 === 0 ? c.member.headers : c.otherMember.headers;
      ids.push((await uploadOk(headers, index < 3 ? secondSpot.id : c.spot.id, `p${index}`)).Id);
    }
    const page0 = (await list(c.visitor, { page: 0, club_id: c.club.id })).json();
    const page1 = (await list(c.visitor, { page: '1', club_id: String(c.club.id) })).json();
    const page2 = (await list(c.visitor, { page: 2, club_id: c.club.id })).json();
    expect(page0.map((p: { Id: number }) => p.Id)).toEqual(ids.slice(-LIST_PAGE_SIZE).reverse());
    expect(page1).toHaveLength(2);
    expect(page2).toEqual([]);
    expect(page0[0]).toMatchObject({ Is_liked: false, Can_delete: false });

    const bySpot = (await list(c.visitor, { page: 0, club_id: c.club.id, spot_id: secondSpot.id })).json();
    expect(bySpot.map((p: { Name: string }) => p.Name)).toEqual(['p2', 'p1', 'p0']);
    const byMember = (
      await list(c.visitor, {
        page: 0,
        club_id: c.club.id,
        spot_id: secondSpot.id,
        member_id: c.member.user.id,
      })
    ).json();
    expect(byMember.map((p: { Name: string }) => p.Name)).toEqual(['p2', 'p0']);
    const zeroMeansAll = (
      await list(c.visitor, { page: 0, club_id: c.club.id, spot_id: 0, member_id: 0 })
    ).json();
    expect(zeroMeansAll).toHaveLength(LIST_PAGE_SIZE);

    const last = (await get(`/api/Pictures/getLastPicture/${c.club.id}`, c.visitor)).json();
    expect(last.Id).toBe(ids.at(-1));
  });

  it('gives null as the last picture of a club without pictures', async () => {
    const c = await buildMediaClub();
    const response = await get(`/api/Pictures/getLastPicture/${c.club.id}`, c.visitor);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });
});

describe('views and likes', () => {
  it('counts every view and one like per member', async () => {
    const c = await buildMediaClub();
    const picture = await uploadOk(c.member.headers, c.spot.id);
    expect((await get(`/api/Pictures/addView/${picture.Id}`, c.visitor)).json()).toEqual({
      Id: picture.Id,
      Nb_views: 1,
    });
    expect((await get(`/api/Pictures/addView/${picture.Id}`, c.visitor)).json().Nb_views).toBe(2);

    expect((await get(`/api/Pictures/likePicture/${picture.Id}`, c.visitor)).statusCode).toBe(401);
    const first = await get(`/api/Pictures/likePicture/${picture.Id}`, c.otherMember.headers);
    expect(first.json()).toEqual({ Id: picture.Id, Nb_likes: 1, Is_liked: true });
    const again = await get(`/api/Pictures/likePicture/${picture.Id}`, c.otherMember.headers);
    expect(again.json().Nb_likes).toBe(1);
    expect((await get(`/api/Pictures/likePicture/${picture.Id}`, c.member.headers)).json().Nb_likes).toBe(2);

    const [seen] = (await list(c.otherMember.headers, { page: 0, club_id: c.club.id })).json();
    expect(seen).toMatchObject({ Nb_likes: 2, Nb_views: 2, Is_liked: true });
    const [byVisitor] = (await list(c.visitor, { page: 0, club_id: c.club.id })).json();
    expect(byVisitor.Is_liked).toBe(false);
  });
});

describe("another club's pictures", () => {
  it('cannot be listed, viewed, liked or deleted through this club', async () => {
    const c = await buildMediaClub();
    const other = await buildMediaClub();
    const foreign = await uploadOk(other.member.headers, other.spot.id);

    expect((await list(c.visitor, { page: 0, club_id: other.club.id })).statusCode).toBe(404);
    expect((await get(`/api/Pictures/getLastPicture/${other.club.id}`, c.visitor)).statusCode).toBe(404);
    expect((await get(`/api/Pictures/addView/${foreign.Id}`, c.member.headers)).statusCode).toBe(404);
    expect((await get(`/api/Pictures/likePicture/${foreign.Id}`, c.member.headers)).statusCode).toBe(404);
    expect((await get(`/api/Pictures/deletePicture/${foreign.Id}`, c.manager.headers)).statusCode).toBe(404);

    const [row] = await t.db.select().from(pictures).where(eq(pictures.id, foreign.Id));
    expect(row).toMatchObject({ nbViews: 0, nbLikes: 0 });
    expect((await get(foreign.Url, other.visitor)).statusCode).toBe(200);
  });
});

describe('deleting a picture', () => {
  it('is for its uploader or the manager, and removes its files', async () => {
    const c = await buildMediaClub();
    const mine = await uploadOk(c.member.headers, c.spot.id);
    const theirs = await uploadOk(c.otherMember.headers, c.spot.id);

    const refused = await get(`/api/Pictures/deletePicture/${theirs.Id}`, c.member.headers);
    expect(refused.statusCode).toBe(403);
    expect((await get(`/api/Pictures/deletePicture/${mine.Id}`, c.visitor)).statusCode).toBe(401);

    expect((await get(`/api/Pictures/deletePicture/${mine.Id}`, c.member.headers)).json()).toEqual({
      ok: true,
    });
    expect((await get(`/api/Pictures/deletePicture/${theirs.Id}`, c.manager.headers)).json()).toEqual({
      ok: true,
    });

    expect(await rowsOf(c.club)).toHaveLength(0);
    expect(await filesOf(c.club)).toEqual([]);
    expect((await get(mine.Url, c.visitor)).statusCode).toBe(404);
    expect((await get(theirs.Thumbnail_url, c.visitor)).statusCode).toBe(404);
    expect((await get(`/api/Pictures/deletePicture/${mine.Id}`, c.manager.headers)).statusCode).toBe(404);
  });

  it('shows Can_delete to the uploader and the manager only', async () => {
    const c = await buildMediaClub();
    await uploadOk(c.member.headers, c.spot.id);
    const flag = async (headers: Headers) =>
      (await list(headers, { page: 0, club_id: c.club.id })).json()[0].Can_delete;
    expect(await flag(c.member.headers)).toBe(true);
    expect(await flag(c.manager.headers)).toBe(true);
    expect(await flag(c.otherMember.headers)).toBe(false);
    expect(await flag(c.visitor)).toBe(false);
  });
});

describe('likes at the same time', () => {
  it('count each member once, however many of their likes arrive together', async () => {
    const c = await buildMediaClub();
    const picture = await uploadOk(c.member.headers, c.spot.id);
    const likers = [c.member, c.otherMember, c.manager];
    const answers = await Promise.all(
      [...likers, ...likers, c.otherMember].map((liker) =>
        get(`/api/Pictures/likePicture/${picture.Id}`, liker.headers),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const [listed] = (await list(c.member.headers, { page: 0, club_id: c.club.id })).json();
    expect(listed.Nb_likes).toBe(3);
  });

  it("answers 404 for another club's picture and records no like", async () => {
    const c = await buildMediaClub();
    const other = await buildMediaClub();
    const picture = await uploadOk(other.member.headers, other.spot.id);
    const answer = await get(`/api/Pictures/likePicture/${picture.Id}`, c.member.headers);
    expect(answer.statusCode).toBe(404);
    const [listed] = (await list(other.member.headers, { page: 0, club_id: other.club.id })).json();
    expect(listed.Nb_likes).toBe(0);
  });
});
