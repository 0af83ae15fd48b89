/**
 * The page's first script (index.html). The one stylesheet is linked from the HTML (vite.config.ts);
 * the app's code (React, the router, Mantine: ~110 KB for the framework alone) is asked for once a
 * server-rendered page has painted with its main pictures (`fetchpriority="high"`, the club's banner):
 * on a phone's slow network the page is readable first, its scripts then take the bandwidth, instead of
 * the banner sharing it with them (largest contentful paint, issue 19). The signal is the paint the
 * browser reports: an animation frame runs before its frame is shown, sometimes long before. A page
 * the browser renders (the admin area), or one opened in a background tab (nothing is painted there),
 * starts at once.
 */
import './lib/styles/mantine-styles.ts';
import '@mantine/notifications/styles.css';
import { reloadOnMissingCode } from './lib/stale-build.ts';
import { RENDER_STATE_ID } from './ssr/render-state.ts';

// From the first script on: the app's own code may be the file a deploy took away.
reloadOnMissingCode();

/** The longest the scripts wait for the main pictures: a slow picture must not keep the page inert. */
const MAIN_PICTURES_WAIT_MS = 1_500;
/** The longest they then wait for the browser to report a paint showing them. */
const PAINT_WAIT_MS = 250;

/** The page's main pictures (`fetchpriority="high"`) loaded; resolves with when the last one was. */
function mainPicturesLoaded(): Promise<number> {
  const loading = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter(
    (picture) => !picture.complete,
  );
  if (loading.length === 0) return Promise.resolve(0);
  const loaded = Promise.all(
    loading.map(
      (picture) =>
        new Promise((resolve) => {
          picture.addEventListener('load', resolve, { once: true });
          picture.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
  const timeout = new Promise((resolve) => setTimeout(resolve, MAIN_PICTURES_WAIT_MS));
  return Promise.race([loaded, timeout]).then(() => performance.now());
}

/**
 * Resolves once the browser reports a paint at or after `since` (first contentful or largest
 * contentful paint: they are reported once shown on screen, which an animation frame is not), or after
 * PAINT_WAIT_MS when none comes (the pictures were not the largest thing on the page).
 */
function paintedSince(since: number): Promise<void> {
  const types = PerformanceObserver.supportedEntryTypes ?? [];
  if (!types.includes('largest-contentful-paint') || !types.includes('paint')) {
    return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) done();
    });
    const timer = setTimeout(done, PAINT_WAIT_MS);
    observer.observe({ type: 'paint', buffered: true });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The next task: what comes after runs once the browser has painted and answered input meanwhile. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * React, then the router, then the app (with i18next, TanStack Query and Mantine), each evaluated in a
 * task of its own: evaluating them together was one long task on a phone. Each asks for its code once
 * the one before has run (a few round trips more before the page is interactive, none before it paints).
 */
async function startApp(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('./router-start.ts');
  await nextTask();
  await import('./main.tsx');
}

const serverRendered = document.getElementById(RENDER_STATE_ID) !== null;
if (serverRendered && document.visibilityState === 'visible') {
  void mainPicturesLoaded().then(paintedSince).then(startApp);
} else {
  void import('./main.tsx');
}
