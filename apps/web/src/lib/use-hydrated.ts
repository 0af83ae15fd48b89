import {
  createContext,
  createElement,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';

const Hydrated = createContext(false);

/**
 * Around the browser's app: says whether hydration is over. A page the browser renders itself
 * (`hydrating` false) is hydrated from the start. After hydration, what only the browser knows comes in
 * as a transition, which React renders in slices between the browser's own work instead of one long
 * task that freezes a phone right after the page appeared.
 */
export function HydrationBoundary({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return createElement(Hydrated, { value: hydrated }, children);
}

/**
 * False on the server and while the browser hydrates a server-rendered page, true afterwards (and
 * from the start of a page the browser renders itself). What only the browser knows (the session,
 * the window's size, the local time zone) waits for it, so hydration matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useContext(Hydrated);
}
