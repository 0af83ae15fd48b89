import path from 'node:path';
import { request } from '@playwright/test';
import { api, demoHost, demoManager, editorMap, firstSpotId, layerKml } from '../support/layer-editor.ts';
import { expect, test, typeAndCheck } from '../support/person.ts';
import { signIn } from '../support/sign-in.ts';

const fixtures = path.resolve(import.meta.dirname, '../fixtures');
const shots = '/tmp/e2e-E';

test.describe('the layer editor', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('opens in pan mode, undoes and redoes, warns before losing work, keeps a double-clicked line whole, lets clicks through a picture while drawing, and stays open after a rename', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const spotId = await firstSpotId();
    const suffix = Date.now().toString(36);
    const firstName = `Tracé ${suffix}`;
    const renamed = `Tracé renommé ${suffix}`;
    await page.goto('/');
    await signIn(page, demoManager);
    await page.goto(`/admin/spot_creation_calque/${spotId}`);
    const editor = editorMap(page);
    await expect(editor).toHaveAttribute('data-shape-count', '0');
    await expect(page.locator('.leaflet-container')).toBeVisible();

    // Pan mode: a first click to look around adds nothing.
    await expect(editor).toHaveAttribute('data-mode', 'hand');
    await editor.click({ position: { x: 200, y: 200 } });
    await expect(editor).toHaveAttribute('data-shape-count', '0');
    const undo = page.getByRole('button', { name: 'Annuler', exact: true });
    const redo = page.getByRole('button', { name: 'Rétablir', exact: true });
    await expect(undo).toBeDisabled();

    await typeAndCheck(page.getByLabel('Nom du calque'), firstName);
    const modes = page.getByRole('radiogroup', { name: 'Mode de dessin' });
    const mode = (label: string) => modes.getByText(label, { exact: true }).click();

    // A circle, undone and redone with the buttons, then with the keyboard.
    await mode('Cercle');
    await editor.click({ position: { x: 150, y: 150 } });
    await expect(editor).toHaveAttribute('data-shape-count', '1');
    await undo.click();
    await expect(editor).toHaveAttribute('data-shape-count', '0');
    await redo.click();
    await expect(editor).toHaveAttribute('data-shape-count', '1');
    await page.keyboard.press('ControlOrMeta+z');
    await expect(editor).toHaveAttribute('data-shape-count', '0');
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await expect(editor).toHaveAttribute('data-shape-count', '1');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+y');
    await expect(editor).toHaveAttribute('data-shape-count', '1');

    // Ctrl+Z in a text field undoes the typing, not the shapes.
    await page.getByTestId('editor-shape').first().click();
    const title = page.getByTestId('shape-properties').getByLabel('Titre');
    await typeAndCheck(title, 'Tombant');
    await title.press('ControlOrMeta+z');
    await expect(editor).toHaveAttribute('data-shape-count', '1');

    // A line ended by a double click: its last point once.
    await mode('Ligne');
    await editor.click({ position: { x: 350, y: 300 } });
    await editor.click({ position: { x: 450, y: 350 } });
    await editor.dblclick({ position: { x: 550, y: 320 } });
    await expect(editor).toHaveAttribute('data-shape-count', '2');

    // A picture placed on the map lets clicks through to the drawing mode.
    await mode('Image');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Image à placer' }).click(),
    ]);
    await chooser.setFiles(path.join(fixtures, 'avatar.png'));
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByTestId('placed-image')).toHaveAttribute('src', /^\/files\/Kmls\//);
    await editor.click({ position: { x: 600, y: 150 } });
    await expect(editor).toHaveAttribute('data-shape-count', '3');
    await mode('Cercle');
    await editor.click({ position: { x: 600, y: 150 } });
    await expect(editor).toHaveAttribute('data-shape-count', '4');
    await expect(page.getByTestId('editor-shape').last()).toHaveAttribute('data-type', 'circle');
    await undo.click();
    await expect(editor).toHaveAttribute('data-shape-count', '3');
    await mode('Main');

    await page.screenshot({ path: `${shots}/layer-editor-1280.png`, fullPage: true });

    // Leaving with unsaved shapes asks first.
    await page.getByRole('link', { name: /Calques, critères et direct/ }).click();
    const ask = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
    await ask.getByRole('button', { name: 'Rester' }).click();
    await expect(page).toHaveURL(`/admin/spot_creation_calque/${spotId}`);
    await expect(editor).toHaveAttribute('data-shape-count', '3');

    await page.getByRole('button', { name: 'Enregistrer le calque' }).click();
    await expect(page).toHaveURL(`/admin/spot_edition_calques/${spotId}/${encodeURIComponent(firstName)}`);
    const kml = await layerKml(spotId, firstName);
    const line = /<LineString>[\s\S]*?<coordinates>([^<]*)<\/coordinates>/.exec(kml)?.[1] ?? '';
    expect(line.trim().split(/\s+/)).toHaveLength(3);

    // Renamed and saved: the editor stays open, on the layer's new name.
    await typeAndCheck(page.getByLabel('Nom du calque'), renamed);
    await page.getByRole('button', { name: 'Enregistrer le calque' }).click();
    await expect(page).toHaveURL(`/admin/spot_edition_calques/${spotId}/${encodeURIComponent(renamed)}`);
    await expect(page.getByRole('heading', { name: new RegExp(renamed) })).toBeVisible();
    await expect(editorMap(page)).toHaveAttribute('data-shape-count', '3');
    await expect(page.getByLabel('Nom du calque')).toHaveValue(renamed);

    // A shape drawn after the save, with the name untouched: leaving asks first; undone, it asks nothing.
    await mode('Cercle');
    await editorMap(page).click({ position: { x: 250, y: 450 } });
    await expect(editorMap(page)).toHaveAttribute('data-shape-count', '4');
    await page.getByRole('link', { name: /Calques, critères et direct/ }).click();
    await ask.getByRole('button', { name: 'Rester' }).click();
    await expect(editorMap(page)).toHaveAttribute('data-shape-count', '4');
    await undo.click();
    await expect(editorMap(page)).toHaveAttribute('data-shape-count', '3');

    // Nothing unsaved now: leaving asks nothing.
    await page.getByRole('link', { name: /Calques, critères et direct/ }).click();
    await expect(page).toHaveURL(`/admin/spot_descriptif/${spotId}`);
  });

  test('a shape dragged on the map is a change to undo, and undone nothing is left unsaved', async ({
    page,
  }) => {
    const spotId = await firstSpotId();
    const name = `Déplacé ${Date.now().toString(36)}`;
    await page.goto('/');
    await signIn(page, demoManager);
    await page.goto(`/admin/spot_creation_calque/${spotId}`);
    const editor = editorMap(page);
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await typeAndCheck(page.getByLabel('Nom du calque'), name);
    await page
      .getByRole('radiogroup', { name: 'Mode de dessin' })
      .getByText('Cercle', { exact: true })
      .click();
    await editor.click({ position: { x: 300, y: 250 } });
    await page.getByRole('button', { name: 'Enregistrer le calque' }).click();
    await expect(page).toHaveURL(`/admin/spot_edition_calques/${spotId}/${encodeURIComponent(name)}`);
    await page.reload();
    await expect(editorMap(page)).toHaveAttribute('data-shape-count', '1');
    const undo = page.getByRole('button', { name: 'Annuler', exact: true });
    await expect(undo).toBeDisabled();

    // Selected, the circle is dragged by a person's mouse to another place.
    await page.getByTestId('editor-shape').first().click();
    const box = await editorMap(page).boundingBox();
    if (!box) throw new Error('no map');
    await page.mouse.move(box.x + 300, box.y + 250);
    await page.mouse.down();
    await page.mouse.move(box.x + 380, box.y + 320, { steps: 10 });
    await page.mouse.up();
    await expect(undo).toBeEnabled();

    await page.getByRole('link', { name: /Calques, critères et direct/ }).click();
    const ask = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
    await ask.getByRole('button', { name: 'Rester' }).click();
    await undo.click();
    await expect(undo).toBeDisabled();
    await page.getByRole('link', { name: /Calques, critères et direct/ }).click();
    await expect(page).toHaveURL(`/admin/spot_descriptif/${spotId}`);
  });

  test('fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const spotId = await firstSpotId();
    const context = await request.newContext({ baseURL: api, extraHTTPHeaders: { host: demoHost } });
    const answer = await context.post('/api/Users/connection/', { data: demoManager });
    const { token } = (await answer.json()) as { token: string };
    await context.dispose();
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('token:demo', value), token);
    await page.goto(`/admin/spot_creation_calque/${spotId}`);
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Annuler', exact: true })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${shots}/layer-editor-375.png`, fullPage: true });
  });
});
