import { type Page, request } from '@playwright/test';
import { api, demoHost, demoManager, editorMap, firstSpotId, layerKml } from '../support/layer-editor.ts';
import { expect, test, typeAndCheck } from '../support/person.ts';
import { signIn } from '../support/sign-in.ts';

const shots = '/tmp/e2e-F';

const chooseMode = (page: Page, label: string) =>
  page.getByRole('radiogroup', { name: 'Mode de dessin' }).getByText(label, { exact: true }).click();
/** Where the map has been panned to (Leaflet moves this pane when the map is dragged). */
const panned = (page: Page) => page.locator('.leaflet-map-pane').getAttribute('style');

/** A person's press, drag and release on the map, between two points of it (pixels from its corner). */
async function dragOnMap(
  page: Page,
  from: [number, number],
  to: [number, number],
  before?: () => Promise<void>,
) {
  const box = await editorMap(page).boundingBox();
  if (!box) throw new Error('no map');
  await page.mouse.move(box.x + from[0], box.y + from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + to[0], box.y + to[1], { steps: 12 });
  await before?.();
  await page.mouse.up();
}

test.describe('drawing in the layer editor', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a manager drags out a circle and a rectangle, sees their measures, restyles them, undoes, saves and finds them kept', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const spotId = await firstSpotId();
    const name = `Dessin ${Date.now().toString(36)}`;
    await page.goto('/');
    await signIn(page, demoManager);
    await page.goto(`/admin/spot_creation_calque/${spotId}`);
    const editor = editorMap(page);
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await typeAndCheck(page.getByLabel('Nom du calque'), name);
    const undo = page.getByRole('button', { name: 'Annuler', exact: true });
    const redo = page.getByRole('button', { name: 'Rétablir', exact: true });
    const properties = page.getByTestId('shape-properties');
    const measure = properties.getByTestId('shape-measure');

    // A circle dragged from its centre: its radius shows beside the pointer, and the map stays put.
    await chooseMode(page, 'Cercle');
    const before = await panned(page);
    await dragOnMap(page, [300, 250], [390, 250], async () => {
      await expect(page.getByTestId('draft-measure')).toContainText(/Rayon : \d/);
    });
    await expect(editor).toHaveAttribute('data-shape-count', '1');
    await expect(page.getByTestId('draft-measure')).toHaveCount(0);
    expect(await panned(page)).toBe(before);
    await expect(measure).toContainText(/Rayon : \d+(,\d)?\sm/);
    await expect(measure).toContainText(/Surface : /);
    // One drawn shape, one step back; a plain click still drops the default size (CIRCLE_DEFAULT_RADIUS_M).
    await undo.click();
    await expect(editor).toHaveAttribute('data-shape-count', '0');
    await redo.click();
    await expect(editor).toHaveAttribute('data-shape-count', '1');
    await editor.click({ position: { x: 700, y: 120 } });
    await expect(editor).toHaveAttribute('data-shape-count', '2');
    await expect(measure).toContainText(/Rayon : 60\sm/);
    await undo.click();
    await expect(editor).toHaveAttribute('data-shape-count', '1');

    // A rectangle from corner to corner: its area and perimeter.
    await chooseMode(page, 'Rectangle');
    await dragOnMap(page, [480, 300], [600, 380], async () => {
      await expect(page.getByTestId('draft-measure')).toContainText(/Périmètre : \d/);
    });
    await expect(editor).toHaveAttribute('data-shape-count', '2');
    await expect(measure).toContainText(/Surface : [\d\s,]+\s(m²|ha)/);
    await expect(measure).toContainText(/Périmètre : \d/);
    expect(await panned(page)).toBe(before);

    // Thicker line and lighter fill, by keyboard on the sliders; each undone as one step.
    const width = properties.getByRole('slider', { name: 'Épaisseur du trait' });
    await width.focus();
    await width.press('ArrowRight');
    await width.press('ArrowRight');
    await expect(width).toHaveAttribute('aria-valuenow', '5');
    const fillOpacity = properties.getByRole('slider', { name: 'Opacité du remplissage' });
    await fillOpacity.focus();
    await fillOpacity.press('ArrowLeft');
    await fillOpacity.press('ArrowLeft');
    await expect(fillOpacity).toHaveAttribute('aria-valuenow', '0.2');
    await expect(properties).toContainText(/20\s%/);
    await undo.click();
    await expect(fillOpacity).toHaveAttribute('aria-valuenow', '0.3');
    await undo.click();
    await expect(width).toHaveAttribute('aria-valuenow', '3');
    await redo.click();
    await redo.click();
    await expect(width).toHaveAttribute('aria-valuenow', '5');
    await expect(fillOpacity).toHaveAttribute('aria-valuenow', '0.2');

    // The fill switched off and back on by undo.
    const fill = properties.getByRole('switch', { name: 'Remplissage' });
    await fill.click();
    await expect(fill).not.toBeChecked();
    await expect(fillOpacity).toBeHidden();
    await undo.click();
    await expect(fill).toBeChecked();
    await expect(fillOpacity).toHaveAttribute('aria-valuenow', '0.2');

    await chooseMode(page, 'Main');
    await page.screenshot({ path: `${shots}/layer-editor-drawing-1280.png`, fullPage: true });

    await page.getByRole('button', { name: 'Enregistrer le calque' }).click();
    await expect(page).toHaveURL(`/admin/spot_edition_calques/${spotId}/${encodeURIComponent(name)}`);
    const kml = await layerKml(spotId, name);
    // KML colours are aabbggrr: 0.2 opacity is 33.
    expect(kml).toMatch(
      /<LineStyle><color>[0-9a-f]{8}<\/color><width>5<\/width><\/LineStyle><PolyStyle><color>33/,
    );

    await page.reload();
    await expect(editorMap(page)).toHaveAttribute('data-shape-count', '2');
    await expect(undo).toBeDisabled();
    await page.getByTestId('editor-shape').last().click();
    await expect(width).toHaveAttribute('aria-valuenow', '5');
    await expect(fillOpacity).toHaveAttribute('aria-valuenow', '0.2');
    await expect(measure).toContainText(/Périmètre : \d/);
    await page.getByTestId('editor-shape').first().click();
    await expect(measure).toContainText(/Rayon : \d+(,\d)?\sm/);

    // The circle's edge handle dragged outwards: the radius shows while it moves, grows, and undoes.
    const radiusBefore = (await measure.textContent()) ?? '';
    const handles = page.locator('.leaflet-marker-pane .marker-icon');
    await expect(handles).toHaveCount(2);
    const boxes = await Promise.all([handles.nth(0).boundingBox(), handles.nth(1).boundingBox()]);
    const edge = boxes.reduce(
      (east, box) => (box && (!east || box.x > east.x) ? box : east),
      null as (typeof boxes)[number],
    );
    if (!edge) throw new Error('no radius handle');
    await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2);
    await page.mouse.down();
    await page.mouse.move(edge.x + edge.width / 2 + 40, edge.y + edge.height / 2, { steps: 10 });
    await expect(page.getByTestId('edit-measure')).toContainText(/Rayon : \d/);
    await page.mouse.up();
    await expect(page.getByTestId('edit-measure')).toHaveCount(0);
    await expect(measure).not.toHaveText(radiusBefore);
    await expect(undo).toBeEnabled();
    await undo.click();
    await expect(measure).toHaveText(radiusBefore);

    // A line being drawn shows its length up to the pointer; a change of mode gives it up.
    await chooseMode(page, 'Ligne');
    await editorMap(page).click({ position: { x: 200, y: 400 } });
    await editorMap(page).click({ position: { x: 300, y: 420 } });
    await editorMap(page).hover({ position: { x: 420, y: 430 } });
    await expect(page.getByTestId('draft-measure')).toContainText(/Longueur : \d/);
    await chooseMode(page, 'Main');
    await expect(page.getByTestId('draft-measure')).toHaveCount(0);
    await expect(editorMap(page)).toHaveAttribute('data-shape-count', '2');
  });

  test('fits a phone with a shape selected', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const spotId = await firstSpotId();
    // Signed in by token: the phone's header menu is not what this test looks at.
    const context = await request.newContext({ baseURL: api, extraHTTPHeaders: { host: demoHost } });
    const answer = await context.post('/api/Users/connection/', { data: demoManager });
    const { token } = (await answer.json()) as { token: string };
    await context.dispose();
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('token:demo', value), token);
    await page.goto(`/admin/spot_creation_calque/${spotId}`);
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await chooseMode(page, 'Rectangle');
    await editorMap(page).scrollIntoViewIfNeeded();
    await dragOnMap(page, [80, 220], [240, 380]);
    await expect(editorMap(page)).toHaveAttribute('data-shape-count', '1');
    await expect(page.getByTestId('shape-measure')).toContainText(/Surface/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${shots}/layer-editor-drawing-375.png`, fullPage: true });
  });
});
