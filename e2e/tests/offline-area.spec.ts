import { type Page, request } from '@playwright/test';
import { planArea } from '../../apps/web/src/features/offline/area/area-plan.ts';
import { E2E_PORT, TILE_ORIGIN } from '../playwright.config.ts';
import { expect, test } from '../support/person.ts';
import { controlledByWorker } from '../support/service-worker.ts';

/**
 * Issue 15, "save the area for offline": on the demo home, a visitor opens the map's "Hors ligne"
 * button, sees what it will store before anything is downloaded, saves it with a progress bar, and
 * with no network the map shows the saved imagery and a spot's panel never opened before; then
 * removes it. The imagery is the tests' own tile server (support/tile-server.ts), which counts the
 * tiles it serves.
 */

const host = `demo.localhost:${E2E_PORT}`;

type Spot = { Id: number; Name: string; Latitude: number; Longitude: number };

async function demoSpots(): Promise<Spot[]> {
  const api = await request.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    extraHTTPHeaders: { host },
  });
  const spots = (await (await api.get('/api/Spots/getSpotsByClub/1')).json()) as Spot[];
  await api.dispose();
  return spots;
}

/** The tiles the tile server served to this spec's site (the walk's server, beside it, shows maps too). */
async function tilesServed(): Promise<number> {
  const api = await request.newContext();
  const served = await api.get(`${TILE_ORIGIN}/hits?site=${encodeURIComponent(host)}`);
  const { hits } = (await served.json()) as { hits: number };
  await api.dispose();
  return hits;
}

/** The offline area's tiles in the browser's Cache Storage. */
function savedTiles(page: Page, origin: string): Promise<number> {
  return page.evaluate(async (tileOrigin) => {
    if (!(await caches.has('club-area'))) return 0;
    const keys = await (await caches.open('club-area')).keys();
    return keys.filter((key) => key.url.startsWith(tileOrigin)).length;
  }, origin);
}

const map = (page: Page) => page.getByTestId('home-map');

test.use({ viewport: { width: 1280, height: 900 } });

test('a visitor saves the spots’ area, reads its map and an unopened spot panel offline, then removes it', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const spots = await demoSpots();
  const expectedTiles = planArea(
    spots.map((spot) => ({ latitude: spot.Latitude, longitude: spot.Longitude })),
  ).tiles.length;
  const unopened = spots.at(-1);
  if (!unopened) throw new Error('the demo club has spots');

  try {
    await test.step('the map’s “Hors ligne” button says what it will store, before anything is downloaded', async () => {
      await page.goto('/');
      await controlledByWorker(page);
      const open = page.getByTestId('save-area-open');
      await expect(open).toBeVisible();
      // What a person clicks is what is on top there (not the map under it).
      const box = await open.boundingBox();
      if (!box) throw new Error('the button has a box');
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid=save-area-open]') !== null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(onTop).toBe(true);
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Carte hors ligne' });
      await expect(dialog).toContainText(`autour des ${spots.length} sites`);
      const estimate = dialog.getByTestId('offline-area-estimate');
      await expect(estimate).toContainText(
        new RegExp(
          `^Environ [\\d\\s,]+\\sMo : ${expectedTiles.toLocaleString('fr-FR').replace(/\s/g, '\\s')} tuiles, détail jusqu’au zoom 17`,
        ),
      );
      await expect(estimate).toContainText('Limite fixée par le club : 100 Mo');
    });

    await test.step('saving shows its progress, then what was stored: every tile of the plan, once', async () => {
      // The map behind the dialog asks for its own tiles as the app starts: they arrive first, so that
      // what the save downloads is counted alone.
      await expect(map(page).locator('img.leaflet-tile-loaded').first()).toBeVisible();
      await expect(map(page).locator('img.leaflet-tile:not(.leaflet-tile-loaded)')).toHaveCount(0);
      const servedBefore = await tilesServed();
      const dialog = page.getByRole('dialog', { name: 'Carte hors ligne' });
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(dialog.getByTestId('offline-area-progress')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Arrêter' })).toBeVisible();
      const saved = dialog.getByTestId('offline-area');
      await expect(saved).toBeVisible({ timeout: 90_000 });
      await expect(saved).toContainText(
        new RegExp(
          `^Enregistrée le .+ : [\\d\\s,]+\\sMo, ${expectedTiles.toLocaleString('fr-FR').replace(/\s/g, '\\s')} tuiles$`,
        ),
      );
      expect(await tilesServed()).toBe(servedBefore + expectedTiles);
      expect(await savedTiles(page, TILE_ORIGIN)).toBe(expectedTiles);
      await expect(dialog.getByRole('button', { name: 'Mettre à jour' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });

    await test.step('offline: the home map shows the saved imagery, not a single tile downloaded', async () => {
      const servedBefore = await tilesServed();
      await context.setOffline(true);
      await page.reload();
      await expect(map(page).locator('.leaflet-marker-icon').first()).toBeVisible();
      await expect(map(page).locator('img.leaflet-tile-loaded').first()).toBeVisible();
      await expect(map(page)).not.toHaveAttribute('data-tiles', 'unavailable');
      await expect(page.getByTestId('offline-notice')).toBeVisible();
      expect(await tilesServed()).toBe(servedBefore);
    });

    await test.step('offline: a spot never opened shows its panel, on its imagery at zoom 17', async () => {
      await page.goto(`/home/${unopened.Id}`);
      const panel = page.getByTestId('spot-panel');
      await expect(panel.getByRole('heading', { name: unopened.Name })).toBeVisible();
      await expect(map(page)).toHaveAttribute('data-zoom', '17');
      const loaded = map(page).locator('img.leaflet-tile-loaded');
      await expect(loaded.first()).toBeVisible();
      // The tiles on screen at zoom 17 are the saved ones.
      await expect
        .poll(() =>
          loaded.evaluateAll(
            (tiles) => tiles.filter((tile) => tile.getAttribute('src')?.includes('/tiles/17/')).length,
          ),
        )
        .toBeGreaterThanOrEqual(4);
      await expect(map(page)).not.toHaveAttribute('data-tiles', 'unavailable');
    });

    await test.step('the offline area is removed with one button, offline as well', async () => {
      await page.getByTestId('save-area-open').click();
      const dialog = page.getByRole('dialog', { name: 'Carte hors ligne' });
      await expect(dialog.getByTestId('offline-area')).toBeVisible();
      await expect(dialog).toContainText('Sans réseau : reconnectez-vous pour enregistrer la zone.');
      await expect(dialog.getByRole('button', { name: 'Mettre à jour' })).toBeDisabled();
      await dialog.getByRole('button', { name: 'Supprimer' }).click();
      await expect(dialog.getByTestId('offline-area')).toHaveCount(0);
      expect(await page.evaluate(() => caches.has('club-area'))).toBe(false);
    });
  } finally {
    await context.setOffline(false);
  }
});
