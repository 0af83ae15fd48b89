import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore, type FileStore, readAll } from './storage.ts';

let root: string;
let store: FileStore;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'club-store-'));
  store = createLocalFileStore(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const text = async (key: string) => {
  const file = await store.read(key);
  return file ? (await readAll(file)).toString('utf8') : null;
};

describe('local file store', () => {
  it('serves a small file from memory, but never after it was removed or replaced', async () => {
    await store.put('Kmls/1/layer.kml', Buffer.from('first'));
    expect(await text('Kmls/1/layer.kml')).toBe('first');
    expect(await text('Kmls/1/layer.kml')).toBe('first');

    await store.put('Kmls/1/layer.kml', Buffer.from('second'));
    expect(await text('Kmls/1/layer.kml')).toBe('second');

    await store.remove('Kmls/1/layer.kml');
    expect(await store.read('Kmls/1/layer.kml')).toBeNull();
  });

  it('forgets the kept files of a removed folder', async () => {
    await store.put('Pictures/7/a.webp', Buffer.from('a'));
    await store.put('Pictures/70/b.webp', Buffer.from('b'));
    expect(await text('Pictures/7/a.webp')).toBe('a');
    expect(await text('Pictures/70/b.webp')).toBe('b');
    await store.removeFolder('Pictures/7');
    expect(await store.read('Pictures/7/a.webp')).toBeNull();
    expect(await text('Pictures/70/b.webp')).toBe('b');
  });

  it('streams a large file rather than holding it', async () => {
    const large = Buffer.alloc(2 * 1024 * 1024, 7);
    await store.put('Videos/big.glb', large);
    const file = await store.read('Videos/big.glb');
    expect(file?.size).toBe(large.length);
    expect(Buffer.isBuffer(file?.body)).toBe(false);
    expect(file && (await readAll(file)).equals(large)).toBe(true);
  });
});
