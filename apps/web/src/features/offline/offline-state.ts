import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { offlineCopies } from '../../lib/api-client.ts';
import { useOnline } from '../../lib/use-online.ts';
import { AREA_CACHE, OFFLINE_COPY_HEADER, PAGES_CACHE } from '../../sw/offline-copy.ts';

/** When the copy of this page the service worker answered with was stored; null when it was not a copy. */
async function pageCopyDate(): Promise<string | null> {
  if (typeof caches === 'undefined') return null;
  try {
    // The worker's copy of the page read online, else the offline area's (src/sw/sw.ts answers in that
    // order).
    const copy =
      (await caches.match(window.location.href, { cacheName: PAGES_CACHE, ignoreVary: true })) ??
      (await caches.match(window.location.href, { cacheName: AREA_CACHE, ignoreVary: true }));
    return copy?.headers.get(OFFLINE_COPY_HEADER) ?? null;
  } catch {
    return null;
  }
}

/** The older of two ISO dates, either of which may be unknown. */
const older = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a < b ? a : b);

/**
 * While the browser says it is online and the page still shows a copy, its reads are asked again after
 * this long, then twice as long each time up to RECHECK_MAX_MS: the `online` event comes before the
 * network answers (on a phone leaving a dead zone, in Chromium before its service worker's fetches go
 * through), and a read asked in that moment is answered from the copy.
 */
const RECHECK_FIRST_MS = 2_000;
const RECHECK_MAX_MS = 60_000;

/**
 * Whether the page shows data kept offline, and from when: offline, or a read answered from the
 * service worker's copy (the network too slow or gone). `since` is the date the oldest copy in use was
 * stored (this page's, or a read's), null when unknown. Back online, every read of the page is asked
 * again (network first) before the notice goes, and again later while a copy answered (RECHECK_FIRST_MS):
 * no copy stays on screen as if it were current, and the notice goes once the network answers.
 */
export function useOfflineCopy(): { offline: boolean; since: string | null } {
  const online = useOnline();
  const queryClient = useQueryClient();
  const [readCopy, setReadCopy] = useState<string | null>(offlineCopies.oldest);
  const [pageCopy, setPageCopy] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const wasOffline = useRef(false);
  const recheckMs = useRef(RECHECK_FIRST_MS);
  const mounted = useRef(true);

  useEffect(() => {
    const onCopy = () => setReadCopy(offlineCopies.oldest);
    offlineCopies.addEventListener('copy', onCopy);
    onCopy();
    return () => offlineCopies.removeEventListener('copy', onCopy);
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Asks every read of the page again; the notice stays until they are answered (unless the network
  // went away again meanwhile: the page's copy date then stays).
  const askAgain = useCallback(() => {
    // Copies answered from now on (a network still too slow) are told again by the API client.
    offlineCopies.oldest = null;
    setReadCopy(null);
    setRefreshing(true);
    void queryClient.invalidateQueries().finally(() => {
      if (!mounted.current) return;
      setRefreshing(false);
      if (navigator.onLine) setPageCopy(null);
    });
  }, [queryClient]);

  useEffect(() => {
    let current = true;
    if (!online) {
      wasOffline.current = true;
      void pageCopyDate().then((date) => {
        if (current) setPageCopy(date);
      });
    } else if (wasOffline.current) {
      wasOffline.current = false;
      recheckMs.current = RECHECK_FIRST_MS;
      askAgain();
    }
    return () => {
      current = false;
    };
  }, [online, askAgain]);

  const showsCopy = readCopy !== null;
  useEffect(() => {
    if (!online || refreshing) return;
    if (!showsCopy) {
      recheckMs.current = RECHECK_FIRST_MS;
      return;
    }
    const timer = setTimeout(askAgain, recheckMs.current);
    recheckMs.current = Math.min(recheckMs.current * 2, RECHECK_MAX_MS);
    return () => clearTimeout(timer);
  }, [online, refreshing, showsCopy, askAgain]);

  return {
    offline: !online || refreshing || readCopy !== null,
    since: older(readCopy, pageCopy),
  };
}
