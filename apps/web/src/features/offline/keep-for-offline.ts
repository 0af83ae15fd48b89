import { startUpLoads } from '@club/shared/page-rules';
import { callUrl } from '../../lib/api-client.ts';
import { pageInputs } from '../../lib/page-loads.ts';
import { KEEP_FOR_OFFLINE, type KeepForOfflineMessage } from '../../sw/offline-copy.ts';

/**
 * The reads the public pages start from (pages.ts's `startUpLoads`: the club, its spots, and what the
 * pages kept offline without a parameter load: the home, the news, the outings, the club page...), at
 * the addresses the pages ask for; a list's first page. Whichever page a visitor opened first, those
 * pages then read offline, rendered in the browser from these when the worker has no copy of the page
 * itself. Reads sent as POST are left out: the worker keeps no POST answer.
 */
export function startUpReads(alias: string, clubId: number): string[] {
  const urls = startUpLoads(alias, clubId)
    .filter((load) => load.call.method === 'GET')
    .map((load) => {
      const inputs = load.paged ? pageInputs(load, load.paged, load.paged.first) : load;
      return callUrl(load.call, { params: inputs.params, query: inputs.body });
    });
  return [...new Set(urls)];
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
