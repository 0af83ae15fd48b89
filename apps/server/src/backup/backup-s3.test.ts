import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROLE } from '@club/shared/constants';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_S3_CREDENTIALS, LOCAL_S3_REGION, type LocalS3, startLocalS3 } from '../../scripts/s3-local.ts';
import { present } from '../../test/assertions.ts';
import { buildClub, buildMember, hostOf, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { spots } from '../db/schema/spots.ts';
import { type FileStore, readAll } from '../platform/files/storage.ts';
import { createS3FileStore } from '../platform/files/storage-s3.ts';
import { backupClub } from './backup.ts';
import { restoreClub } from './restore.ts';

/**
 * Backup and restore with files in S3-compatible buckets: a club backed up from one installation's
 * bucket and restored into another installation on another S3 server gets every file, byte for byte.
 */

const servers: LocalS3[] = [];
try {
  servers.push(await startLocalS3());
  servers.push(await startLocalS3());
} catch (error) {
  for (const server of servers.splice(0)) await server.close();
  console.warn(`NOTICE: the local S3 server could not start, backup-with-S3 tests skipped: ${String(error)}`);
}
const apps: TestApp[] = [];
/** Made only when the tests run: a file whose tests are all skipped runs no afterAll. */
const work = servers.length === 2 ? await mkdtemp(path.join(tmpdir(), 'club-backup-s3-test-')) : '';
afterAll(async () => {
  for (const app of apps) {
    await app.close();
    app.store.close();
  }
  for (const server of servers) await server.close();
  if (work) await rm(work, { recursive: true, force: true });
});

const bucketStore = (server: LocalS3): FileStore =>
  createS3FileStore({
    bucket: server.bucket,
    region: LOCAL_S3_REGION,
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: LOCAL_S3_CREDENTIALS,
  });

async function appOn(server: LocalS3): Promise<TestApp> {
  const app = await createTestApp({}, { store: bucketStore(server) });
  apps.push(app);
  return app;
}

async function uploadJpeg(app: TestApp, headers: Record<string, string>, url: string) {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b7285' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)]), 'photo.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await app.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Every file of a store with a digest of its bytes. */
async function contents(store: FileStore): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const { key } of await store.listSizes('')) {
    const file = await store.read(key);
    if (file)
      result[key] = createHash('sha256')
        .update(await readAll(file))
        .digest('hex');
  }
  return result;
}

describe.skipIf(servers.length < 2)('backup and restore with files in S3 buckets', () => {
  it('backs up a club from one bucket and restores it, every file, into another on another server', async () => {
    const [sourceServer, targetServer] = servers as [LocalS3, LocalS3];
    const source = await appOn(sourceServer);
    const club = await buildClub(source.db, { hasSpots: false });
    const host = hostOf(club);
    const manager = await buildMember(source.db, club, { role: ROLE.manager });
    const headers = { host, authorization: `Bearer ${await signIn(source.app, host, manager)}` };
    await uploadJpeg(source, headers, '/api/Pictures/uploadPicture?Name=Murène');
    await uploadJpeg(source, headers, '/api/Users/editAvatar');
    const [spot] = await source.db
      .insert(spots)
      .values({ clubId: club.id, name: 'La Gabinière', longitude: 6.4, latitude: 43.0 })
      .returning();
    const spotId = present(spot).id;
    await source.store.put(`Kmls/${spotId}/uploaded/1.kml`, Buffer.from('<kml><Document/></kml>'));
    // A 3D model past the multipart size: streamed out of the bucket into the archive, and back in.
    const model = randomBytes(9 * 1024 * 1024);
    await source.store.put(`spots/${club.id}/models/wreck.glb`, model);
    const sourceFiles = await contents(source.store);
    const keys = Object.keys(sourceFiles);
    expect(keys).toContain(`Kmls/${spotId}/uploaded/1.kml`);
    expect(keys.filter((key) => key.startsWith(`pictures/${club.id}/`))).toHaveLength(2);
    expect(keys).toHaveLength(5);

    const archive = path.join(work, 'club.tar.gz');
    const manifest = await backupClub({
      db: source.db,
      store: source.store,
      alias: club.alias,
      file: archive,
    });
    expect(manifest.missingFiles).toEqual([]);
    expect(manifest.files).toBe(Object.keys(sourceFiles).length);

    const target = await appOn(targetServer);
    expect(await target.store.listSizes('')).toEqual([]);
    const report = await restoreClub({ db: target.db, store: target.store, file: archive });
    expect(report.files).toBe(manifest.files);
    expect(await contents(target.store)).toEqual(sourceFiles);
    const restoredModel = present(await target.store.read(`spots/${club.id}/models/wreck.glb`));
    expect(Buffer.isBuffer(restoredModel.body)).toBe(false);
    expect(restoredModel.size).toBe(model.length);

    // The restored club's pictures are served from the other bucket, and nothing was written locally.
    const gallery = await target.app.inject({
      method: 'POST',
      url: '/api/Pictures/getPictures',
      headers: { host },
      payload: { page: 0, club_id: club.id },
    });
    const [picture] = gallery.json<{ Url: string }[]>();
    const served = await target.app.inject({ url: present(picture).Url, headers: { host } });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    expect(existsSync(path.join(source.dataDir, 'files'))).toBe(false);
    expect(existsSync(path.join(target.dataDir, 'files'))).toBe(false);
  }, 120_000);
});
