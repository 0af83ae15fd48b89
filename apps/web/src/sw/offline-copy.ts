/**
 * Names the service worker (src/sw/sw.ts) and the page (the API client, the offline notice) share
 * (issue 15, docs/decisions/014). A file of constants only: the API client is in every page's first
 * JavaScript.
 */

/** The header a copy answered from the worker's cache carries: when it was stored (ISO 8601). */
export const OFFLINE_COPY_HEADER = 'X-Offline-Copy';

/** The event the API client sends on `window` when it refuses a write because the browser is offline. */
export const OFFLINE_WRITE_REFUSED_EVENT = 'club:offline-write-refused';

/** The worker's caches of what it read online (the build's files have Workbox's precache). */
export const PAGES_CACHE = 'club-pages';
export const READS_CACHE = 'club-reads';
export const FILES_CACHE = 'club-files';

/**
 * What a page asks the worker to keep for reading offline, once the worker is active
 * (src/features/offline/keep-for-offline.ts): what the public pages start from, and the page itself
 * when it came from the server before the worker was there. The worker keeps what it lacks of it, with
 * its own strategies (src/sw/sw.ts), and only public reads and pages of its own site.
 */
export interface KeepForOfflineMessage {
  type: typeof KEEP_FOR_OFFLINE;
  /** The page's language: the reads are kept as the page reads them. */
  language: string;
  /** Addresses of public reads. */
  reads: readonly string[];
  /** The page's address, when the worker did not answer it; else null. */
  page: string | null;
}

export const KEEP_FOR_OFFLINE = 'KEEP_FOR_OFFLINE';

/**
 * Writes the web app makes in the background, nobody having asked for them (a page view counted):
 * refused offline like any write, but without the notice.
 */
export const BACKGROUND_WRITES: ReadonlySet<string> = new Set(['/api/Analytics/addPageView']);

/**
 * Reads the contract sends as POST (a gallery's or the videos' page with its filters): offline they go
 * to the network and fail as reads do, never refused as writes. The worker keeps no POST answer.
 */
export const READS_SENT_AS_POST: ReadonlySet<string> = new Set([
  '/api/Pictures/getPictures',
  '/api/Videos/getVideos',
]);

/**
 * What "save the area for offline" stored (src/features/offline/area): satellite tiles, the spots'
 * pages, reads, layers and pictures. The worker answers tiles from it first, the rest when the network
 * and its own copies fail. Removed as a whole by the button.
 */
export const AREA_CACHE = 'club-area';

/**
 * The offline area's description (OfflineArea), stored in AREA_CACHE beside what it describes; the
 * address stays as devices that saved an area before keep it.
 */
export const OFFLINE_AREA_URL = '/__saved-area.json';
