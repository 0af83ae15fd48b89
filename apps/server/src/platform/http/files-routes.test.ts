import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOCAL_S3_CREDENTIALS,
  LOCAL_S3_REGION,
  type LocalS3,
  startLocalS3,
} from '../../../scripts/s3-local.ts';
import { present } from '../../../test/assertions.ts';
import { buildClub, buildMember, type ClubRow, hostOf } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { spots } from '../../db/schema/spots.ts';
import { users } from '../../db/schema/users.ts';
import { createS3FileStore } from '../files/storage-s3.ts';
import { parseRangeHeader } from './files-routes.ts';

/**
 * A club's stored files answer only on that club's own host; the platform's on every host. The same
 * on both stores: the local folder and an S3-compatible bucket (s3rver on loopback).
 */
let s3: LocalS3 | null = null;
beforeAll(async () => {
  try {
    s3 = await startLocalS3();
  } catch (error) {
    console.warn(`NOTICE: the local S3 server could not start, /files on S3 not tested: ${String(error)}`);
  }
});
afterAll(() => s3?.close());

const BARE = 'localhost:3000';

describe.each(['local', 's3'] as const)('/files/* on the %s store', (kind) => {
  let t: TestApp | null = null;
  let a: ClubRow;
  let b: ClubRow;
  beforeAll(async () => {
    if (kind === 's3' && s3 === null) return;
    const store =
      kind === 's3' && s3
        ? createS3FileStore({
            bucket: s3.bucket,
            region: LOCAL_S3_REGION,
            endpoint: s3.endpoint,
            forcePathStyle: true,
            credentials: LOCAL_S3_CREDENTIALS,
          })
        : undefined;
    t = await createTestApp({}, store ? { store } : {});
    a = await buildClub(t.db);
    b = await buildClub(t.db);
  });
  afterAll(async () => {
    t?.store.close();
    await t?.close();
  });

  /** The app, or null (with a printed notice) when its store could not start. */
  const app = (): TestApp | null => {
    if (t === null) console.warn(`NOTICE: /files on the ${kind} store skipped (its server did not start)`);
    return t;
  };
  const store = () => present(t).store;
  const get = (key: string, host: string, headers: Record<string, string> = {}) =>
    present(t).app.inject({ method: 'GET', url: `/files/${key}`, headers: { host, ...headers } });
  async function statuses(key: string) {
    return {
      own: (await get(key, hostOf(a))).statusCode,
      other: (await get(key, hostOf(b))).statusCode,
      bare: (await get(key, BARE)).statusCode,
    };
  }

  it.each([
    'pictures/{a}/photo.webp',
    'pictures/{a}/photo-thumb.webp',
    'clubs/{a}/logo-1.png',
    'news/{a}/3-x.webp',
    'spots/{a}/model.glb',
  ])("serves club A's %s on A's host only: 404 on B's host and on the bare domain", async (template) => {
    if (!app()) return;
    const key = template.replace('{a}', String(a.id));
    await store().put(key, Buffer.from('club A bytes'));
    expect(await statuses(key)).toEqual({ own: 200, other: 404, bare: 404 });
    expect((await get(key, hostOf(a))).body).toBe('club A bytes');
  });

  it("serves a spot's layer (Kmls/{spotId}) on the host of the spot's club only", async () => {
    if (!app()) return;
    const [spot] = await present(t)
      .db.insert(spots)
      .values({ clubId: a.id, name: 'Wreck', longitude: 5.3, latitude: 43.2 })
      .returning();
    const key = `Kmls/${present(spot).id}/uploaded/1.kml`;
    await store().put(key, Buffer.from('<kml/>'));
    expect(await statuses(key)).toEqual({ own: 200, other: 404, bare: 404 });
    // A layer of a spot that does not exist is nobody's.
    await store().put('Kmls/999999/uploaded/1.kml', Buffer.from('<kml/>'));
    expect((await get('Kmls/999999/uploaded/1.kml', hostOf(a))).statusCode).toBe(404);
  });

  it("serves a member's avatar on their club's host only, the super administrator's on every host", async () => {
    if (!app()) return;
    const member = await buildMember(present(t).db, a);
    await present(t)
      .db.update(users)
      .set({ avatarUrl: '/files/avatars/member.webp' })
      .where(eq(users.id, member.id));
    await store().put('avatars/member.webp', Buffer.from('m'));
    expect(await statuses('avatars/member.webp')).toEqual({ own: 200, other: 404, bare: 404 });

    const admin = await buildMember(present(t).db, null);
    await present(t)
      .db.update(users)
      .set({ avatarUrl: '/files/avatars/admin.webp' })
      .where(eq(users.id, admin.id));
    await store().put('avatars/admin.webp', Buffer.from('s'));
    expect(await statuses('avatars/admin.webp')).toEqual({ own: 200, other: 200, bare: 200 });

    // An avatar stored as a bare key (the web app reads those too) is its wearer's as well.
    const bare = await buildMember(present(t).db, b);
    await present(t).db.update(users).set({ avatarUrl: 'avatars/bare.webp' }).where(eq(users.id, bare.id));
    await store().put('avatars/bare.webp', Buffer.from('b'));
    expect(await statuses('avatars/bare.webp')).toEqual({ own: 404, other: 200, bare: 404 });

    // An avatar nobody wears, and a file outside the known folders, are nobody's.
    await store().put('avatars/orphan.webp', Buffer.from('o'));
    await store().put('elsewhere/1/x.png', Buffer.from('x'));
    expect(await statuses('avatars/orphan.webp')).toEqual({ own: 404, other: 404, bare: 404 });
    expect(await statuses('elsewhere/1/x.png')).toEqual({ own: 404, other: 404, bare: 404 });
  });

  it('answers a missing file of the club 404 on its own host', async () => {
    if (!app()) return;
    expect((await get(`pictures/${a.id}/none.webp`, hostOf(a))).statusCode).toBe(404);
  });

  it("makes a news picture's smaller copy when first asked, keeps it, and only on the club's host", async () => {
    if (!app()) return;
    const key = `news/${a.id}/7-wide.webp`;
    const copyKey = `news/${a.id}/7-wide-w768.webp`;
    await store().put(
      key,
      await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1c7ed6' } })
        .webp()
        .toBuffer(),
    );
    expect((await get(copyKey, hostOf(b))).statusCode).toBe(404);
    expect(await store().read(copyKey)).toBeNull();
    const copy = await get(copyKey, hostOf(a));
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/webp');
    expect(await sharp(copy.rawPayload).metadata()).toMatchObject({ width: 768, height: 432 });
    expect(await store().read(copyKey)).not.toBeNull();
    // No copy of a picture that is not there, of a copy, or of another kind of file.
    expect((await get(`news/${a.id}/8-none-w768.webp`, hostOf(a))).statusCode).toBe(404);
    expect((await get(`news/${a.id}/7-wide-w768-w768.webp`, hostOf(a))).statusCode).toBe(404);
    await store().put(`pictures/${a.id}/p.webp`, Buffer.from('x'));
    expect((await get(`pictures/${a.id}/p-w768.webp`, hostOf(a))).statusCode).toBe(404);
  });
  it('answers a byte range of a video or a 3D model (206), and 416 past its end, on the club host only', async () => {
    if (!app()) return;
    const model = Buffer.alloc(700 * 1024, 3);
    model.write('glTF', 0);
    model.write('TAIL', model.length - 4);
    const key = `spots/${a.id}/ranged.glb`;
    await store().put(key, model);

    const whole = await get(key, hostOf(a));
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(model)).toBe(true);

    const head = await get(key, hostOf(a), { range: 'bytes=0-3' });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-3/${model.length}`);
    expect(head.headers['content-length']).toBe('4');
    expect(head.headers['content-type']).toBe('model/gltf-binary');
    expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(head.body).toBe('glTF');

    const tail = await get(key, hostOf(a), { range: 'bytes=-4' });
    expect(tail.statusCode).toBe(206);
    expect(tail.body).toBe('TAIL');
    const rest = await get(key, hostOf(a), { range: `bytes=${model.length - 4}-` });
    expect(rest.headers['content-range']).toBe(
      `bytes ${model.length - 4}-${model.length - 1}/${model.length}`,
    );

    const past = await get(key, hostOf(a), { range: `bytes=${model.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${model.length}`);

    // Several ranges, or one not understood: the whole file, as RFC 9110 allows.
    expect((await get(key, hostOf(a), { range: 'bytes=0-1,5-6' })).statusCode).toBe(200);
    expect((await get(key, hostOf(a), { range: 'lines=1-2' })).statusCode).toBe(200);
    // Another club's host gets no byte of it.
    expect((await get(key, hostOf(b), { range: 'bytes=0-3' })).statusCode).toBe(404);
  });
});

describe('parseRangeHeader', () => {
  it('reads one range of bytes and nothing else', () => {
    expect(parseRangeHeader('bytes=0-99')).toEqual({ start: 0, end: 99 });
    expect(parseRangeHeader('bytes=100-')).toEqual({ start: 100 });
    expect(parseRangeHeader('bytes=-500')).toEqual({ suffix: 500 });
    for (const ignored of [
      undefined,
      '',
      'bytes=-',
      'bytes=5-1',
      'bytes=0-1,3-4',
      'items=0-1',
      'bytes=a-b',
    ]) {
      expect(parseRangeHeader(ignored)).toBeUndefined();
    }
  });
});
