import { devices, type Page, request } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { expect, test } from '../support/person.ts';
import { keptForOffline } from '../support/service-worker.ts';

/**
 * Hardening III: on a phone, a first visit (the home, then one spot) is enough to read the home, the
 * outings and the news with no network. The pages of that visit came from the server with their
 * reads inside, before the service worker was there: the worker keeps what the public pages need to
 * start (the club, its spots, what the home, the outings and the news read) and the first page itself,
 * from the first page on.
 */

const host = `demo.localhost:${E2E_PORT}`;
const clubName = 'Club de plongée de Port-Cros';

type Spot = { Id: number; Name: string };
type Titled = { Title: string };

/** What the server answers (a Node client: it stays online), as a visitor reads it in French. */
async function demoData() {
  const api = await request.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    extraHTTPHeaders: { host, 'accept-language': 'fr' },
  });
  const read = async <T>(path: string) => {
    const response = await api.get(path);
    expect(response.ok(), path).toBe(true);
    return (await response.json()) as T;
  };
  const spots = await read<Spot[]>('/api/Spots/getSpotsByClub/1');
  const outings = await read<Titled[]>('/api/Outings/getOutings/1/0?past=false');
  const news = await read<Titled[]>('/api/News/getNewsByClub/1/0');
  await api.dispose();
  const [outing] = outings;
  const [item] = news;
  if (!outing || !item || spots.length === 0) throw new Error('the demo club has spots, outings and news');
  return { spots, outing: outing.Title, news: item.Title };
}

const offlineNotice = (page: Page) => page.getByTestId('offline-notice');

/** The spots the home map draws: markers, and the counts of the clusters gathering the others. */
function spotsOnMap(page: Page): Promise<number> {
  return page.getByTestId('home-map').evaluate((map) => {
    const markers = map.querySelectorAll('img.leaflet-marker-icon[alt]').length;
    const clustered = [...map.querySelectorAll('.spot-cluster')].reduce(
      (sum, cluster) => sum + Number(cluster.textContent),
      0,
    );
    return markers + clustered;
  });
}

/** What every page read offline shows: the club's header, the offline notice, and no "Not found". */
async function offlinePage(page: Page, shot: string) {
  await expect(page.getByRole('banner')).toContainText(clubName);
  await expect(offlineNotice(page)).toHaveText(/^Hors ligne — données du \d{1,2} \S+ à \d{2}:\d{2}$/);
  await expect(page.getByText('Not found')).toHaveCount(0);
  await expect(page.getByText('Page introuvable')).toHaveCount(0);
  await page.screenshot({ path: `/tmp/offline-first-visit-${shot}-375.png`, fullPage: true });
}

const { viewport: _viewport, ...phone } = devices['Pixel 7'];
test.use({ ...phone, viewport: { width: 375, height: 812 } });

test('on a phone, after a first visit to the home and one spot, the home, the outings and the news read offline', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { spots, outing, news } = await demoData();
  const [spot] = spots;
  if (!spot) throw new Error('the demo club has spots');

  try {
    await test.step('online, a first visit: the home, until the worker has kept what the pages start from', async () => {
      await page.goto('/');
      await expect(page.getByRole('banner')).toContainText(clubName);
      // A real visitor's first page: nothing but the page itself asks the worker to keep anything.
      await keptForOffline(page);
    });

    await test.step('one spot, then the network goes', async () => {
      await page.goto(`/home/${spot.Id}`);
      await expect(page.getByTestId('spot-panel').getByRole('heading', { name: spot.Name })).toBeVisible();
      await context.setOffline(true);
    });

    await test.step('offline: the home with the club’s spots on its map', async () => {
      await page.goto('/');
      await expect(page.getByTestId('home-map').locator('.leaflet-marker-icon').first()).toBeVisible();
      await expect.poll(() => spotsOnMap(page)).toBe(spots.length);
      await offlinePage(page, 'home');
    });

    await test.step('offline: the outings, never opened online', async () => {
      await page.goto('/sorties');
      await expect(page.getByRole('main').getByRole('link', { name: outing })).toBeVisible();
      await offlinePage(page, 'outings');
    });

    await test.step('offline: the news, never opened online', async () => {
      await page.goto('/news_list');
      await expect(page.getByRole('main')).toContainText(news);
      await offlinePage(page, 'news');
    });
  } finally {
    await context.setOffline(false);
  }
});
