import { expect, type Locator, type Page, request } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';

/** What the layer editor's browser tests share: the demo manager, the API as anyone reads it, the map. */
export const demoManager = { email: 'manager@demo.localhost', password: 'demo-manager-2026' };
export const api = `http://127.0.0.1:${E2E_PORT}`;
export const demoHost = `demo.localhost:${E2E_PORT}`;

/** The id of the demo club's first spot. */
export async function firstSpotId(): Promise<number> {
  const context = await request.newContext({ baseURL: api, extraHTTPHeaders: { host: demoHost } });
  const spots = (await (await context.get('/api/Spots/getSpotsByClub/1')).json()) as { Id: number }[];
  await context.dispose();
  const id = spots[0]?.Id;
  if (id === undefined) throw new Error('the demo club has no spot');
  return id;
}

/** The stored KML of a drawn layer of the spot, read as anyone reads it. */
export async function layerKml(spotId: number, name: string): Promise<string> {
  const context = await request.newContext({ baseURL: api, extraHTTPHeaders: { host: demoHost } });
  const layers = (await (await context.get(`/api/Spots/getLayers/${spotId}/0`)).json()) as {
    Name: string;
    Url: string;
  }[];
  const layer = layers.find((candidate) => candidate.Name === name);
  if (!layer) throw new Error(`no layer ${name}`);
  const text = await (await context.get(layer.Url)).text();
  await context.dispose();
  return text;
}

/** The editor's map, which publishes its number of shapes in `data-shape-count`. */
export const editorMap = (page: Page) => page.getByTestId('layer-editor-map');

/** Uploads a layer file from the spot's layers tab, as a manager does: choose it, then Importer. */
export async function uploadLayerFile(page: Page, file: string): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Importer un fichier' }).click(),
  ]);
  await chooser.setFiles(file);
  await page.getByTestId('layer-upload').getByRole('button', { name: 'Importer', exact: true }).click();
}

/** Every one of `shapes` (SVG paths, marker icons) is drawn inside the visible box of `map`. */
export async function expectDrawnInside(map: Locator, shapes: Locator, count: number): Promise<void> {
  await expect(shapes).toHaveCount(count);
  const frame = await map.boundingBox();
  if (!frame) throw new Error('the map has no box');
  for (const shape of await shapes.all()) {
    const box = await shape.boundingBox();
    expect(box, 'a shape with a box').not.toBeNull();
    if (!box) continue;
    expect(box.x, 'left edge in view').toBeGreaterThanOrEqual(frame.x);
    expect(box.y, 'top edge in view').toBeGreaterThanOrEqual(frame.y);
    expect(box.x + box.width, 'right edge in view').toBeLessThanOrEqual(frame.x + frame.width);
    expect(box.y + box.height, 'bottom edge in view').toBeLessThanOrEqual(frame.y + frame.height);
  }
}
