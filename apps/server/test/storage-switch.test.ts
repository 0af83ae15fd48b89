import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_S3_CREDENTIALS, LOCAL_S3_REGION, type LocalS3, startLocalS3 } from '../scripts/s3-local.ts';
import { createLocalFileStore, type FileStore, readAll } from '../src/platform/files/storage.ts';
import { createS3FileStore } from '../src/platform/files/storage-s3.ts';
import { DemoArt } from '../src/seed/demo-media.ts';
import { seedDemoWhenEmpty } from '../src/seed/run.ts';
import { copyFiles } from '../src/storage/copy.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Moving a running platform to a bucket: the demo club seeded on the local folder, its files copied by
 * storage:copy's `copyFiles`, then a process on STORAGE=s3 (the same database) serves every one of
 * them at the same address with the same bytes: pictures, layers and their images, the 3D model.
 */
const DEMO_HOST = 'demo.localhost:3000';
let s3: LocalS3 | null = null;
let onFolder: TestApp;
let onBucket: TestApp;
let local: FileStore;

beforeAll(async () => {
  try {
    s3 = await startLocalS3();
  } catch (error) {
    console.warn(
      `NOTICE: the local S3 server could not start, the switch to S3 is not tested: ${String(error)}`,
    );
    return;
  }
  onFolder = await createTestApp();
  local = createLocalFileStore(path.join(onFolder.dataDir, 'files'));
  await seedDemoWhenEmpty(onFolder.db, local, { art: new DemoArt() });
  onBucket = await createTestApp(
    {},
    {
      sharing: onFolder,
      store: createS3FileStore({
        bucket: s3.bucket,
        region: LOCAL_S3_REGION,
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: LOCAL_S3_CREDENTIALS,
      }),
    },
  );
}, 180_000);
afterAll(async () => {
  if (s3 === null) return;
  await onBucket.close();
  onBucket.store.close();
  await onFolder.close();
  await s3.close();
});

describe('switching the demo club from the local folder to a bucket', () => {
  it('serves every file of the demo at the same address with the same bytes after storage:copy', async () => {
    if (s3 === null) {
      console.warn('NOTICE: switch to S3 skipped (the local S3 server did not start)');
      return;
    }
    const keys = await local.list('');
    // What the site shows: pictures, drawn and uploaded layers (Kmls/{spotId}), the 3D model.
    expect(keys.some((key) => key.startsWith('pictures/'))).toBe(true);
    expect(keys.some((key) => key.startsWith('Kmls/'))).toBe(true);
    expect(keys.some((key) => key.endsWith('.glb'))).toBe(true);
    expect(
      (await onBucket.app.inject({ url: `/files/${keys[0]}`, headers: { host: DEMO_HOST } })).statusCode,
    ).toBe(404);

    const report = await copyFiles({ from: local, to: onBucket.store });
    expect(report.copied.files).toBe(keys.length);
    expect(report.missingOnTarget).toEqual([]);
    expect(report.differingOnTarget).toEqual([]);

    for (const key of keys) {
      const served = await onBucket.app.inject({ url: `/files/${key}`, headers: { host: DEMO_HOST } });
      expect(served.statusCode, key).toBe(200);
      const original = await local.read(key);
      expect(original && served.rawPayload.equals(await readAll(original)), key).toBe(true);
    }
  });
});
