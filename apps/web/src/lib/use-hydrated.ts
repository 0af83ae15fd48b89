import { useSyncExternalStore } from 'react';

/** False from the moment the browser starts hydrating a server-rendered page until that is over. */
let hydrationOver = true;
/** The same, one task later: what can wait for the page to have answered first (local times). */
let settled = true;
let endScheduled = false;
const listeners = new Set<() => void>();
const settledListeners = new Set<() => void>();

const subscriber = (set: Set<() => void>) => (listener: () => void) => {
  set.add(listener);
  return () => set.delete(listener);
};
const subscribe = subscriber(listeners);
const subscribeSettled = subscriber(settledListeners);

/** Called before hydrating a page the server rendered (main.tsx). */
export function beginHydration(): void {
  hydrationOver = false;
  settled = false;
}

/**
 * Called once the hydrated page is committed. Its subscribers render what only the browser knows in a
 * task of their own, after the task that committed the page and ran its effects: together they would
 * be one long task, which a phone's first taps wait for (issue 19's blocking time). Those of
 * `useSettled` render in the task after that one.
 */
export function endHydration(): void {
  if (hydrationOver || endScheduled) return;
  endScheduled = true;
  setTimeout(() => {
    hydrationOver = true;
    for (const listener of listeners) listener();
    setTimeout(() => {
      settled = true;
      for (const listener of settledListeners) listener();
    }, 0);
  }, 0);
}

/**
 * False on the server and while the browser hydrates a server-rendered page, true afterwards (and
 * from the start of a page the browser renders itself). What only the browser knows (the session,
 * the window's size, the local time zone) waits for it, so hydration matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrationOver,
    () => false,
  );
}

/**
 * As `useHydrated`, but turns true a task later: for what may wait until the session and the layout
 * are rendered (a news date in the reader's time zone, whose first formatter loads the browser's
 * date tables), so the two are not one long task.
 */
export function useSettled(): boolean {
  return useSyncExternalStore(
    subscribeSettled,
    () => settled,
    () => false,
  );
}
