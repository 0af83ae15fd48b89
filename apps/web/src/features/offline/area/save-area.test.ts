import { describe, expect, it } from 'vitest';
import { AREA_CACHE, OFFLINE_AREA_URL, OFFLINE_COPY_HEADER } from '../../../sw/offline-copy.ts';
import { type AreaItem, readOfflineArea, removeOfflineArea, saveArea } from './save-area.ts';

/** Cache Storage as much as saveArea uses, in memory. */
class MemoryCaches {
  readonly stores = new Map<string, Map<string, Response>>();
  deleted: string[] = [];
  async open(name: string) {
    let store = this.stores.get(name);
    if (!store) {
      store = new Map();
      this.stores.set(name, store);
    }
    const kept = store;
    return {
      put: async (url: string, response: Response) => void kept.set(url, response),
      match: async (url: string) => kept.get(url)?.clone(),
    } as unknown as Cache;
  }
  async has(name: string) {
    return this.stores.has(name);
  }
  async delete(name: string) {
    this.deleted.push(name);
    return this.stores.delete(name);
  }
}

const tile = (n: number): AreaItem => ({ url: `https://tiles.test/17/${n}/1`, kind: 'tile' });

/** A network that answers each address with `bytes` bytes of its kind, after `delayMs`. */
function network(
  options: { bytes?: number; delayMs?: number; answer?: (url: string) => Response | null } = {},
) {
  let inFlight = 0;
  const seen = { requests: [] as { url: string; init: RequestInit | undefined }[], mostAtOnce: 0 };
  const send = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    seen.requests.push({ url, init });
    inFlight += 1;
    seen.mostAtOnce = Math.max(seen.mostAtOnce, inFlight);
    try {
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 1));
      if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      const special = options.answer?.(url);
      if (special) return special;
      const type = url.includes('tiles.test') ? 'image/jpeg' : 'application/json';
      return new Response(new Uint8Array(options.bytes ?? 100), { headers: { 'content-type': type } });
    } finally {
      inFlight -= 1;
    }
  };
  return { send: send as typeof fetch, seen };
}

/** Saves `items` into `storage` over a network that answers everything. */
const saveInto = (storage: MemoryCaches, items: AreaItem[]) =>
  saveArea({
    ...base,
    items,
    signal: new AbortController().signal,
    onProgress: () => undefined,
    fetch: network().send,
    cacheStorage: storage,
  });

const base = {
  capBytes: 1_000_000,
  spotMaxZoom: 17,
  readHeaders: { 'Accept-Language': 'fr', Language: 'fr' },
  now: () => new Date('2026-11-24T22:00:00.000Z'),
};

describe('saving the area for offline', () => {
  it('stores every item with the date it was stored and its type, then what was stored', async () => {
    const storage = new MemoryCaches();
    const { send, seen } = network();
    const items: AreaItem[] = [
      { url: '/home/3', kind: 'page' },
      { url: '/api/Spots/getSpot/3', kind: 'read' },
      { url: '/files/Pictures/1/a.jpg', kind: 'file' },
      tile(1),
      tile(2),
    ];
    const progress: number[] = [];
    const saved = await saveArea({
      ...base,
      items,
      signal: new AbortController().signal,
      onProgress: (step) => progress.push(step.done),
      fetch: send,
      cacheStorage: storage,
    });
    expect(saved).toEqual({
      savedAt: '2026-11-24T22:00:00.000Z',
      bytes: 500,
      tiles: 2,
      items: 5,
      failed: 0,
      spotMaxZoom: 17,
      stoppedBy: null,
    });
    expect(progress.at(-1)).toBe(5);
    const store = storage.stores.get(AREA_CACHE);
    const copy = store?.get('https://tiles.test/17/1/1');
    expect(copy?.headers.get(OFFLINE_COPY_HEADER)).toBe('2026-11-24T22:00:00.000Z');
    expect(copy?.headers.get('content-type')).toBe('image/jpeg');
    expect(await readOfflineArea(storage)).toEqual(saved);
    // A tile is asked for with CORS and no cookie; a read in the reader's language.
    expect(seen.requests.find((request) => request.url.includes('tiles.test'))?.init).toMatchObject({
      mode: 'cors',
      credentials: 'omit',
    });
    expect(seen.requests.find((request) => request.url.includes('getSpot'))?.init?.headers).toEqual(
      base.readHeaders,
    );
  });

  it('replaces what was saved before', async () => {
    const storage = new MemoryCaches();
    await (await storage.open(AREA_CACHE)).put('https://tiles.test/old', new Response('old'));
    await saveInto(storage, [tile(1)]);
    expect(storage.deleted).toEqual([AREA_CACHE]);
    expect(storage.stores.get(AREA_CACHE)?.has('https://tiles.test/old')).toBe(false);
  });

  it('asks for a few tiles at a time, never more', async () => {
    const { send, seen } = network({ delayMs: 3 });
    await saveArea({
      ...base,
      items: Array.from({ length: 40 }, (_, n) => tile(n)),
      parallel: 4,
      signal: new AbortController().signal,
      onProgress: () => undefined,
      fetch: send,
      cacheStorage: new MemoryCaches(),
    });
    expect(seen.requests).toHaveLength(40);
    expect(seen.mostAtOnce).toBe(4);
  });

  it("stops at the club's cap, keeping what fits", async () => {
    const storage = new MemoryCaches();
    const saved = await saveArea({
      ...base,
      capBytes: 1_050,
      items: Array.from({ length: 30 }, (_, n) => tile(n)),
      parallel: 1,
      signal: new AbortController().signal,
      onProgress: () => undefined,
      fetch: network({ bytes: 100 }).send,
      cacheStorage: storage,
    });
    expect(saved.stoppedBy).toBe('cap');
    expect(saved.bytes).toBe(1_000);
    expect(saved.tiles).toBe(10);
  });

  it("keeps no provider's error page as a tile, and counts what failed", async () => {
    const storage = new MemoryCaches();
    const { send } = network({
      answer: (url) =>
        url.endsWith('/2/1')
          ? new Response('<html>quota</html>', { headers: { 'content-type': 'text/html' } })
          : url.endsWith('/3/1')
            ? new Response('', { status: 404 })
            : null,
    });
    const saved = await saveArea({
      ...base,
      items: [tile(1), tile(2), tile(3)],
      signal: new AbortController().signal,
      onProgress: () => undefined,
      fetch: send,
      cacheStorage: storage,
    });
    expect(saved).toMatchObject({ tiles: 1, items: 1, failed: 2, stoppedBy: null });
    expect(storage.stores.get(AREA_CACHE)?.has('https://tiles.test/17/2/1')).toBe(false);
  });

  it('stops when the person stops it, and says so', async () => {
    const controller = new AbortController();
    const saved = await saveArea({
      ...base,
      items: Array.from({ length: 50 }, (_, n) => tile(n)),
      parallel: 2,
      signal: controller.signal,
      onProgress: (step) => {
        if (step.done === 6) controller.abort();
      },
      fetch: network().send,
      cacheStorage: new MemoryCaches(),
    });
    expect(saved.stoppedBy).toBe('cancel');
    expect(saved.tiles).toBeLessThan(10);
    expect(saved.failed).toBe(0);
  });

  it('stops when the device has no more room', async () => {
    const storage = new MemoryCaches();
    const open = storage.open.bind(storage);
    let puts = 0;
    storage.open = async (name: string) => {
      const cache = await open(name);
      return {
        ...cache,
        match: cache.match,
        put: async (url: RequestInfo | URL, response: Response) => {
          puts += 1;
          if (puts > 3 && String(url) !== OFFLINE_AREA_URL)
            throw new DOMException('full', 'QuotaExceededError');
          return cache.put(url, response);
        },
      } as Cache;
    };
    const saved = await saveArea({
      ...base,
      items: Array.from({ length: 20 }, (_, n) => tile(n)),
      parallel: 1,
      signal: new AbortController().signal,
      onProgress: () => undefined,
      fetch: network().send,
      cacheStorage: storage,
    });
    expect(saved).toMatchObject({ stoppedBy: 'storage', tiles: 3, failed: 0 });
  });

  it('is removed as a whole', async () => {
    const storage = new MemoryCaches();
    await saveInto(storage, [tile(1)]);
    await removeOfflineArea(storage);
    expect(await readOfflineArea(storage)).toBeNull();
  });
});
