import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { offlineCopies } from '../../lib/api-client.ts';
import { AREA_CACHE, OFFLINE_COPY_HEADER, PAGES_CACHE } from '../../sw/offline-copy.ts';

function subscribeToConnection(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** What the browser says of its network. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
}

/** When the copy of this page the service worker answered with was stored; null when it was not a copy. */
async function pageCopyDate(): Promise<string | null> {
  if (typeof caches === 'undefined') return null;
  try {
    // The worker's copy of the page read online, else the saved area's (src/sw/sw.ts answers in that order).
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
 * Whether the page shows data kept offline, and from when: offline, or a read answered from the
 * service worker's copy (the network too slow or gone). `since` is the date the oldest copy in use was
 * stored (this page's, or a read's), null when unknown. Back online, every read of the page is asked
 * again (network first) before the notice goes: no copy stays on screen as if it were current.
 */
export function useOfflineCopy(): { offline: boolean; since: string | null } {
  const online = useOnline();
  const queryClient = useQueryClient();
  const [readCopy, setReadCopy] = useState<string | null>(offlineCopies.oldest);
  const [pageCopy, setPageCopy] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const wasOffline = useRef(false);

  useEffect(() => {
    const onCopy = () => setReadCopy(offlineCopies.oldest);
    offlineCopies.addEventListener('copy', onCopy);
    onCopy();
    return () => offlineCopies.removeEventListener('copy', onCopy);
  }, []);

  useEffect(() => {
    let current = true;
    if (!online) {
      wasOffline.current = true;
      void pageCopyDate().then((date) => {
        if (current) setPageCopy(date);
      });
    } else if (wasOffline.current) {
      wasOffline.current = false;
      // Copies answered from now on (a network still too slow) are told again by the API client.
      offlineCopies.oldest = null;
      setReadCopy(null);
      setRefreshing(true);
      void queryClient.invalidateQueries().finally(() => {
        if (!current) return;
        setRefreshing(false);
        setPageCopy(null);
      });
    }
    return () => {
      current = false;
    };
  }, [online, queryClient]);

  return {
    offline: !online || refreshing || readCopy !== null,
    since: older(readCopy, pageCopy),
  };
}
