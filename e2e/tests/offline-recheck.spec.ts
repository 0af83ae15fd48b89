import { OFFLINE_COPY_HEADER } from '../../apps/web/src/sw/offline-copy.ts';
import { expect, test } from '../support/person.ts';

/**
 * Online, a read answered from the service worker's copy (the network not answering yet, as just after
 * the `online` event) puts up the offline notice; the page asks its reads again by itself a little
 * later, and the notice goes once the network answers them (features/offline/offline-state.ts). The
 * worker is blocked here and the copy is played by the test: the first answer of the outings list
 * carries the worker's copy header, the next ones are the server's.
 */

test.use({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });

test('a page online that shows a kept copy asks again by itself, and the offline notice goes', async ({
  page,
}) => {
  let answers = 0;
  await page.route('**/api/Outings/getOutings/**', async (route) => {
    answers += 1;
    if (answers > 1) return route.continue();
    // Node does not resolve *.localhost: the same request to 127.0.0.1, with the site's Host header.
    const asked = new URL(route.request().url());
    const response = await route.fetch({
      url: `${asked.protocol}//127.0.0.1:${asked.port}${asked.pathname}${asked.search}`,
      headers: { ...route.request().headers(), host: asked.host },
    });
    await route.fulfill({
      response,
      headers: { ...response.headers(), [OFFLINE_COPY_HEADER.toLowerCase()]: '2026-11-20T08:00:00.000Z' },
    });
  });
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Sorties' })
    .click();
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toHaveText(/^Hors ligne — données du 20 novembre/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // Asked again without a reload, a click or an `online` event.
  await expect(notice).toHaveCount(0, { timeout: 10_000 });
  expect(answers).toBeGreaterThanOrEqual(2);
});
