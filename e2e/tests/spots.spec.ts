import path from 'node:path';
import { type APIRequestContext, type Page, request } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { expect, test, typeAndCheck, typeText } from '../support/person.ts';

const manager = { email: 'manager@demo.localhost', password: 'demo-manager-2026' };
const fixtures = path.resolve(import.meta.dirname, '../fixtures');
const host = `demo.localhost:${E2E_PORT}`;
const accessLayer = "Plan d'accès";

/** The API as a Node client: 127.0.0.1 with the club's Host header. */
async function api(): Promise<{ context: APIRequestContext; token: string }> {
  const context = await request.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    extraHTTPHeaders: { host },
  });
  const response = await context.post('/api/Users/connection/', { data: manager });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  return { context, token };
}

async function spotIdByName(context: APIRequestContext, name: string): Promise<number> {
  const spots = (await (await context.get('/api/Spots/getSpotsByClub/1')).json()) as {
    Id: number;
    Name: string;
  }[];
  const spot = spots.find((candidate) => candidate.Name === name);
  if (!spot) throw new Error(`no spot ${name}`);
  return spot.Id;
}

const accessKml = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>${accessLayer}</name>
<Placemark><name>Bouée du Parc</name><Point><coordinates>6.3925,42.9918,0</coordinates></Point></Placemark>
<Placemark><name>Route</name><LineString><coordinates>6.38,43.005,0 6.3925,42.9925,0</coordinates></LineString></Placemark>
</Document></kml>`;

/** La Gabinière gets one uploaded layer for the visitor to toggle (idempotent across viewports). */
test.beforeAll(async () => {
  const { context, token } = await api();
  const spotId = await spotIdByName(context, 'La Gabinière');
  const response = await context.post('/api/Spots/uploadKmlFile', {
    headers: { authorization: `Bearer ${token}` },
    data: { Name: accessLayer, Data: accessKml, Spot_id: spotId, Uploaded: 1 },
  });
  expect([200, 409]).toContain(response.status());
  await context.dispose();
});

async function signInAsManager(page: Page) {
  const { context, token } = await api();
  await context.dispose();
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token:demo', value), token);
  await page.reload();
}

const map = (page: Page) => page.getByTestId('home-map');

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`visitor on ${device.name}`, () => {
    test.use({ viewport: device.viewport, hasTouch: device.name === 'phone' });

    test('finds a spot by its town, the map zooms to it, a layer toggles, infos in French and English', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(map(page)).toBeVisible();
      // Fitted to every spot, zoom capped at 7; readable without imagery (no internet here).
      await expect(map(page)).toHaveAttribute('data-zoom', /^[1-7]$/);
      const box = await map(page).boundingBox();
      if (device.name === 'desktop') {
        expect(box?.height).toBe(600);
      } else {
        expect(box?.height).toBe(device.viewport.height - 65);
        // Closed under 768 px: open it.
        await expect(page.getByTestId('spot-side-menu')).toHaveCount(0);
        await page.getByRole('button', { name: 'Ouvrir le menu des sites' }).click();
      }
      const menu = page.getByTestId('spot-side-menu');
      await expect(menu).toBeVisible();

      await typeText(menu.getByRole('combobox', { name: 'Rechercher' }), 'Port-Cros');
      await page.getByRole('option', { name: 'Hyères (Port-Cros)' }).click();
      await menu.getByRole('button', { name: /La Gabinière/ }).click();

      await expect(page).toHaveURL(/\/home\/\d+$/);
      const spotPath = new URL(page.url()).pathname;
      await expect(map(page)).toHaveAttribute('data-zoom', '17');
      const panel = page.getByTestId('spot-panel');
      await expect(panel.getByRole('heading', { name: 'La Gabinière' })).toBeVisible();
      await expect(panel).toContainText('Niveau requis');
      await expect(panel).toContainText('Niveau 2');

      // The layers tab opened with the spot's layer shown; toggling removes and adds its KML.
      if (device.name === 'phone')
        await page.getByRole('button', { name: 'Ouvrir le menu des sites' }).click();
      const layer = page.getByTestId('spot-side-menu').getByRole('checkbox', { name: accessLayer });
      await expect(layer).toBeChecked();
      await expect(map(page)).toHaveAttribute('data-active-layers', '1');
      await layer.uncheck();
      await expect(map(page)).toHaveAttribute('data-active-layers', '0');
      await layer.check();
      await expect(map(page)).toHaveAttribute('data-active-layers', '1');

      // Unselecting shows every spot again.
      await page
        .getByTestId('spot-side-menu')
        .getByRole('button', { name: 'Afficher tous les sites' })
        .click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('spot-panel')).toHaveCount(0);

      // In English, the same spot's infos read in English.
      await page.evaluate(() => localStorage.setItem('language', 'en'));
      await page.goto(spotPath);
      await expect(page.getByTestId('spot-panel')).toContainText('Required level');
      await expect(page.getByTestId('spot-panel')).toContainText('Level 2');
      await page.evaluate(() => localStorage.setItem('language', 'fr'));
    });
  });
}

test.describe('visitor on the replays page', () => {
  test('asks for the replays of the spot only once its id is known, never with 0 (no 4xx)', async ({
    page,
  }) => {
    const { context } = await api();
    const spotId = await spotIdByName(context, 'La Gabinière');
    await context.dispose();
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/Spots/getReplays/')) asked.push(pathname);
    });
    await page.goto(`/replays/${spotId}`);
    await expect(page.getByRole('heading', { name: 'Replays de La Gabinière' })).toBeVisible();
    await expect(
      page
        .getByText("Les directs de ce spot s'afficheront ici une fois terminés.")
        .or(page.getByTestId('replay').first()),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The page watch (support/person.ts) fails the test on the former getReplays/0/0 answered 400.
    expect(asked.every((pathname) => pathname.startsWith(`/api/Spots/getReplays/${spotId}/`))).toBe(true);
  });
});

test.describe('manager on desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('creates a spot, draws every shape and a typed marker with a picture, saves, reloads, uploads and renames a KML', async ({
    page,
    pageProblems,
  }) => {
    test.setTimeout(180_000);
    await signInAsManager(page);
    await page.getByRole('button', { name: 'Ajouter un site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau site' });
    await expect(dialog.getByTestId('spot-placement-map')).toBeVisible();
    await dialog.getByTestId('spot-placement-map').click({ position: { x: 300, y: 120 } });
    await typeText(dialog.getByLabel('Nom'), 'Sec de la Croix');
    await typeText(dialog.getByLabel('Ville'), 'Le Lavandou');
    await typeText(dialog.getByLabel('Latitude'), '43.1');
    await typeText(dialog.getByLabel('Longitude'), '6.37');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(/\/home\/\d+$/);
    const spotId = Number(page.url().split('/').pop());
    await expect(
      page.getByTestId('spot-panel').getByRole('heading', { name: 'Sec de la Croix' }),
    ).toBeVisible();

    // The layer editor: one of each shape.
    await page.getByTestId('spot-panel').getByRole('link', { name: 'Nouveau calque' }).click();
    await expect(page).toHaveURL(`/admin/spot_creation_calque/${spotId}`);
    const editor = page.getByTestId('layer-editor-map');
    await expect(editor).toHaveAttribute('data-shape-count', '0');
    await typeText(page.getByLabel('Nom du calque'), 'Plongée test');
    const modes = page.getByRole('radiogroup', { name: 'Mode de dessin' });
    const mode = (label: string) => modes.getByText(label, { exact: true }).click();

    await mode('Cercle');
    await editor.click({ position: { x: 120, y: 100 } });
    await mode('Rectangle');
    await editor.click({ position: { x: 420, y: 100 } });
    await mode('Polygone');
    const corners: [number, number][] = [
      [100, 300],
      [200, 260],
      [220, 380],
    ];
    for (const [x, y] of corners) {
      await editor.click({ position: { x, y } });
    }
    await page.getByRole('button', { name: /Terminer la forme/ }).click();
    await mode('Ligne');
    await editor.click({ position: { x: 350, y: 300 } });
    await editor.click({ position: { x: 500, y: 380 } });
    await page.getByRole('button', { name: /Terminer la forme/ }).click();

    await mode('Marqueur');
    await page.getByRole('combobox', { name: 'Type de marqueur' }).click();
    await page.getByRole('option', { name: 'Épave' }).click();
    await editor.click({ position: { x: 300, y: 480 } });
    const properties = page.getByTestId('shape-properties');
    const [markerChooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      properties.getByRole('button', { name: 'Image du marqueur' }).click(),
    ]);
    await markerChooser.setFiles(path.join(fixtures, 'avatar.png'));
    await properties.getByRole('button', { name: 'Envoyer' }).click();
    await expect(properties.locator('img[src^="/files/Kmls/"]')).toBeVisible();
    await typeAndCheck(properties.getByLabel('Titre'), 'Épave du Togo');
    await typeAndCheck(properties.getByLabel('Description'), 'Cargo coulé en 1943, par 60 m.');

    await mode('Image');
    const [imageChooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Image à placer' }).click(),
    ]);
    await imageChooser.setFiles(path.join(fixtures, 'avatar.png'));
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByTestId('placed-image')).toHaveAttribute('src', /^\/files\/Kmls\//);
    await editor.click({ position: { x: 600, y: 250 } });
    await expect(editor).toHaveAttribute('data-shape-count', '6');

    // Leaving with unsaved shapes asks first.
    await page.getByRole('link', { name: /Calques, critères et direct/ }).click();
    const ask = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
    await ask.getByRole('button', { name: 'Rester' }).click();
    await expect(page).toHaveURL(`/admin/spot_creation_calque/${spotId}`);
    await expect(editor).toHaveAttribute('data-shape-count', '6');

    await page.getByRole('button', { name: 'Enregistrer le calque' }).click();
    await expect(page).toHaveURL(
      `/admin/spot_edition_calques/${spotId}/${encodeURIComponent('Plongée test')}`,
    );

    // After a reload, the same layer: every shape, the typed marker with its picture.
    await page.reload();
    await expect(page.getByTestId('layer-editor-map')).toHaveAttribute('data-shape-count', '6');
    const types = await page
      .getByTestId('editor-shape')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-type')));
    expect(types.sort()).toEqual(['circle', 'image', 'marker', 'polygon', 'polyline', 'rectangle']);
    await page.getByTestId('editor-shape').filter({ hasText: 'Épave du Togo' }).click();
    await expect(page.getByTestId('shape-properties').locator('img[src^="/files/Kmls/"]')).toBeVisible();
    await expect(page.getByTestId('shape-properties').getByLabel('Description')).toHaveValue(
      'Cargo coulé en 1943, par 60 m.',
    );

    // Nothing changed since it opened: leaving asks nothing. The spot's administration page: a non-KML
    // file is refused, a Google Earth export is taken.
    await page.getByRole('link', { name: /Calques, critères et direct/ }).click();
    await expect(page).toHaveURL(`/admin/spot_descriptif/${spotId}`);
    const [wrongChooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Importer un fichier' }).click(),
    ]);
    await wrongChooser.setFiles(path.join(fixtures, 'avatar.png'));
    await expect(page.getByText("Ce fichier n'est pas un calque (KML, KMZ, GPX ou GeoJSON).")).toBeVisible();
    const [kmlChooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Importer un fichier' }).click(),
    ]);
    await kmlChooser.setFiles(path.join(fixtures, 'google-earth-port-cros.kml'));
    // Left empty, the layer's name is the one inside the file (its <Document><name>).
    const upload = page.getByTestId('layer-upload');
    await expect(upload.getByLabel('Nom du calque')).toHaveValue('');
    await upload.getByRole('button', { name: 'Importer', exact: true }).click();
    const uploaded = page.getByTestId('admin-layer').filter({ hasText: 'Port-Cros plongée' });
    await expect(uploaded).toBeVisible();
    await uploaded.getByRole('checkbox').check();
    await expect(page.getByTestId('layers-preview')).toHaveAttribute('data-active-layers', '1');
    await expect(page.getByTestId('admin-layer').filter({ hasText: 'Plongée test' })).toBeVisible();

    // The same file again under a name typed that is taken: it shows on the name field; another is typed.
    pageProblems.expect(409, /\/api\/Spots\/(uploadLayerFile|editKmlFile)/);
    const [againChooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Importer un fichier' }).click(),
    ]);
    await againChooser.setFiles(path.join(fixtures, 'google-earth-port-cros.kml'));
    await typeAndCheck(upload.getByLabel('Nom du calque'), 'Port-Cros plongée');
    await upload.getByRole('button', { name: 'Importer', exact: true }).click();
    await expect(upload.getByText('Un calque porte déjà ce nom.')).toBeVisible();
    await typeAndCheck(upload.getByLabel('Nom du calque'), 'Port-Cros bis');
    await upload.getByRole('button', { name: 'Importer', exact: true }).click();
    const second = page.getByTestId('admin-layer').filter({ hasText: 'Port-Cros bis' });
    await expect(second).toBeVisible();

    // Renamed: a name the spot already uses shows on the field, another one is taken.
    await second.getByRole('button', { name: 'Renommer Port-Cros bis' }).click();
    const newName = page.getByRole('textbox', { name: 'Renommer Port-Cros bis' });
    await typeAndCheck(newName, 'Port-Cros plongée');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText('Un calque porte déjà ce nom.')).toBeVisible();
    await typeAndCheck(newName, 'Port-Cros (Google Earth)');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    const renamed = page.getByTestId('admin-layer').filter({ hasText: 'Port-Cros (Google Earth)' });
    await expect(renamed).toBeVisible();
    await page.reload();
    await expect(renamed).toBeVisible();
    await expect(page.getByTestId('admin-layer').filter({ hasText: 'Port-Cros bis' })).toHaveCount(0);
  });

  test('the subscription notice appears once the club has its Max of spots', async ({ page }) => {
    const { context, token } = await api();
    const headers = { authorization: `Bearer ${token}` };
    const subscription = (await (await context.get('/api/Spots/getQuota', { headers })).json()) as {
      Count: number;
      Max: number;
    };
    // The spots made to fill the club go at the end, so that later tests can still add one.
    const filling: number[] = [];
    try {
      for (let index = subscription.Count; index < subscription.Max; index += 1) {
        const created = await context.post('/api/Spots/createSpot', {
          headers,
          data: { Name: `Site ${index}`, Latitude: 43 + index / 100, Longitude: 6.3 },
        });
        expect(created.ok()).toBe(true);
        filling.push(((await created.json()) as { Id: number }).Id);
      }
      const refused = await context.post('/api/Spots/createSpot', {
        headers,
        data: { Name: 'De trop', Latitude: 43, Longitude: 6.3 },
      });
      expect(refused.status()).toBe(409);

      await signInAsManager(page);
      await page.getByRole('button', { name: 'Ajouter un site' }).click();
      await expect(page.getByText('Limite de sites atteinte')).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Nouveau site' })).toHaveCount(0);
    } finally {
      for (const id of filling)
        expect((await context.get(`/api/Spots/deleteSpot/${id}`, { headers })).ok()).toBe(true);
      await context.dispose();
    }
  });
});
