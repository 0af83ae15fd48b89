import { type Page, request } from '@playwright/test';
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
