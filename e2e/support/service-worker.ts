import type { Page } from '@playwright/test';

/** Until the site's service worker controls the page (it registers a few seconds after the page has loaded). */
export async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}
