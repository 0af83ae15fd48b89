import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_S3_CREDENTIALS, LOCAL_S3_REGION, type LocalS3, startLocalS3 } from '../../scripts/s3-local.ts';
import { createLocalFileStore, type FileStore, readAll } from '../platform/files/storage.ts';
import { createS3FileStore } from '../platform/files/storage-s3.ts';
import { CopyInterrupted, type CopyProgress, copyFiles } from './copy.ts';

/** storage:copy between a local folder and an S3-compatible bucket (s3rver on loopback), both ways. */

let s3: LocalS3 | null = null;
try {
  s3 = await startLocalS3();
} catch (error) {
  console.warn(`NOTICE: the local S3 server could not start, storage:copy tests skipped: ${String(error)}`);
}
/** Made only when the tests run: a file whose tests are all skipped runs no afterAll. */
const work = s3 ? await mkdtemp(path.join(tmpdir(), 'club-copy-test-')) : '';
const opened: FileStore[] = [];
afterAll(async () => {
  for (const store of opened) store.close();
  await s3?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

const bucketStore = (server: LocalS3): FileStore => {
  const store = createS3FileStore({
    bucket: server.bucket,
    region: LOCAL_S3_REGION,
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: LOCAL_S3_CREDENTIALS,
  });
  opened.push(store);
  return store;
};

const megabytes = (count: number) => randomBytes(count * 1024 * 1024);
/** What a club's folder holds: nested KML layers, pictures, a 3D model past the multipart size. */
const sourceFiles: Record<string, Buffer> = {
  'Kmls/3/layer.kml': Buffer.from('<kml><Document><name>Épave</name></Document></kml>'),
  'Kmls/3/uploaded/1.kml': Buffer.from('<kml><Document><name>Tombant</name></Document></kml>'),
  'pictures/7/a1b2.webp': randomBytes(40_000),
  'pictures/7/a1b2-thumb.webp': randomBytes(4_000),
  'avatars/9/c3d4.webp': randomBytes(700 * 1024),
  'models/7/wreck.glb': megabytes(9),
  ...Object.fromEntries(
    Array.from({ length: 8 }, (_, index) => [`news/1/image-${index}.webp`, randomBytes(1000 + index)]),
  ),
};
const keys = Object.keys(sourceFiles).sort();
const totalBytes = Object.values(sourceFiles).reduce((sum, data) => sum + data.length, 0);
const digest = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Every file of a store with a digest of its bytes. */
async function contents(store: FileStore): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const { key } of await store.listSizes('')) {
    const file = await store.read(key);
    if (file) result[key] = digest(await readAll(file));
  }
  return result;
}
const expected = Object.fromEntries(keys.map((key) => [key, digest(sourceFiles[key] as Buffer)]));

/** The store, but failing its writes once it has written `count` files (a copy cut off half-way). */
function failingAfter(store: FileStore, count: number): FileStore {
  let written = 0;
  const allowed = () => {
    if (written >= count) throw new Error('connection reset by peer');
    written += 1;
  };
  return {
    ...store,
    async put(key, data) {
      allowed();
      await store.put(key, data);
    },
    async putStream(key, body) {
      allowed();
      await store.putStream(key, body);
    },
  };
}

describe.skipIf(s3 === null)('storage:copy between a local folder and a bucket', () => {
  const server = s3 as LocalS3;
  const localRoot = path.join(work, 'files');
  const local = createLocalFileStore(localRoot);
  const bucket = s3 ? bucketStore(server) : local;

  it('copies every file to the bucket with identical bytes, and compares both sides', async () => {
    for (const key of keys) {
      await mkdir(path.dirname(path.join(localRoot, key)), { recursive: true });
      await writeFile(path.join(localRoot, key), sourceFiles[key] as Buffer);
    }
    // A stray file no storage key can name: left where it is, said.
    await writeFile(path.join(localRoot, 'notes from the admin.txt'), 'x');
    const progress: CopyProgress[] = [];

    const report = await copyFiles({
      from: local,
      to: bucket,
      concurrency: 4,
      onProgress: (p) => progress.push(p),
    });

    expect(report.copied).toEqual({ files: keys.length, bytes: totalBytes });
    expect(report.alreadyThere).toEqual({ files: 0, bytes: 0 });
    expect(report.source).toEqual({ files: keys.length, bytes: totalBytes });
    expect(report.target).toEqual({ files: keys.length, bytes: totalBytes });
    expect(report.missingOnTarget).toEqual([]);
    expect(report.differingOnTarget).toEqual([]);
    expect(report.notStorageKeys).toEqual(['notes from the admin.txt']);
    expect(report.to).toContain(server.endpoint);
    expect(await contents(bucket)).toEqual(expected);
    expect(progress[0]).toEqual({
      filesDone: 0,
      filesToCopy: keys.length,
      bytesDone: 0,
      bytesToCopy: totalBytes,
    });
    expect(progress.at(-1)).toEqual({
      filesDone: keys.length,
      filesToCopy: keys.length,
      bytesDone: totalBytes,
      bytesToCopy: totalBytes,
    });
    // The 9 MB model was streamed: its bytes were counted as they went, not all at once.
    expect(progress.length).toBeGreaterThan(keys.length + 2);
  });

  it('copies nothing the second time: every file is already there', async () => {
    const report = await copyFiles({ from: local, to: bucket });
    expect(report.copied).toEqual({ files: 0, bytes: 0 });
    expect(report.alreadyThere).toEqual({ files: keys.length, bytes: totalBytes });
    expect(report.missingOnTarget).toEqual([]);
    expect(report.differingOnTarget).toEqual([]);
  });

  it('re-copies a file whose size differs on the target, and keeps files only the target has', async () => {
    await bucket.put('Kmls/3/layer.kml', Buffer.from('<kml/>'));
    await bucket.put('Kmls/4/only-in-bucket.kml', Buffer.from('<kml/>'));
    const report = await copyFiles({ from: local, to: bucket });
    expect(report.copied).toEqual({ files: 1, bytes: sourceFiles['Kmls/3/layer.kml']?.length });
    expect(report.alreadyThere.files).toBe(keys.length - 1);
    expect(report.onlyOnTarget).toBe(1);
    expect(report.target.files).toBe(keys.length + 1);
    const { 'Kmls/4/only-in-bucket.kml': extra, ...rest } = await contents(bucket);
    expect(rest).toEqual(expected);
    expect(extra).toBeDefined();
    await bucket.remove('Kmls/4/only-in-bucket.kml');
  });

  it('copies the bucket back to an empty folder, byte for byte', async () => {
    const back = createLocalFileStore(path.join(work, 'back'));
    const report = await copyFiles({ from: bucket, to: back });
    expect(report.copied).toEqual({ files: keys.length, bytes: totalBytes });
    expect(report.missingOnTarget).toEqual([]);
    expect(await contents(back)).toEqual(expected);
  });

  it('finishes an interrupted copy when run again, copying only what is missing', async () => {
    const folder = createLocalFileStore(path.join(work, 'interrupted'));
    const error = await copyFiles({ from: bucket, to: failingAfter(folder, 5), concurrency: 2 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CopyInterrupted);
    expect((error as CopyInterrupted).message).toMatch(/copy stopped after 5 of 14 files: connection reset/);
    const half = await folder.listSizes('');
    expect(half).toHaveLength(5);

    const report = await copyFiles({ from: bucket, to: folder });
    expect(report.alreadyThere.files).toBe(5);
    expect(report.copied.files).toBe(keys.length - 5);
    expect(report.missingOnTarget).toEqual([]);
    expect(await contents(folder)).toEqual(expected);
  });

  it('reports the files a target failed to keep, by key', async () => {
    const folder = createLocalFileStore(path.join(work, 'lossy'));
    // A target that says it wrote the model but did not, and wrote a layer short.
    const lossy: FileStore = {
      ...folder,
      async putStream(key, body) {
        if (key === 'models/7/wreck.glb') body.resume();
        else await folder.putStream(key, body);
      },
      async put(key, data) {
        await folder.put(key, key === 'Kmls/3/uploaded/1.kml' ? data.subarray(1) : data);
      },
    };
    const report = await copyFiles({ from: bucket, to: lossy });
    expect(report.copied.files).toBe(keys.length);
    expect(report.missingOnTarget).toEqual(['models/7/wreck.glb']);
    expect(report.differingOnTarget).toEqual(['Kmls/3/uploaded/1.kml']);
    expect(report.target.files).toBe(keys.length - 1);
  });
});
