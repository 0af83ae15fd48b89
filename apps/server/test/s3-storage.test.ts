import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROLE } from '@club/shared/constants';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_S3_CREDENTIALS, LOCAL_S3_REGION, type LocalS3, startLocalS3 } from '../scripts/s3-local.ts';
import { spots } from '../src/db/schema/spots.ts';
import { createS3FileStore, type S3StoreOptions } from '../src/platform/files/storage-s3.ts';
import { present } from './assertions.ts';
import { buildClub, buildMember, type ClubRow, hostOf, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Two server processes (two apps on one database) with their files in one S3 bucket: what one stores
 * the other serves at the same address, and neither writes files to its own data folder. `/readyz`
 * says whether a process can reach its database and its bucket.
 */
let s3: LocalS3 | null = null;
let first: TestApp;
let second: TestApp;
let club: ClubRow;

const s3Options = (local: LocalS3): S3StoreOptions => ({
  bucket: local.bucket,
  region: LOCAL_S3_REGION,
  endpoint: local.endpoint,
  forcePathStyle: true,
  credentials: LOCAL_S3_CREDENTIALS,
});

beforeAll(async () => {
  try {
    s3 = await startLocalS3();
  } catch (error) {
    console.warn(`NOTICE: the local S3 server could not start, S3 storage tests skipped: ${String(error)}`);
    return;
  }
  first = await createTestApp({}, { store: createS3FileStore(s3Options(s3)) });
  second = await createTestApp({}, { sharing: first, store: createS3FileStore(s3Options(s3)) });
  club = await buildClub(first.db);
}, 60_000);
afterAll(async () => {
  if (s3 === null) return;
  await second.close();
  await first.close();
  first.store.close();
  second.store.close();
  await s3.close();
});

const skipped = () => {
  if (s3 !== null) return false;
  console.warn('NOTICE: S3 storage test skipped (the local S3 server did not start)');
  return true;
};

async function uploadPicture(app: TestApp, spotId: number) {
  const manager = await buildMember(app.db, club, { role: ROLE.manager });
  const host = hostOf(club);
  const token = await signIn(app.app, host, manager);
  const form = new FormData();
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b7285' } })
    .jpeg()
    .toBuffer();
  form.append('file', new Blob([new Uint8Array(jpeg)]), 'photo.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.app.inject({
    method: 'POST',
    url: `/api/Pictures/uploadPicture?Name=M%C3%A9rou&Spot_id=${spotId}`,
    headers: {
      host,
      authorization: `Bearer ${token}`,
      'content-type': request.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe('files in an S3 bucket, two processes', () => {
  it('serves through one process the picture uploaded through the other, and writes no local file', async () => {
    if (skipped()) return;
    const [spot] = await first.db
      .insert(spots)
      .values({ clubId: club.id, name: 'La Gabinière', longitude: 6.4, latitude: 43.0 })
      .returning();
    const uploaded = await uploadPicture(first, present(spot).id);
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    const keys = await first.store.list(`pictures/${club.id}`);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    for (const key of keys) {
      const served = await second.app.inject({ url: `/files/${key}`, headers: { host: hostOf(club) } });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
      const elsewhere = await second.app.inject({
        url: `/files/${key}`,
        headers: { host: 'localhost:3000' },
      });
      expect(elsewhere.statusCode).toBe(404);
    }
    expect(existsSync(path.join(first.dataDir, 'files'))).toBe(false);
    expect(existsSync(path.join(second.dataDir, 'files'))).toBe(false);
  });

  it('is ready (/readyz 200) on any host while the database and the bucket answer', async () => {
    if (skipped()) return;
    for (const host of ['localhost:3000', hostOf(club), 'no-such-club.localhost:3000']) {
      const ready = await second.app.inject({ url: '/readyz', headers: { host } });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ ok: true, database: 'ok', files: 'ok' });
      expect(ready.headers['cache-control']).toBe('no-store');
    }
  });

  it('is not ready (/readyz 503, files unreachable) when its bucket cannot be reached, yet alive', async () => {
    if (skipped()) return;
    const cut = await createTestApp(
      {},
      {
        sharing: first,
        store: createS3FileStore({ ...s3Options(present(s3)), endpoint: 'http://127.0.0.1:9' }),
      },
    );
    try {
      const ready = await cut.app.inject({ url: '/readyz', headers: { host: 'localhost:3000' } });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ ok: false, database: 'ok', files: 'unreachable' });
      expect(
        (await cut.app.inject({ url: '/healthz', headers: { host: 'localhost:3000' } })).statusCode,
      ).toBe(200);
    } finally {
      cut.store.close();
      await cut.close();
    }
  });
});
