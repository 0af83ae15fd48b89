import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present } from '../../test/assertions.ts';
import { buildClub, buildMember, type ClubRow, hostOf } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { spots } from '../db/schema/spots.ts';
import { users } from '../db/schema/users.ts';
import { createLocalFileStore } from './storage.ts';

/** A club's stored files answer only on that club's own host; the platform's on every host. */
let t: TestApp;
let a: ClubRow;
let b: ClubRow;
const BARE = 'localhost:3000';

beforeAll(async () => {
  t = await createTestApp();
  a = await buildClub(t.db);
  b = await buildClub(t.db);
});
afterAll(() => t.close());

const store = () => createLocalFileStore(path.join(t.dataDir, 'files'));
const get = (key: string, host: string) =>
  t.app.inject({ method: 'GET', url: `/files/${key}`, headers: { host } });

async function statuses(key: string) {
  return {
    own: (await get(key, hostOf(a))).statusCode,
    other: (await get(key, hostOf(b))).statusCode,
    bare: (await get(key, BARE)).statusCode,
  };
}

describe('/files/*', () => {
  it.each([
    'pictures/{a}/photo.webp',
    'pictures/{a}/photo-thumb.webp',
    'clubs/{a}/logo-1.png',
    'news/{a}/3-x.webp',
    'spots/{a}/model.glb',
  ])("serves club A's %s on A's host only: 404 on B's host and on the bare domain", async (template) => {
    const key = template.replace('{a}', String(a.id));
    await store().put(key, Buffer.from('club A bytes'));
    expect(await statuses(key)).toEqual({ own: 200, other: 404, bare: 404 });
    expect((await get(key, hostOf(a))).body).toBe('club A bytes');
  });

  it("serves a spot's layer (Kmls/{spotId}) on the host of the spot's club only", async () => {
    const [spot] = await t.db
      .insert(spots)
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
    const member = await buildMember(t.db, a);
    await t.db.update(users).set({ avatarUrl: '/files/avatars/member.webp' }).where(eq(users.id, member.id));
    await store().put('avatars/member.webp', Buffer.from('m'));
    expect(await statuses('avatars/member.webp')).toEqual({ own: 200, other: 404, bare: 404 });

    const admin = await buildMember(t.db, null);
    await t.db.update(users).set({ avatarUrl: '/files/avatars/admin.webp' }).where(eq(users.id, admin.id));
    await store().put('avatars/admin.webp', Buffer.from('s'));
    expect(await statuses('avatars/admin.webp')).toEqual({ own: 200, other: 200, bare: 200 });

    // An avatar stored as a bare key (the web app reads those too) is its wearer's as well.
    const bare = await buildMember(t.db, b);
    await t.db.update(users).set({ avatarUrl: 'avatars/bare.webp' }).where(eq(users.id, bare.id));
    await store().put('avatars/bare.webp', Buffer.from('b'));
    expect(await statuses('avatars/bare.webp')).toEqual({ own: 404, other: 200, bare: 404 });

    // An avatar nobody wears, and a file outside the known folders, are nobody's.
    await store().put('avatars/orphan.webp', Buffer.from('o'));
    await store().put('elsewhere/1/x.png', Buffer.from('x'));
    expect(await statuses('avatars/orphan.webp')).toEqual({ own: 404, other: 404, bare: 404 });
    expect(await statuses('elsewhere/1/x.png')).toEqual({ own: 404, other: 404, bare: 404 });
  });

  it('answers a missing file of the club 404 on its own host', async () => {
    expect((await get(`pictures/${a.id}/none.webp`, hostOf(a))).statusCode).toBe(404);
  });

  it("makes a news picture's smaller copy when first asked, keeps it, and only on the club's host", async () => {
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
});
