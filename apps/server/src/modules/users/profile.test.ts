import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present } from '../../../test/assertions.ts';
import { as } from '../../../test/auth-headers.ts';
import { buildClub, buildMember, hostOf, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { countries } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';
import { createLocalFileStore, keyOfFileUrl } from '../../platform/files/storage.ts';

let t: TestApp;
let spainId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [spain] = await t.db.select().from(countries).where(eq(countries.code, 'ES'));
  spainId = present(spain).id;
});
afterAll(() => t.close());

const userRow = async (id: number) =>
  present((await t.db.select().from(users).where(eq(users.id, id)))[0], 'user');

async function signedInMember() {
  const club = await buildClub(t.db);
  const member = await buildMember(t.db, club);
  return { club, member, headers: as(hostOf(club), await signIn(t.app, hostOf(club), member)) };
}

describe('update profile', () => {
  const profile = (overrides: Record<string, unknown> = {}) => ({
    Lastname: 'Mayol',
    Firstname: 'Jacques',
    Nickname: 'Dolphin man',
    Country_id: spainId,
    Gender: false,
    Birthdate: '1927-04-01',
    Practice_type: 7,
    Organism: 'padi',
    Diving_level: 'padi_rescue',
    ...overrides,
  });
  const update = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/Users/updateProfile', headers, payload });

  it("edits one's own profile and language and answers the user", async () => {
    const { member, headers } = await signedInMember();
    const response = await update(headers, profile({ Language_key: 'it' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      Id: member.id,
      Lastname: 'Mayol',
      Nickname: 'Dolphin man',
      Country_id: spainId,
      Gender: false,
      Birthdate: '1927-04-01',
      Practice_type: 7,
      Organism: 'padi',
      Diving_level: 'padi_rescue',
      Language_key: 'it',
      Email: member.email,
    });
    expect(await userRow(member.id)).toMatchObject({
      lastname: 'Mayol',
      languageKey: 'it',
      divingLevel: 'padi_rescue',
    });
  });

  it('keeps the language when none is sent', async () => {
    const { member, headers } = await signedInMember();
    await update(headers, profile({ Language_key: 'de' }));
    const response = await update(headers, profile({ Nickname: null }));
    expect(response.json()).toMatchObject({ Language_key: 'de', Nickname: null });
    expect((await userRow(member.id)).languageKey).toBe('de');
  });

  it('refuses what registration refuses, and an unknown language, without changing anything', async () => {
    const { member, headers } = await signedInMember();
    const before = await userRow(member.id);
    const bad = [
      { Language_key: 'xx' },
      { Organism: 'cmas', Diving_level: 'padi_rescue' },
      { Organism: null },
      { Country_id: 999_999 },
      { Lastname: '' },
      { Practice_type: 99 },
      { Birthdate: 'yesterday' },
      { Birthdate: '2023-02-29' },
      { Birthdate: '2999-01-01' },
      { Firstname: 'a\u0000b' },
    ];
    for (const overrides of bad) {
      const response = await update(headers, profile(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_input' });
    }
    expect(await userRow(member.id)).toEqual(before);
  });

  it('needs a signed-in user', async () => {
    const club = await buildClub(t.db);
    const response = await update({ host: hostOf(club) }, profile());
    expect(response.statusCode).toBe(401);
  });
});

describe('avatar', () => {
  const upload = (headers: Record<string, string>, data: Buffer, filename: string, field = 'file') => {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), filename);
    return t.app.inject({ method: 'POST', url: '/api/Users/editAvatar', headers, payload: form });
  };

  /** A holiday photo straight from a camera: EXIF with the camera's name and where it was taken. */
  const photoWithGps = () =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 110, b: 190 } } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'DiverCam', Model: 'Reef 3000' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '43/1 12/1 30/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '5/1 20/1 10/1',
        },
      })
      .toBuffer();

  it('stores a 256 px square WebP without the EXIF and GPS of the upload', async () => {
    const { member, headers } = await signedInMember();
    const photo = await photoWithGps();
    const exif = (await sharp(photo).metadata()).exif;
    expect(exif?.toString('latin1')).toContain('DiverCam');

    const response = await upload(headers, photo, 'holidays.jpg');
    expect(response.statusCode).toBe(200);
    const { Avatar_url } = response.json<{ Avatar_url: string }>();
    expect(Avatar_url).toMatch(/^\/files\/avatars\/[0-9a-f-]{36}\.webp$/);
    expect((await userRow(member.id)).avatarUrl).toBe(Avatar_url);

    const served = await t.app.inject({ url: Avatar_url, headers: { host: headers.host ?? '' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(stored.exif).toBeUndefined();
    expect(served.rawPayload.toString('latin1')).not.toContain('DiverCam');
  });

  it('removes the previous avatar file when replaced', async () => {
    const { headers } = await signedInMember();
    const first = (await upload(headers, await photoWithGps(), 'a.jpg')).json<{ Avatar_url: string }>();
    const second = (await upload(headers, await photoWithGps(), 'b.jpg')).json<{ Avatar_url: string }>();
    expect(second.Avatar_url).not.toBe(first.Avatar_url);
    // Asked on the member's own club host (a club's files answer only there).
    const host = headers.host ?? '';
    expect((await t.app.inject({ url: first.Avatar_url, headers: { host } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: second.Avatar_url, headers: { host } })).statusCode).toBe(200);
    const store = createLocalFileStore(path.join(t.dataDir, 'files'));
    expect(await store.read(present(keyOfFileUrl(first.Avatar_url)))).toBeNull();
  });

  it('refuses a text file named like a picture with 415, and keeps the avatar', async () => {
    const { member, headers } = await signedInMember();
    const response = await upload(headers, Buffer.from('just some text, not a picture\n'), 'x.jpg');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: 'unsupported_file' });
    expect((await userRow(member.id)).avatarUrl).toBeNull();
  });

  it('accepts a picture just under 2,000,000 bytes and refuses one byte more than that with 413', async () => {
    const { member, headers } = await signedInMember();
    const noise = await sharp(randomBytes(1000 * 1000 * 3), {
      raw: { width: 1000, height: 1000, channels: 3 },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1_000_000);
    expect(noise.length).toBeLessThan(2_000_000);
    expect((await upload(headers, noise, 'big.jpg')).statusCode).toBe(200);
    const avatar = (await userRow(member.id)).avatarUrl;

    const tooBig = await upload(
      headers,
      Buffer.concat([noise, Buffer.alloc(2_000_001 - noise.length)]),
      'huge.jpg',
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ error: 'file_too_big', message: 'file too big' });
    expect((await userRow(member.id)).avatarUrl).toBe(avatar);
  });

  it('answers 400 without a file part, and 401 without a user', async () => {
    const { club, headers } = await signedInMember();
    const wrongField = await upload(headers, await photoWithGps(), 'a.jpg', 'picture');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ error: 'invalid_input' });
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/Users/editAvatar',
      headers,
      payload: { file: 'abc' },
    });
    expect(notMultipart.statusCode).toBe(400);
    const anonymous = await upload({ host: hostOf(club) }, await photoWithGps(), 'a.jpg');
    expect(anonymous.statusCode).toBe(401);
  });
});
