import { expect, type Page } from '@playwright/test';

/** Until the site's service worker controls the page (it registers a few seconds after the page has loaded). */
export async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/**
 * Until the site's service worker is active and has kept what the public pages start from, as it does
 * on a visitor's first page: the page's own address (it came from the server, before the worker), the
 * club's read, and the first page of its outings and of its news.
 */
export async function keptForOffline(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const address = page.url();
  await expect
    .poll(
      () =>
        page.evaluate(async (pageUrl) => {
          const kept = async (cache: string) =>
            (await caches.has(cache)) ? (await (await caches.open(cache)).keys()).map((key) => key.url) : [];
          const reads = (await kept('club-reads')).map((url) => new URL(url).pathname);
          return {
            page: (await kept('club-pages')).includes(pageUrl),
            club: reads.some((path) => path.startsWith('/api/Clubs/getClubByAlias/')),
            outings: reads.some((path) => path.startsWith('/api/Outings/getOutings/')),
            news: reads.some((path) => path.startsWith('/api/News/getNewsByClub/')),
          };
        }, address),
      { timeout: 30_000 },
    )
    .toEqual({ page: true, club: true, outings: true, news: true });
}
