import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page, true afterwards (and
 * from the start of a page the browser renders itself). What only the browser knows (the session,
 * the window's size, the local time zone) waits for it, so hydration matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
