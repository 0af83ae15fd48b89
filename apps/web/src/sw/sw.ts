/**
 * The club site's service worker (issue 15, docs/decisions/014-offline-service-worker.md), built by
 * vite-plugin-pwa (injectManifest) into dist/sw.js. It precaches the built app; it keeps the last good
 * copy of the public pages, of the API's public reads and of the club's stored files, answering from
 * them only when the network does not (network first); a copy answered carries X-Offline-Copy, the
 * date it was stored, so the page can say how old its data is. It keeps nothing sent with a session,
 * nothing written (only GET is routed), nothing of the admin area. The members' pages that open on a
 * boat (the dive director's plan, issue 31) get the app shell when the network fails, nothing of them
 * kept. It answers from the area a visitor saved for offline (AREA_CACHE, src/features/offline/area):
 * the imagery's tiles first, the rest when the network and its own copies fail.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly, type Strategy } from 'workbox-strategies';
import {
  carriesSession,
  isPublicPage,
  isPublicRead,
  isStoredFile,
  opensFromAppShell,
} from '../features/offline/offline-routes.ts';
import {
  AREA_CACHE,
  FILES_CACHE,
  KEEP_FOR_OFFLINE,
  type KeepForOfflineMessage,
  OFFLINE_COPY_HEADER,
  PAGES_CACHE,
  READS_CACHE,
} from './offline-copy.ts';

/** A message from a page, which the worker may stay alive for (`waitUntil`). */
type ExtendableMessageEvent = MessageEvent<unknown> & { waitUntil(promise: Promise<unknown>): void };

/** The worker's global scope, as much of it as this file uses (the web app's types are the DOM's). */
declare const self: {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
};

/** How long a page waits for the network before it shows its copy (a boat's network answers late, or never). */
const PAGE_NETWORK_TIMEOUT_S = 4;
/** API reads wait a little longer: a slow answer is better than an old one. */
const READ_NETWORK_TIMEOUT_S = 6;

// The app's files. A page's address is never answered with index.html from here (no directory index,
// no clean URLs): pages are the server's, network first, below.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
// The first visit's page is controlled once the worker is installed, so what it reads next is kept.
clientsClaim();

/** Stores a copy with the date it was stored in OFFLINE_COPY_HEADER; keeps only complete, good answers. */
const stampedCopy = {
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    if (response.status !== 200 || response.type === 'opaque') return null;
    const headers = new Headers(response.headers);
    headers.set(OFFLINE_COPY_HEADER, new Date().toISOString());
    // The body is stored decoded: the copy must not say it is compressed.
    headers.delete('content-encoding');
    headers.delete('content-length');
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** What "save the area for offline" stored for this address (src/features/offline/area), if anything. */
const offlineAreaCopy = (url: string) => caches.match(url, { cacheName: AREA_CACHE, ignoreVary: true });

/** When neither the network nor the strategy's own copy answers: the offline area's copy, if it has one. */
const offlineAreaFallback = {
  handlerDidError: async ({ request }: { request: Request }) => offlineAreaCopy(request.url),
};

// The imagery's tiles (another site's pictures): the offline area's copy first, so an offline area costs no
// download on a boat's metered network and shows at once; else the network, nothing kept (a browsed
// map would fill the device).
registerRoute(
  ({ request, url }) => request.destination === 'image' && !sameOrigin(url),
  async ({ request }) => (await offlineAreaCopy(request.url)) ?? fetch(request),
);

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_S,
  // Pages vary on the cookie and the user agent for the server's cache; offline, the copy of the
  // address is the one to show.
  matchOptions: { ignoreVary: true },
  plugins: [
    stampedCopy,
    new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true }),
    offlineAreaFallback,
  ],
});

/**
 * A page by `strategy`; when that fails (no network, no copy), the app itself, which renders the page
 * in the browser: a public page from the reads kept below, a member's from what it kept on the device.
 */
const orAppShell =
  (strategy: Strategy) =>
  async (options: Parameters<Strategy['handle']>[0]): Promise<Response> => {
    try {
      return await strategy.handle(options);
    } catch (error) {
      const shell = await matchPrecache('/index.html');
      if (shell) return shell;
      throw error;
    }
  };

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && isPublicPage(url.pathname),
  orAppShell(pages),
);

// The members' pages that open offline (the dive director's plan): the network, nothing kept (their
// server-rendered HTML may hold a person's data); without it, the app shell.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && opensFromAppShell(url.pathname),
  orAppShell(new NetworkOnly({ networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_S })),
);

const publicReads = new NetworkFirst({
  cacheName: READS_CACHE,
  networkTimeoutSeconds: READ_NETWORK_TIMEOUT_S,
  matchOptions: { ignoreVary: true },
  plugins: [
    stampedCopy,
    new ExpirationPlugin({ maxEntries: 500, purgeOnQuotaError: true }),
    offlineAreaFallback,
  ],
});

registerRoute(
  ({ request, url }) => sameOrigin(url) && isPublicRead(url.pathname) && !carriesSession(request.headers),
  publicReads,
);

/** How old the visitor's copy of a read may get while a signed-in person reads it online. */
const VISITOR_COPY_REFRESH_MS = 5 * 60 * 1000;

/** The kept copy of a public read (the visitor's: a read sent with a session is never kept). */
const keptRead = async (url: string) => (await caches.open(READS_CACHE)).match(url, { ignoreVary: true });

// A signed-in person's public reads: from the network, their answer never kept; the visitor's copy of
// the same read is asked for beside it, without the session, when missing or older than
// VISITOR_COPY_REFRESH_MS. Without a network, that copy answers: the same public data, without what
// is the person's own (their likes...).
registerRoute(
  ({ request, url }) => sameOrigin(url) && isPublicRead(url.pathname) && carriesSession(request.headers),
  async ({ request, event }) => {
    try {
      const response = await fetch(request);
      const kept = await keptRead(request.url);
      const storedAt = Date.parse(kept?.headers.get(OFFLINE_COPY_HEADER) ?? '');
      if (response.ok && !(Date.now() - storedAt < VISITOR_COPY_REFRESH_MS)) {
        const language = request.headers.get('accept-language') ?? '';
        const visitorRead = new Request(request.url, {
          headers: { 'Accept-Language': language, Language: language },
        });
        void publicReads.handle({ request: visitorRead, event }).catch(() => undefined);
      }
      return response;
    } catch (error) {
      const copy = (await keptRead(request.url)) ?? (await offlineAreaCopy(request.url));
      if (copy) return copy;
      throw error;
    }
  },
);

registerRoute(
  ({ request, url }) => sameOrigin(url) && isStoredFile(url.pathname) && !carriesSession(request.headers),
  new NetworkFirst({
    cacheName: FILES_CACHE,
    networkTimeoutSeconds: READ_NETWORK_TIMEOUT_S,
    matchOptions: { ignoreVary: true },
    plugins: [
      stampedCopy,
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true }),
      offlineAreaFallback,
    ],
  }),
);

/** What of a page's request to keep things for offline is well formed (anything else is ignored). */
function keepForOfflineMessage(data: unknown): KeepForOfflineMessage | null {
  const message = data as Partial<KeepForOfflineMessage> | null;
  if (message?.type !== KEEP_FOR_OFFLINE) return null;
  const reads = Array.isArray(message.reads) ? message.reads.filter((read) => typeof read === 'string') : [];
  const language =
    typeof message.language === 'string' && /^[a-z]{2}$/.test(message.language) ? message.language : '';
  const page = typeof message.page === 'string' ? message.page : null;
  return { type: KEEP_FOR_OFFLINE, language, reads, page };
}

/** This site's address of `address`, when it is one, with its search; else null. */
function ownAddress(address: string): URL | null {
  try {
    const url = new URL(address, self.location.href);
    return sameOrigin(url) ? url : null;
  } catch {
    return null;
  }
}

/**
 * Keeps what a page asks for (KeepForOfflineMessage) that the worker has no copy of yet, through the
 * same strategies as the page's own requests (stamped copies, same limits): the public pages start
 * from the club and what they read, which the first pages, rendered on the server before the worker
 * was there, never asked the network for. What is already kept is left: each page's reads refresh it.
 */
async function keepForOffline(message: KeepForOfflineMessage, event: ExtendableMessageEvent): Promise<void> {
  const language: Record<string, string> =
    message.language === '' ? {} : { 'Accept-Language': message.language, Language: message.language };
  const keep = async (cacheName: string, strategy: NetworkFirst, request: Request) => {
    if (await caches.match(request.url, { cacheName, ignoreVary: true })) return;
    const [response, done] = strategy.handleAll({ request, event });
    await Promise.all([response.catch(() => undefined), done]);
  };
  const jobs: Promise<void>[] = [];
  for (const read of message.reads) {
    const url = ownAddress(read);
    if (url && isPublicRead(url.pathname))
      jobs.push(keep(READS_CACHE, publicReads, new Request(url, { headers: language })));
  }
  const page = message.page === null ? null : ownAddress(message.page);
  if (page && isPublicPage(page.pathname)) {
    // The server renders it as it did for the page: the language's cookie and the browser's user agent go with it.
    jobs.push(keep(PAGES_CACHE, pages, new Request(page, { headers: { Accept: 'text/html' } })));
  }
  // One that fails (the network gone meanwhile) leaves the others kept.
  await Promise.allSettled(jobs);
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  // A new version waits until the page's "reload" prompt asks it to take over (src/features/offline).
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  const keep = keepForOfflineMessage(data);
  if (keep) event.waitUntil(keepForOffline(keep, event));
});
