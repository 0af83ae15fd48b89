import { useSyncExternalStore } from 'react';

/** False from the moment the browser starts hydrating a server-rendered page until that is over. */
let hydrationOver = true;
let endScheduled = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called before hydrating a page the server rendered (main.tsx). */
export function beginHydration(): void {
  hydrationOver = false;
}

/**
 * Called once the hydrated page is committed. Its subscribers render what only the browser knows
 * (a store's change, which React renders synchronously) once the browser is idle: after the task that
 * committed the page and ran its effects, and after React has hydrated the page's Suspense boundaries,
 * which it does in later tasks. Sooner, the change would make React hydrate every boundary still
 * waiting in the same synchronous render: one long task, which a phone's first taps wait for (issue
 * 19's blocking time).
 */
export function endHydration(): void {
  if (hydrationOver || endScheduled) return;
  endScheduled = true;
  whenIdle(() => {
    hydrationOver = true;
    for (const listener of listeners) listener();
  });
}

/** Once the browser has nothing else to run (at most 2 s on); a task later where it cannot say (Safari). */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 0);
}

/**
 * False on the server and while the browser hydrates a server-rendered page, true afterwards (and
 * from the start of a page the browser renders itself). What only the browser knows (the session,
 * the window's size) waits for it, so hydration matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrationOver,
    () => false,
  );
}
