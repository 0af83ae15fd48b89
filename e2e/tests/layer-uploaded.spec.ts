import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import {
  demoManager,
  editorMap,
  expectDrawnInside,
  firstSpotId,
  uploadLayerFile,
} from '../support/layer-editor.ts';
import { expect, test, typeAndCheck } from '../support/person.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * An uploaded layer is a layer like a drawn one: a file from far away shows on the preview once
 * uploaded, opens in the editor on its shapes, is changed, renamed (the editor stays open) and saved
 * as an uploaded layer, then downloaded as GPX and KMZ. Screens at 1280 and 375 px go to /tmp/c-shots.
 */

const fixtures = path.resolve(import.meta.dirname, '../fixtures');
const shots = process.env.SHOTS_DIR ?? '/tmp/c-shots';
/** The file's shapes: a buoy (marker), a trail (line) and an area (polygon). */
const fileShapes = ['Bouée de Sormiou', 'Sentier sous-marin', 'Zone de mouillage interdit'];

async function downloadAs(page: Page, layerName: string, format: RegExp): Promise<Download> {
  await page.getByRole('button', { name: `Exporter ${layerName}` }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: format }).click(),
  ]);
  return download;
}

test.describe('an uploaded layer', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('is uploaded from far away and shown, edited, renamed in the editor, saved as uploaded, exported as GPX and KMZ', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const spotId = await firstSpotId();
    const suffix = Date.now().toString(36);
    const renamed = `Calanques ${suffix}`;
    await page.goto('/');
    await signIn(page, demoManager);
    await page.goto(`/admin/spot_descriptif/${spotId}`);
    const preview = page.getByTestId('layers-preview');
    await expect(preview).toBeVisible();

    // Uploaded: 80 km from the spot, the preview moves to it and every shape is on screen.
    await uploadLayerFile(page, path.join(fixtures, 'calanques-far-from-spot.kml'));
    const uploaded = page.getByTestId('uploaded-layers');
    const row = uploaded.getByTestId('admin-layer').filter({ hasText: 'Calanques relevé' });
    await expect(row).toBeVisible();
    await expect(row.getByRole('checkbox')).toBeChecked();
    await expect(preview).toHaveAttribute('data-active-layers', '1');
    await expectDrawnInside(preview, preview.locator('.leaflet-overlay-pane path'), 2);
    await expectDrawnInside(preview, preview.locator('[title="Bouée de Sormiou"]'), 1);
    await page.screenshot({ path: `${shots}/layers-tab-1280.png`, fullPage: true });

    // Switched off then on: still on screen (nothing moves it away meanwhile).
    await row.getByRole('checkbox').uncheck();
    await expect(preview).toHaveAttribute('data-active-layers', '0');
    await row.getByRole('checkbox').check();
    await expect(preview).toHaveAttribute('data-active-layers', '1');
    await expectDrawnInside(preview, preview.locator('.leaflet-overlay-pane path'), 2);

    // Opened in the editor, on its shapes.
    await row.getByRole('link', { name: 'Modifier Calanques relevé' }).click();
    await expect(page).toHaveURL(
      `/admin/spot_edition_calques/${spotId}/${encodeURIComponent('Calanques relevé')}?uploaded=1`,
    );
    const editor = editorMap(page);
    await expect(editor).toHaveAttribute('data-shape-count', '3');
    await expect(page.getByTestId('editor-shape')).toHaveCount(3);
    for (const name of fileShapes)
      await expect(page.getByTestId('editor-shape').filter({ hasText: name })).toBeVisible();
    // The editor draws its shapes on a canvas and the selected one on its own: each, once selected, in view.
    for (const name of ['Sentier sous-marin', 'Zone de mouillage interdit']) {
      await page.getByTestId('editor-shape').filter({ hasText: name }).click();
      await expectDrawnInside(editor, editor.locator('.leaflet-overlay-pane svg path'), 1);
    }

    // A circle added beside the file's shapes, then renamed and saved: the editor stays open.
    await page
      .getByRole('radiogroup', { name: 'Mode de dessin' })
      .getByText('Cercle', { exact: true })
      .click();
    const frame = await editor.boundingBox();
    if (!frame) throw new Error('the editor map has no box');
    await editor.click({ position: { x: frame.width - 120, y: frame.height - 100 } });
    await expect(editor).toHaveAttribute('data-shape-count', '4');
    await typeAndCheck(page.getByLabel('Nom du calque'), renamed);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/Spots/editKmlFile'));
    await page.getByRole('button', { name: 'Enregistrer le calque' }).click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(JSON.parse(answer.request().postData() ?? '{}')).toMatchObject({ Uploaded: true });
    await expect(page).toHaveURL(
      `/admin/spot_edition_calques/${spotId}/${encodeURIComponent(renamed)}?uploaded=1`,
    );
    await expect(page.getByLabel('Nom du calque')).toHaveValue(renamed);
    await expect(editor).toHaveAttribute('data-shape-count', '4');
    await page.screenshot({ path: `${shots}/editor-uploaded-1280.png`, fullPage: true });

    // Back on the spot's layers: still an uploaded layer, under its new name.
    await page.getByRole('link', { name: /Calques, critères et direct/ }).click();
    const renamedRow = uploaded.getByTestId('admin-layer').filter({ hasText: renamed });
    await expect(renamedRow).toBeVisible();
    await expect(page.getByTestId('drawn-layers').getByText(renamed)).toHaveCount(0);

    // The preview opens on the spot again; switched on, the layer far away is brought into view.
    await renamedRow.getByRole('checkbox').check();
    await expect(preview).toHaveAttribute('data-active-layers', '1');
    await expectDrawnInside(preview, preview.locator('.leaflet-overlay-pane path'), 3);

    // Downloaded as GPX: a GPX document naming the file's shapes.
    const gpx = await downloadAs(page, renamed, /^GPX/);
    expect(gpx.suggestedFilename()).toMatch(/\.gpx$/);
    const gpxText = await readFile((await gpx.path()) ?? '', 'utf8');
    const names = await page.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, 'application/xml');
      if (document.getElementsByTagName('parsererror').length > 0) return null;
      return {
        root: document.documentElement.localName,
        names: [...document.getElementsByTagName('name')].map((name) => name.textContent ?? ''),
      };
    }, gpxText);
    expect(names?.root).toBe('gpx');
    for (const name of fileShapes) expect(names?.names).toContain(name);

    // And as KMZ: a zip archive.
    const kmz = await downloadAs(page, renamed, /^KMZ/);
    expect(kmz.suggestedFilename()).toMatch(/\.kmz$/);
    const archive = await readFile((await kmz.path()) ?? '');
    expect(archive.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');

    // At 375 px, in each language: the layer's five actions on one line, inside the screen.
    await page.setViewportSize({ width: 375, height: 740 });
    for (const language of ['de', 'en', 'es', 'it', 'fr']) {
      await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
      await page.reload();
      await expect(renamedRow).toBeVisible();
      const actions = renamedRow.getByRole('button').or(renamedRow.getByRole('link'));
      await expect(actions).toHaveCount(5);
      const boxes = await Promise.all((await actions.all()).map((action) => action.boundingBox()));
      for (const box of boxes)
        expect(
          box && box.x >= 0 && box.x + box.width <= 375,
          `${language}: an action inside the screen`,
        ).toBe(true);
      const lines = new Set(boxes.map((box) => Math.round((box?.y ?? 0) + (box?.height ?? 0) / 2)));
      expect(lines.size, `${language}: the actions on one line`).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
    await renamedRow.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/layers-tab-375.png`, fullPage: true });
    await renamedRow.getByRole('button', { name: `Exporter ${renamed}` }).click();
    await expect(page.getByRole('menuitem', { name: /^GeoJSON/ })).toBeVisible();
    await page.screenshot({ path: `${shots}/export-menu-375.png` });
    await page.keyboard.press('Escape');
    await renamedRow.getByRole('link', { name: `Modifier ${renamed}` }).click();
    await expect(editorMap(page)).toHaveAttribute('data-shape-count', '4');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${shots}/editor-uploaded-375.png`, fullPage: true });

    // Deleted: what the test made is gone.
    await page.getByRole('link', { name: /Calques, critères et direct/ }).click();
    await renamedRow.getByRole('button', { name: `Supprimer ${renamed}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(renamedRow).toHaveCount(0);
  });
});
