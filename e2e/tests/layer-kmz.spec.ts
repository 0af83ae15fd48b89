import path from 'node:path';
import { type Browser, type Locator, type Page, request, type TestInfo } from '@playwright/test';
import { api, demoHost, demoManager, firstSpotId } from '../support/layer-editor.ts';
import { expect, problemsOf, test } from '../support/person.ts';
import { signIn } from '../support/sign-in.ts';

/** Made by e2e/fixtures/make-port-cros-kmz.ts: doc.kml and files/icon-*.png, linked relatively. */
const kmz = path.resolve(import.meta.dirname, '../fixtures/port-cros-mouillages.kmz');
const layerName = 'Mouillages du Cap des Mèdes';
const buoy = 'Bouée de mouillage Est';

const map = (page: Page) => page.getByTestId('home-map');
const marker = (page: Page, title: string) => map(page).locator(`img.leaflet-marker-icon[title="${title}"]`);

/** The layer's icons come from the club's own file store, and the browser has drawn them. */
async function expectIconsLoaded(page: Page) {
  for (const title of [buoy, 'Départ des palanquées']) {
    const icon = marker(page, title);
    await expect(icon).toBeVisible();
    await expect(icon).toHaveAttribute('src', /\/files\/Kmls\/\d+\/.+\.png$/);
    await expect
      .poll(() => icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
  }
  // The marker without an icon of its own is the club's pin in its file's colour.
  await expect(marker(page, 'Palier de sécurité')).toHaveAttribute('src', /^data:image\/svg\+xml,/);
}

/** Opens the buoy's popup as a person does and checks its data table is what shows on top. */
async function openBuoyPopup(page: Page): Promise<Locator> {
  await marker(page, buoy).click();
  const popup = map(page).locator('.leaflet-popup');
  await expect(popup).toBeVisible();
  await expect(popup.locator('strong')).toHaveText(buoy);
  const table = popup.locator('table.shape-popup__data');
  const rows = await table
    .locator('tr')
    .evaluateAll((lines) => lines.map((line) => [...line.children].map((cell) => cell.textContent)));
  expect(rows).toEqual([
    ['Profondeur', '18 m'],
    ['Corps-mort', 'Bloc béton de 2 t, chaîne de 12 m'],
    ['Longueur max.', '12 m'],
    [
      'Réservation',
      'Obligatoire de juillet à août, auprès du Parc national de Port-Cros (capitainerie de Porquerolles, VHF canal 9)',
    ],
  ]);
  // uMap's options stay out of the table; nothing of it leaves the popup's box.
  await expect(table).not.toContainText('_umap_options');
  // Nothing is drawn over it (the zoom and menu buttons sit in the map's top corners): its title's
  // first letters and its table's middle are the popup's own.
  const onTop = await popup.evaluate((element) => {
    const title = element.querySelector('strong')?.getBoundingClientRect();
    const data = element.querySelector('table')?.getBoundingClientRect();
    if (!title || !data) return false;
    return [
      [title.left + 2, title.top + title.height / 2],
      [data.left + data.width / 2, data.top + data.height / 2],
    ].every(([x = 0, y = 0]) => element.contains(document.elementFromPoint(x, y)));
  });
  expect(onTop).toBe(true);
  const [tableBox, popupBox] = await Promise.all([table.boundingBox(), popup.boundingBox()]);
  expect(tableBox && popupBox && tableBox.x + tableBox.width <= popupBox.x + popupBox.width).toBe(true);
  return popup;
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(name);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** A visitor on the spot's public page, who switches the uploaded layer off and on again. */
async function visitSpot(page: Page, spotId: number, phone: boolean) {
  await page.goto(`/home/${spotId}`);
  await expect(map(page)).toHaveAttribute('data-zoom', '17');
  if (phone) await page.getByRole('button', { name: 'Ouvrir le menu des sites' }).click();
  const menu = page.getByTestId('spot-side-menu');
  await menu.getByRole('tab', { name: 'Calques' }).click();
  const layer = menu.getByRole('checkbox', { name: layerName });
  await expect(layer).toBeChecked();
  await layer.uncheck();
  await expect(marker(page, buoy)).toHaveCount(0);
  await layer.check();
  if (phone) {
    // The drawer is closed by a tap beside it, on the dimmed page.
    await page.locator('.mantine-Drawer-overlay').click({ position: { x: 20, y: 400 } });
    await expect(menu).toBeHidden();
  }
  await expectIconsLoaded(page);
}

/** A visitor's page of their own (not signed in), on a phone or a computer. */
async function visitorPage(browser: Browser, phone: boolean): Promise<Page> {
  const context = await browser.newContext({
    viewport: phone ? { width: 375, height: 740 } : { width: 1280, height: 900 },
    hasTouch: phone,
    locale: 'fr-FR',
    baseURL: `http://${demoHost}`,
  });
  return context.newPage();
}

/** Removes the layer through the API if a failed run left it, so other specs see the demo data. */
async function removeLeftover(spotId: number) {
  const context = await request.newContext({ baseURL: api, extraHTTPHeaders: { host: demoHost } });
  const layers = (await (await context.get(`/api/Spots/getLayers/${spotId}/1`)).json()) as { Name: string }[];
  if (layers.some((layer) => layer.Name === layerName)) {
    const signedIn = await context.post('/api/Users/connection/', { data: demoManager });
    const { token } = (await signedIn.json()) as { token: string };
    await context.get(`/api/Spots/deleteLayer/${encodeURIComponent(layerName)}/${spotId}/1`, {
      headers: { authorization: `Bearer ${token}` },
    });
  }
  await context.dispose();
}

test.describe('a KMZ on the public map', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  let spotId = 0;
  test.beforeAll(async () => {
    spotId = await firstSpotId();
    await removeLeftover(spotId);
  });
  test.afterAll(async () => {
    await removeLeftover(spotId);
  });

  test('the manager imports a KMZ; visitors see its icons from the club and its data in the popup, on a computer and a phone', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await signIn(page, demoManager);
    await page.goto(`/admin/spot_descriptif/${spotId}`);
    await page.getByRole('tab', { name: 'Calques' }).click();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Importer un fichier' }).click(),
    ]);
    await chooser.setFiles(kmz);
    await page.getByTestId('layer-upload').getByRole('button', { name: 'Importer', exact: true }).click();
    // Named after its <Document><name>; nothing of it was left out.
    const row = page.getByTestId('admin-layer').filter({ hasText: layerName });
    await expect(row).toBeVisible();
    await expect(page.getByText('Importé, mais la carte ne montre pas tout le fichier')).toHaveCount(0);

    // A visitor on a computer.
    const desk = await visitorPage(browser, false);
    const deskProblems = problemsOf(desk);
    await visitSpot(desk, spotId, false);
    await openBuoyPopup(desk);
    await screenshot(desk, testInfo, 'kmz-popup-1280.png');
    await desk.context().close();

    // A visitor on a phone.
    const phone = await visitorPage(browser, true);
    const phoneProblems = problemsOf(phone);
    await visitSpot(phone, spotId, true);
    const popup = await openBuoyPopup(phone);
    // Inside the window once Leaflet has panned the map to show it (an animation of its own).
    await expect
      .poll(async () => {
        const box = await popup.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= 375;
      })
      .toBe(true);
    await screenshot(phone, testInfo, 'kmz-popup-375.png');
    await phone.context().close();
    expect([...deskProblems.found, ...phoneProblems.found]).toEqual([]);

    // The manager deletes the layer: the demo data is as it was.
    await row.getByRole('button', { name: `Supprimer ${layerName}` }).click();
    await page.getByRole('dialog', { name: 'Supprimer' }).getByRole('button', { name: 'Supprimer' }).click();
    await expect(row).toHaveCount(0);
  });
});
