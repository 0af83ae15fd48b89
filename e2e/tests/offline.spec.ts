import { type APIRequestContext, type Page, request } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { expect, test, typeAndCheck } from '../support/person.ts';
import { controlledByWorker } from '../support/service-worker.ts';

/**
 * Issue 15: after one visit online, a diver on a boat reads the home's spots, a spot's panel with its
 * infos and the layer opened before with no network, and the page says it is offline and since
 * when; a write offline is refused at once and what was typed stays; back online, what the manager
 * changed meanwhile shows, not the copy.
 */

const host = `demo.localhost:${E2E_PORT}`;
const wreck = 'Épave du Donator';

/** The API as a Node client (not the browser: it stays online), signed in as `who`. */
async function apiAs(who: { email: string; password: string }) {
  const context = await request.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    extraHTTPHeaders: { host },
  });
  const response = await context.post('/api/Users/connection/', { data: who });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  return { context, token };
}

const manager = { email: 'manager@demo.localhost', password: 'demo-manager-2026' };
const member = { email: 'marin@demo.localhost', password: 'demo-member-2026' };

async function spotId(context: APIRequestContext, name: string): Promise<number> {
  const spots = (await (await context.get('/api/Spots/getSpotsByClub/1')).json()) as {
    Id: number;
    Name: string;
  }[];
  const spot = spots.find((candidate) => candidate.Name === name);
  if (!spot) throw new Error(`the demo club has ${name}`);
  return spot.Id;
}

type SpotInfos = Record<string, unknown> & { Visibility: string | null };

/** The manager writes the wreck's visibility in French, the rest of its infos as they are. */
async function writeVisibility(context: APIRequestContext, token: string, id: number, visibility: string) {
  const infos = (await (
    await context.get(`/api/Spots/getInfos/${id}`, { headers: { 'accept-language': 'fr' } })
  ).json()) as SpotInfos;
  const { Language_id: _languageId, ...fields } = infos;
  const response = await context.post('/api/Spots/editSpotInfos', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...fields, Language_key: 'fr', Visibility: visibility },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return infos.Visibility;
}

const map = (page: Page) => page.getByTestId('home-map');
const offlineNotice = (page: Page) => page.getByTestId('offline-notice');

test.use({ viewport: { width: 1280, height: 900 } });

test('a visitor reads the spots, a spot panel and its layer offline; a member’s comment is refused offline; back online the manager’s change shows', async ({
  browser,
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const { context: managerApi, token: managerToken } = await apiAs(manager);
  const id = await spotId(managerApi, wreck);
  const before = await writeVisibility(managerApi, managerToken, id, '15 à 30 m');

  try {
    await test.step('online: the home and the wreck’s panel with its layer, once the worker is there', async () => {
      await page.goto('/');
      await controlledByWorker(page);
      // Visited again under the worker: this time the page and its reads are kept.
      await page.reload();
      await expect(map(page).locator('.leaflet-marker-icon').first()).toBeVisible();
      await page.goto(`/home/${id}`);
      const panel = page.getByTestId('spot-panel');
      await expect(panel.getByRole('heading', { name: wreck })).toBeVisible();
      await expect(panel).toContainText('15 à 30 m');
      await expect(map(page)).toHaveAttribute('data-active-layers', '1');
      await expect(offlineNotice(page)).toHaveCount(0);
    });

    await test.step('offline, reloaded: the panel, its infos and its layer, with the offline notice', async () => {
      await context.setOffline(true);
      await page.reload();
      const panel = page.getByTestId('spot-panel');
      await expect(panel.getByRole('heading', { name: wreck })).toBeVisible();
      await expect(panel).toContainText('Niveau requis');
      await expect(panel).toContainText('15 à 30 m');
      await expect(map(page)).toHaveAttribute('data-active-layers', '1');
      await expect(offlineNotice(page)).toHaveText(/^Hors ligne — données du \d{1,2} \S+ à \d{2}:\d{2}$/);

      await page.goto('/');
      await expect(map(page).locator('.leaflet-marker-icon').first()).toBeVisible();
      await expect(offlineNotice(page)).toBeVisible();
      await page.goto(`/home/${id}`);
      await expect(panel).toContainText('15 à 30 m');
    });

    await test.step('a member’s comment offline is refused at once, and what they typed stays', async () => {
      const { context: memberApi, token } = await apiAs(member);
      const news = (await (await memberApi.get('/api/News/getLastNewsByClub/1')).json()) as { Id: number };
      await memberApi.dispose();
      const memberContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const reader = await memberContext.newPage();
      await reader.goto(`http://${host}/`);
      await reader.evaluate((value) => localStorage.setItem('token:demo', value), token);
      await reader.goto(`http://${host}/news/${news.Id}`);
      const field = reader.getByLabel('Votre commentaire');
      await expect(field).toBeVisible();
      await memberContext.setOffline(true);
      await expect(offlineNotice(reader)).toBeVisible();
      const text = 'Visibilité superbe ce matin, à refaire !';
      await typeAndCheck(field, text);
      await reader.getByRole('button', { name: 'Publier le commentaire' }).click();
      await expect(reader.getByText("Vous êtes hors ligne : rien n'a été envoyé")).toBeVisible();
      await expect(field).toHaveValue(text);
      // One message for one click: the generic error dialog does not cover the offline notice.
      await expect(reader.getByRole('dialog', { name: 'Une erreur est survenue' })).toHaveCount(0);
      await memberContext.close();
    });

    await test.step('back online: the manager’s change shows, not the kept copy', async () => {
      await writeVisibility(managerApi, managerToken, id, '20 à 35 m après la tempête');
      await context.setOffline(false);
      // On the page read offline, without reloading it: its reads are asked again, then the notice goes.
      const panel = page.getByTestId('spot-panel');
      await expect(panel).toContainText('20 à 35 m après la tempête');
      await expect(offlineNotice(page)).toHaveCount(0);
      // And a visit now gets the server's page, not the kept one.
      await page.reload();
      await expect(panel).toContainText('20 à 35 m après la tempête');
      await expect(panel).not.toContainText('15 à 30 m');
      await expect(offlineNotice(page)).toHaveCount(0);
    });
  } finally {
    await context.setOffline(false);
    if (before !== null) await writeVisibility(managerApi, managerToken, id, before);
    await managerApi.dispose();
  }
});

test('the demo home is an app Chromium can install: its manifest and service worker pass the browser’s own check', async ({
  page,
}) => {
  // Lighthouse 12 dropped its PWA category; this is the check it ran, Chromium's installability.
  await page.goto('/');
  await controlledByWorker(page);
  const browser = await page.context().newCDPSession(page);
  const manifest = (await browser.send('Page.getAppManifest')) as {
    errors: { message: string }[];
    data?: string;
  };
  expect(manifest.errors).toEqual([]);
  const parsed = JSON.parse(manifest.data ?? '{}') as { name?: string; start_url?: string; display?: string };
  expect(parsed).toMatchObject({
    name: 'Club de plongée de Port-Cros',
    start_url: '/',
    display: 'standalone',
  });
  const { installabilityErrors } = (await browser.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's browser contexts are incognito ones, where Chromium installs nothing; a person's browser
  // is not. Any other reason (no icon of the right size, no worker, a bad start address) fails.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
});
