import { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createRoutes, routeOfAddress } from './app/router.tsx';
import { currentAlias } from './lib/club-alias.ts';
import { clubQuery } from './lib/club-context.tsx';
import { initI18n, initI18nFrom } from './lib/i18n.ts';
import {
  keepRenderedLanguage,
  rememberLanguage,
  storedLanguage,
  storedLanguageChoice,
} from './lib/language.ts';
import { bufferModalEvents } from './lib/modal-events-buffer.ts';
import { readToken } from './lib/session.ts';
import { beginHydration, endHydration, useHydrated } from './lib/use-hydrated.ts';
import { keepRenderedForPhone } from './lib/viewport-guess.ts';
import { createBrowserRouter, RouterProvider } from './router-start.ts';
import { RENDER_STATE_ID, type RenderState } from './ssr/render-state.ts';

bufferModalEvents();

/** The answers the server's render used: kept fresh a minute, so hydration does not ask for them again. */
const HYDRATED_FRESH_MS = 60_000;
const hydratedQueries = new Set<string>();

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: 1,
      refetchOnWindowFocus: false,
      staleTime: (query) => (hydratedQueries.has(query.queryHash) ? HYDRATED_FRESH_MS : 0),
      // Offline, a read still goes out once: the service worker answers it from its copy (issue 15).
      // Retries wait for the network; back online, the reads are asked again (refetchOnReconnect).
      networkMode: 'offlineFirst',
    },
    // A write is not held until the network is back: the API client refuses it at once, offline.
    mutations: { networkMode: 'offlineFirst' },
  },
});

const routes = createRoutes(queryClient);

/** The server's render state, when this page was rendered there and it is still the person's language. */
function readRenderState(): RenderState | null {
  const script = document.getElementById(RENDER_STATE_ID);
  if (!script?.textContent) return null;
  try {
    const state = JSON.parse(script.textContent) as RenderState;
    const chosen = storedLanguageChoice();
    const inAddress = new URL(window.location.href).searchParams.has('lang');
    if (chosen === null || chosen === state.language || inAddress) return state;
    // A language chosen before the server knew of it (stored in this browser only): rendered afresh
    // in it, and told to the server for the next pages.
    rememberLanguage(chosen);
    return null;
  } catch {
    return null;
  }
}

/**
 * The routes whose loaders the server ran for this page (their data is in the render state's queries):
 * the router starts with them done instead of running them again before its first render.
 */
const serverLoaded: Record<string, null> = {};

/**
 * The page's lazily loaded module, loaded before hydration: the browser's first render must be the
 * page the server rendered, not the router's loading screen. The page is found in the list of pages
 * (`pageAt`, its patterns compiled once) rather than by the router's `matchRoutes`, which ranks every
 * route again and was a long task on a phone; `routeOfAddress` keeps both in step (router.test.ts).
 */
async function loadMatchedRoutes(): Promise<void> {
  const route = routeOfAddress(routes, window.location.pathname);
  if (route === null) return;
  if (route.id !== undefined && route.loader) serverLoaded[route.id] = null;
  if (typeof route.lazy !== 'function') return;
  const loaded = await route.lazy();
  Object.assign(route, { ...loaded, lazy: undefined });
}

/**
 * Marks the page interactive (`<html data-ready>`) once React has taken it over and rendered what only
 * the browser knows (its layout, the session): tests wait for it.
 */
function InteractiveMark() {
  const hydrated = useHydrated();
  // Effects run once the whole page is committed.
  useEffect(endHydration, []);
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.ready = '';
  }, [hydrated]);
  return null;
}

function app(router: ReturnType<typeof createBrowserRouter>) {
  return (
    <StrictMode>
      <InteractiveMark />
      <App queryClient={queryClient} router={<RouterProvider router={router} />} />
    </StrictMode>
  );
}

/**
 * A super administrator arriving from another club's admin redeems the hand-over before the session
 * loads; its code (and the members' call definitions) loads only then.
 */
async function redeemHandOver(): Promise<void> {
  // HAND_OVER_COOKIE of packages/shared/src/api/members.ts, written out: importing it would load that module first.
  if (!document.cookie.includes('club_hand_over=')) return;
  const { redeemHandOverCookie } = await import('./lib/hand-over.ts');
  await redeemHandOverCookie();
}

/**
 * Lets the browser paint and handle input before the page's start-up work: the scripts' evaluation is
 * one task already, and a phone would not answer a tap until both were over.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(root: HTMLElement): Promise<void> {
  await yieldToBrowser();
  const state = readRenderState();
  if (state !== null) {
    keepRenderedLanguage(state.language);
    keepRenderedForPhone(state.phone);
    const loading = Promise.all([
      import('./ssr/hydrate-queries.ts'),
      // A page's code that cannot be loaded (a build gone after a deploy) is not hydrated: the router
      // renders the route's error in its place (RouteError, which reloads the page once).
      loadMatchedRoutes().then(
        () => true,
        () => false,
      ),
      redeemHandOver(),
    ]);
    // The start-up work of a server-rendered page in tasks of its own, each short on a phone: reading
    // the page's state (and the local storage's first read), the translations, the server's answers,
    // the router, then hydration.
    await yieldToBrowser();
    initI18nFrom(state.language, state.translations);
    const [{ hydrate }, routesLoaded] = await loading;
    await yieldToBrowser();
    hydrate(queryClient, state.queries);
    await yieldToBrowser();
    const router = createBrowserRouter(routes, { hydrationData: { loaderData: serverLoaded } });
    await yieldToBrowser();
    if (readToken(currentAlias()) === null && routesLoaded) {
      for (const query of state.queries.queries) hydratedQueries.add(query.queryHash);
      beginHydration();
      // As a transition, hydration yields to the browser every few milliseconds instead of holding the
      // main thread for the whole page (a phone's taps and paints go first; Remix hydrates the same way).
      startTransition(() => {
        hydrateRoot(root, app(router));
      });
      return;
    }
    // A signed-in person: the server rendered a visitor's page, which stays on screen until theirs is
    // rendered (their session, likes and actions differ, so taking the visitor's markup over would
    // not match). The visitor's answers show meanwhile and are asked for again as theirs. (A page
    // whose code did not load is rendered afresh too, its route's error in its place.)
    createRoot(root).render(app(router));
    return;
  }
  // The club loads while the translations do; the first render waits for the translations so no
  // screen ever shows raw keys.
  if (currentAlias() !== '') void queryClient.prefetchQuery(clubQuery());
  await Promise.all([initI18n(storedLanguage()), redeemHandOver()]);
  createRoot(root).render(app(createBrowserRouter(routes)));
}

const root = document.getElementById('root');
if (root) void start(root);
