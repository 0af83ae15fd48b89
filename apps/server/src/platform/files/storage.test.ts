import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOCAL_S3_CREDENTIALS,
  LOCAL_S3_REGION,
  type LocalS3,
  startLocalS3,
} from '../../../scripts/s3-local.ts';
import { createLocalFileStore, type FileStore, readAll } from './storage.ts';
import { createS3FileStore } from './storage-s3.ts';

/** The same behaviour from both drivers: a local folder and an S3-compatible bucket (s3rver on loopback). */
let root: string;
let s3: LocalS3 | null = null;
const stores: Record<'local' | 's3', FileStore | null> = { local: null, s3: null };

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'club-store-'));
  stores.local = createLocalFileStore(root);
  try {
    s3 = await startLocalS3();
  } catch (error) {
    console.warn(`NOTICE: the local S3 server could not start, S3 store tests skipped: ${String(error)}`);
    return;
  }
  stores.s3 = createS3FileStore({
    bucket: s3.bucket,
    region: LOCAL_S3_REGION,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: LOCAL_S3_CREDENTIALS,
  });
});
afterAll(async () => {
  stores.s3?.close();
  await s3?.close();
  await rm(root, { recursive: true, force: true });
});

describe.each(['local', 's3'] as const)('%s file store', (kind) => {
  const store = (): FileStore => {
    const found = stores[kind];
    if (!found) throw new Error(`no ${kind} store`);
    return found;
  };
  const text = async (key: string) => {
    const file = await store().read(key);
    return file ? (await readAll(file)).toString('utf8') : null;
  };
  const skipped = () => {
    if (stores[kind]) return false;
    console.warn(`NOTICE: ${kind} store test skipped (its server did not start)`);
    return true;
  };

  it('serves a small file from memory, but never after it was removed or replaced', async () => {
    if (skipped()) return;
    await store().put('Kmls/1/layer.kml', Buffer.from('first'));
    expect(await text('Kmls/1/layer.kml')).toBe('first');
    expect(await text('Kmls/1/layer.kml')).toBe('first');

    await store().put('Kmls/1/layer.kml', Buffer.from('second'));
    expect(await text('Kmls/1/layer.kml')).toBe('second');

    await store().remove('Kmls/1/layer.kml');
    expect(await store().read('Kmls/1/layer.kml')).toBeNull();
  });

  it('forgets the kept files of a removed folder, and only of that folder', async () => {
    if (skipped()) return;
    await store().put('Pictures/7/a.webp', Buffer.from('a'));
    await store().put('Pictures/7/deep/c.webp', Buffer.from('c'));
    await store().put('Pictures/70/b.webp', Buffer.from('b'));
    expect(await text('Pictures/7/a.webp')).toBe('a');
    expect(await text('Pictures/70/b.webp')).toBe('b');
    await store().removeFolder('Pictures/7');
    expect(await store().read('Pictures/7/a.webp')).toBeNull();
    expect(await store().read('Pictures/7/deep/c.webp')).toBeNull();
    expect(await text('Pictures/70/b.webp')).toBe('b');
  });

  it('lists the keys and sizes under a folder at any depth, sorted, and none for a missing folder', async () => {
    if (skipped()) return;
    await store().put('listing/9/b.txt', Buffer.from('bb'));
    await store().put('listing/9/a/deep.txt', Buffer.from('d'));
    await store().put('listing/90/other.txt', Buffer.from('o'));
    expect(await store().list('listing/9')).toEqual(['listing/9/a/deep.txt', 'listing/9/b.txt']);
    expect(await store().listSizes('listing/9')).toEqual([
      { key: 'listing/9/a/deep.txt', size: 1 },
      { key: 'listing/9/b.txt', size: 2 },
    ]);
    expect(await store().list('listing/nothing')).toEqual([]);
    const everything = await store().listSizes('');
    expect(everything.map((entry) => entry.key)).toContain('listing/90/other.txt');
  });

  it('streams a large file rather than holding it, both ways, in parts past 8 MB', async () => {
    if (skipped()) return;
    const large = Buffer.alloc(9 * 1024 * 1024);
    for (let index = 0; index < large.length; index += 4096) large[index] = index % 251;
    // Written from a stream of 1 MB pieces: the store never gets the file whole.
    const pieces = Array.from({ length: 9 }, (_, index) =>
      large.subarray(index * 1024 * 1024, (index + 1) * 1024 * 1024),
    );
    await store().putStream('spots/3/model.glb', Readable.from(pieces));
    const file = await store().read('spots/3/model.glb');
    expect(file?.size).toBe(large.length);
    expect(Buffer.isBuffer(file?.body)).toBe(false);
    expect(file && (await readAll(file)).equals(large)).toBe(true);

    await store().put('spots/3/copy.glb', large);
    const copy = await store().read('spots/3/copy.glb');
    expect(copy && (await readAll(copy)).equals(large)).toBe(true);
  });

  it('reads a byte range of a small file and of a large one, and says when the file has none', async () => {
    if (skipped()) return;
    await store().put('clubs/1/small.txt', Buffer.from('0123456789'));
    const middle = await store().read('clubs/1/small.txt', { start: 2, end: 5 });
    expect(middle?.range).toEqual({ start: 2, end: 5, total: 10 });
    expect(middle && (await readAll(middle)).toString()).toBe('2345');
    const tail = await store().read('clubs/1/small.txt', { suffix: 3 });
    expect(tail && (await readAll(tail)).toString()).toBe('789');
    const past = await store().read('clubs/1/small.txt', { start: 7, end: 99 });
    expect(past?.range).toEqual({ start: 7, end: 9, total: 10 });
    expect(await store().read('clubs/1/small.txt', { start: 10 })).toMatchObject({
      size: 0,
      range: { unsatisfiable: true, total: 10 },
    });

    const large = Buffer.alloc(600 * 1024, 1);
    large.write('middle', 300_000);
    await store().put('clubs/1/large.bin', large);
    const part = await store().read('clubs/1/large.bin', { start: 300_000 });
    expect(part?.range).toEqual({ start: 300_000, end: large.length - 1, total: large.length });
    expect(part && (await readAll(part)).subarray(0, 6).toString()).toBe('middle');
    expect(await store().read('clubs/1/large.bin', { start: large.length })).toMatchObject({
      range: { unsatisfiable: true, total: large.length },
    });
    expect(await store().read('clubs/1/missing.bin', { start: 0 })).toBeNull();
  });

  it('refuses keys that could leave the store', async () => {
    if (skipped()) return;
    for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', '.hidden/x']) {
      await expect(store().put(key, Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
      await expect(store().read(key)).rejects.toThrow(/Unsafe storage key/);
    }
    await store().put('kept/1/a.txt', Buffer.from('a'));
    await expect(store().removeFolder('')).rejects.toThrow(/Unsafe storage key/);
    expect(await store().list('kept/1')).toEqual(['kept/1/a.txt']);
  });

  it('answers its readiness check', async () => {
    if (skipped()) return;
    await expect(store().check()).resolves.toBeUndefined();
  });
});

describe('S3 file store, two processes on one bucket', () => {
  it('sees at once a file the other wrote, and stops serving one it removed within the memory time', async () => {
    if (s3 === null) {
      console.warn('NOTICE: two S3 stores not tested (the local S3 server did not start)');
      return;
    }
    const options = {
      bucket: s3.bucket,
      region: LOCAL_S3_REGION,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: LOCAL_S3_CREDENTIALS,
      keptMs: 300,
    };
    const writer = createS3FileStore(options);
    const reader = createS3FileStore(options);
    try {
      expect(await reader.read('avatars/shared.webp')).toBeNull();
      await writer.put('avatars/shared.webp', Buffer.from('new'));
      // A miss is never kept: the reader finds the file as soon as it is written.
      const found = await reader.read('avatars/shared.webp');
      expect(found && (await readAll(found)).toString()).toBe('new');
      await writer.remove('avatars/shared.webp');
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await reader.read('avatars/shared.webp')).toBeNull();
    } finally {
      writer.close();
      reader.close();
    }
  });
});

describe('S3 file store, unreachable', () => {
  it('fails its readiness check and its reads, instead of answering "missing"', async () => {
    const closed = createS3FileStore({
      bucket: 'nowhere',
      region: LOCAL_S3_REGION,
      // Port 9 (discard) on loopback: nothing listens there.
      endpoint: 'http://127.0.0.1:9',
      forcePathStyle: true,
      credentials: LOCAL_S3_CREDENTIALS,
    });
    await expect(closed.check()).rejects.toThrow();
    await expect(closed.read('clubs/1/a.txt')).rejects.toThrow();
    closed.close();
  });
});
