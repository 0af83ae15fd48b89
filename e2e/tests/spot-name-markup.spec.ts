import { type APIRequestContext, request } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { expect, test } from '../support/person.ts';

/**
 * A spot's name is text wherever the map shows it (Hardening III): Leaflet writes a tooltip given as a
 * string with innerHTML, so a manager's name with markup became markup on every visitor's page, a
 * `<meta http-equiv="refresh">` sending them to another site. Typing a name in the spot form is the
 * manager test of spots.spec.ts; here the spot is made through the API and removed after.
 */
const markup = '<img src=x id=injected><meta http-equiv="refresh" content="0;url=http://127.0.0.1:1/">';
const manager = { email: 'manager@demo.localhost', password: 'demo-manager-2026' };

let context: APIRequestContext;
let headers: Record<string, string>;
let spotId: number;

test.beforeAll(async () => {
  context = await request.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    extraHTTPHeaders: { host: `demo.localhost:${E2E_PORT}` },
  });
  const signIn = await context.post('/api/Users/connection/', { data: manager });
  expect(signIn.ok()).toBe(true);
  headers = { authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
  // South of Port-Cros, in the sea, away from the demo's spots: its name has room on the map.
  const created = await context.post('/api/Spots/createSpot', {
    headers,
    data: { Name: markup, Latitude: 42.955, Longitude: 6.31 },
  });
  expect(created.ok()).toBe(true);
  spotId = ((await created.json()) as { Id: number }).Id;
});

test.afterAll(async () => {
  if (spotId) expect((await context.get(`/api/Spots/deleteSpot/${spotId}`, { headers })).ok()).toBe(true);
  await context.dispose();
});

for (const width of [375, 1280]) {
  test.describe(`visitor at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 812 : 900 }, hasTouch: width < 600 });

    test('sees a spot named with markup as its literal name, on the home and on the spot page', async ({
      page,
    }) => {
      // Documents loaded: a refresh to another site would be one more.
      const documents: string[] = [];
      page.on('load', () => documents.push(new URL(page.url()).pathname));
      const noMarkupMade = async () => {
        await expect(page.locator('#injected')).toHaveCount(0);
        await expect(page.locator('meta[http-equiv]')).toHaveCount(0);
      };
      const label = page.getByTestId('home-map').locator('.spot-label').filter({ hasText: markup });

      await page.goto('/');
      // The home opens on the club's spots gathered in a cluster: a click on it spreads them. The map
      // is drawn once the page is interactive: its markers are waited for first.
      const map = page.getByTestId('home-map');
      await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
      for (let step = 0; step < 5 && (await label.count()) === 0; step += 1) {
        const cluster = map.locator('.spot-cluster').first();
        if ((await cluster.count()) === 0) break;
        await cluster.click();
        await page.waitForTimeout(800);
      }
      // Its name may be tucked away by a neighbour's: it is there, as text.
      await expect(label).toHaveText(markup);
      await noMarkupMade();
      await page.screenshot({ path: `/tmp/spot-name-markup-home-${width}.png` });

      await page.goto(`/home/${spotId}`);
      await expect(page.getByTestId('spot-panel').getByRole('heading', { name: markup })).toBeVisible();
      // A name this long has no room beside its marker: it shows when the marker has the keyboard's focus.
      await page.getByTestId('home-map').getByRole('button', { name: markup, exact: true }).focus();
      await expect(label).toBeVisible();
      await expect(label).toHaveText(markup);
      await noMarkupMade();
      // A refresh of 0 s would have left by now; the page stays where the visitor went.
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe(`/home/${spotId}`);
      expect(documents).toEqual(['/', `/home/${spotId}`]);
      await page.screenshot({ path: `/tmp/spot-name-markup-spot-${width}.png` });
    });
  });
}
