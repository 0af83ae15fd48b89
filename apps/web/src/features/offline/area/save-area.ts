import { AREA_CACHE, OFFLINE_AREA_URL, OFFLINE_COPY_HEADER } from '../../../sw/offline-copy.ts';

/**
 * "Save the area for offline" (issue 15): downloads what a diver needs on the boat into the browser's
 * Cache Storage (AREA_CACHE), which the service worker answers from when the network does not
 * (src/sw/sw.ts): the satellite tiles of the spots' area, the spots' panels with their reads, their
 * layers and pictures. At most `parallel` requests at once (a tile provider's usage rules ask for few),
 * never more than the club's cap stored.
 */

/** One address to store: a tile of the imagery (another site), or a page, a read or a file of the club. */
export type AreaItem = { url: string; kind: 'tile' | 'page' | 'read' | 'file' };

export type SaveProgress = { done: number; total: number; bytes: number; failed: number };

/** What is stored, written beside it (OFFLINE_AREA_URL) when a download ends. */
export type OfflineArea = {
  savedAt: string;
  bytes: number;
  tiles: number;
  items: number;
  failed: number;
  spotMaxZoom: number;
  /** Why the download stopped before its end (the club's cap, the person, the device's space); null when it went through. */
  stoppedBy: 'cap' | 'cancel' | 'storage' | null;
};

/** Requests at once: tile providers ask for few (OpenStreetMap's policy: two), a phone's network too. */
export const SAVE_PARALLEL_REQUESTS = 4;

type SaveOptions = {
  items: AreaItem[];
  capBytes: number;
  spotMaxZoom: number;
  /** Headers of the club's reads (the reader's language). */
  readHeaders: Record<string, string>;
  signal: AbortSignal;
  onProgress: (progress: SaveProgress) => void;
  parallel?: number;
  fetch?: typeof fetch;
  cacheStorage?: Pick<CacheStorage, 'open' | 'delete' | 'has'>;
  now?: () => Date;
};

function requestInit(item: AreaItem, readHeaders: Record<string, string>, signal: AbortSignal): RequestInit {
  switch (item.kind) {
    // Another site's tile, read with CORS: its size is known and the browser stores it as it is (an
    // opaque answer would count as megabytes against the site's storage in Chromium).
    case 'tile':
      return { mode: 'cors', credentials: 'omit', signal };
    case 'page':
      return { headers: { Accept: 'text/html' }, signal };
    case 'read':
      return { headers: readHeaders, signal };
    case 'file':
      return { signal };
  }
}

/** A tile answered with something else than a picture (a provider's error page) is not kept. */
function isUsable(item: AreaItem, response: Response): boolean {
  if (!response.ok) return false;
  return item.kind !== 'tile' || (response.headers.get('content-type') ?? '').startsWith('image/');
}

/**
 * Replaces the offline area with `items`, in their order (the plan puts the shallow tiles first, so a
 * download stopped at the cap keeps the overview). Resolves with what was stored, also when stopped
 * by the cap or cancelled (what was stored stays, and says so).
 */
export async function saveArea(options: SaveOptions): Promise<OfflineArea> {
  const send = options.fetch ?? fetch;
  const storage = options.cacheStorage ?? caches;
  const now = options.now ?? (() => new Date());
  await storage.delete(AREA_CACHE);
  const cache = await storage.open(AREA_CACHE);
  const progress: SaveProgress = { done: 0, total: options.items.length, bytes: 0, failed: 0 };
  let tiles = 0;
  let stoppedBy: OfflineArea['stoppedBy'] = null;
  let next = 0;

  const saveOne = async (item: AreaItem) => {
    try {
      const response = await send(item.url, requestInit(item, options.readHeaders, options.signal));
      if (!isUsable(item, response)) throw new Error(`HTTP ${response.status}`);
      const body = await response.blob();
      if (progress.bytes + body.size > options.capBytes) {
        stoppedBy ??= 'cap';
        return;
      }
      progress.bytes += body.size;
      const headers = new Headers({ [OFFLINE_COPY_HEADER]: now().toISOString() });
      const type = response.headers.get('content-type');
      if (type !== null) headers.set('content-type', type);
      await cache.put(item.url, new Response(body, { status: 200, headers }));
      if (item.kind === 'tile') tiles += 1;
    } catch (error) {
      if (options.signal.aborted) return;
      if (error instanceof DOMException && error.name === 'QuotaExceededError') {
        stoppedBy ??= 'storage';
        return;
      }
      progress.failed += 1;
    }
    progress.done += 1;
    options.onProgress({ ...progress });
  };

  const worker = async () => {
    while (next < options.items.length && stoppedBy === null && !options.signal.aborted) {
      const item = options.items[next];
      next += 1;
      if (item) await saveOne(item);
    }
  };
  options.onProgress({ ...progress });
  await Promise.all(Array.from({ length: options.parallel ?? SAVE_PARALLEL_REQUESTS }, worker));
  if (options.signal.aborted) stoppedBy = 'cancel';

  const saved: OfflineArea = {
    savedAt: now().toISOString(),
    bytes: progress.bytes,
    tiles,
    items: progress.done - progress.failed,
    failed: progress.failed,
    spotMaxZoom: options.spotMaxZoom,
    stoppedBy,
  };
  await cache.put(OFFLINE_AREA_URL, Response.json(saved));
  return saved;
}

/** The offline area's description, or null when none is saved (or the browser keeps no cache). */
export async function readOfflineArea(
  storage: Pick<CacheStorage, 'open' | 'has'> | undefined = globalThis.caches,
): Promise<OfflineArea | null> {
  if (storage === undefined || !(await storage.has(AREA_CACHE))) return null;
  const response = await (await storage.open(AREA_CACHE)).match(OFFLINE_AREA_URL);
  return response ? ((await response.json()) as OfflineArea) : null;
}

/** Removes everything saved for offline by the button (the copies of pages read online stay). */
export async function removeOfflineArea(
  storage: Pick<CacheStorage, 'delete'> | undefined = globalThis.caches,
): Promise<void> {
  await storage?.delete(AREA_CACHE);
}
