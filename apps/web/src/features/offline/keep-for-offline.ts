import { getCarousel, getClubByAlias } from '@club/shared/api/clubs';
import { getLastNewsByClub, getNewsByClub } from '@club/shared/api/news';
import { getOutings } from '@club/shared/api/outings';
import { getLastPicture } from '@club/shared/api/pictures';
import { getMapConfig, getSpotsByClub } from '@club/shared/api/spots';
import { getLastVideo } from '@club/shared/api/videos';
import { callUrl } from '../../lib/api-client.ts';
import { KEEP_FOR_OFFLINE, type KeepForOfflineMessage } from '../../sw/offline-copy.ts';

/**
 * The reads the public pages start from, at the addresses the pages ask for: the club (with its
 * languages), its spots and the map's settings, the home's news, picture, video and carousel, and the
 * first page of the upcoming outings and of the news. Whichever page a visitor opened first, the home,
 * the outings and the news then read offline, rendered in the browser from these when the worker has
 * no copy of the page itself.
 */
export function startUpReads(alias: string, clubId: number): string[] {
  const club = { params: { clubId } };
  return [
    callUrl(getClubByAlias, { params: { alias } }),
    callUrl(getSpotsByClub, club),
    callUrl(getMapConfig),
    callUrl(getCarousel, club),
    callUrl(getLastNewsByClub, club),
    callUrl(getLastPicture, club),
    callUrl(getLastVideo, club),
    // The lists' first pages, as their pages ask for them (features/outings, features/news).
    callUrl(getOutings, { params: { clubId, page: 0 }, query: { past: false } }),
    callUrl(getNewsByClub, { params: { clubId, page: 0 } }),
  ];
}

/** The address this document was loaded from (a page may have moved on in the browser since). */
function documentAddress(): string {
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation?.name ?? window.location.href;
}

/**
 * Asks the site's worker, once it is active, to keep what the public pages start from (`reads`), and
 * this page when the worker did not answer it (`answeredByWorker` false: the first visit's page came
 * from the server before the worker was there). The worker keeps what it has no copy of yet.
 */
export function keepForOffline(input: {
  language: string;
  reads: readonly string[];
  answeredByWorker: boolean;
}): void {
  const message: KeepForOfflineMessage = {
    type: KEEP_FOR_OFFLINE,
    language: input.language,
    reads: input.reads,
    page: input.answeredByWorker ? null : documentAddress(),
  };
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}
