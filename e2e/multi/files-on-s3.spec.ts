import path from 'node:path';
import { type APIRequestContext, type Browser, type Locator, type Page, request } from '@playwright/test';
import { demoUrl } from '../playwright.config.ts';
import { api, demoHost, demoManager, editorMap } from '../support/layer-editor.ts';
import { expect, problemsOf, test, typeAndCheck, untilInteractive } from '../support/person.ts';
import { signIn } from '../support/sign-in.ts';
import { type ServerProcess, serverProcesses, upstreamOf } from './processes.ts';

/**
 * Runs only in the cross-process run (playwright.multi.config.ts): three people in three browsers, each
 * pinned by nginx to its own server process. The processes share no folder (each has its own
 * DATA_DIR), so what one of them stores reaches the others only through the S3 bucket.
 */

const [processA, processB, processC] = serverProcesses;
const fixtures = path.resolve(import.meta.dirname, '../fixtures');
const tom = { email: 'tom@demo.localhost', password: 'demo-member-2026' };
/** A spot no other spec of the run changes. */
const spotName = 'Pointe de Montrémian';

interface FileAnswer {
  status: number;
  upstream: string;
}

/** Each person's page, with the answers it received for /files/ addresses (by full URL). */
const fileAnswers = new WeakMap<Page, Map<string, FileAnswer>>();
/** The pages the current test opened, checked for problems and closed after it. */
let pagesOfTest: Page[] = [];
/** A drawn layer the current test saves, removed after it if the test did not get to delete it. */
let layerOfTest: { spotId: number; name: string } | null = null;

test.afterEach(async () => {
  const problems = pagesOfTest.flatMap((page) => problemsOf(page).found);
  await Promise.all(pagesOfTest.map((page) => page.context().close()));
  pagesOfTest = [];
  if (layerOfTest) await removeLayerIfLeft(layerOfTest.spotId, layerOfTest.name);
  layerOfTest = null;
  expect(problems).toEqual([]);
});

/**
 * A person's own browser, pinned to `server` as nginx pins a browser after its first answer (its
 * club_server cookie), so that the test chooses which process serves whom. Its first page shows nginx
 * passed it to that process.
 */
async function personOn(browser: Browser, server: ServerProcess, address: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: demoUrl,
    locale: 'fr-FR',
    viewport: { width: 1280, height: 900 },
  });
  await context.addCookies([{ name: 'club_server', value: server.pin, url: demoUrl }]);
  const page = await context.newPage();
  problemsOf(page);
  pagesOfTest.push(page);
  const answers = new Map<string, FileAnswer>();
  fileAnswers.set(page, answers);
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/files/')) return;
    answers.set(response.url(), {
      status: response.status(),
      upstream: response.headers()['x-upstream'] ?? '',
    });
  });
  await visit(page, address, server);
  return page;
}

/**
 * Opens `address` and waits until the page is interactive (as person.ts's pages do: a click before the
 * app takes the server's page over does nothing), checking that nginx passed it to `server`.
 */
async function visit(page: Page, address: string, server: ServerProcess): Promise<void> {
  const answer = await page.goto(address);
  await untilInteractive(page);
  expect(answer?.headers()['x-upstream'], `nginx passed ${address} to ${server.pin}`).toBe(
    upstreamOf(server),
  );
}

/** The image shows a file of the store, which `server` answered (200) and the browser drew. */
async function expectShownFrom(image: Locator, server: ServerProcess): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', /^\/files\//);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
  const source = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
  const answers = fileAnswers.get(image.page());
  expect(answers?.get(source), `the answer for ${source}`).toEqual({
    status: 200,
    upstream: upstreamOf(server),
  });
}

/** Waits for the page's next API call to `apiPath` and checks that `server` answered it with 200. */
async function expectApiCallOn(page: Page, apiPath: string, server: ServerProcess, act: () => Promise<void>) {
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => new URL(candidate.url()).pathname.startsWith(apiPath)),
    act(),
  ]);
  expect(response.status(), apiPath).toBe(200);
  expect(response.headers()['x-upstream'], `${apiPath} on ${server.pin}`).toBe(upstreamOf(server));
}

/** The API as a Node client reads it: 127.0.0.1 (nginx) with the club's Host header. */
async function withApi<T>(use: (context: APIRequestContext) => Promise<T>): Promise<T> {
  const context = await request.newContext({ baseURL: api, extraHTTPHeaders: { host: demoHost } });
  try {
    return await use(context);
  } finally {
    await context.dispose();
  }
}

const spotIdByName = (name: string) =>
  withApi(async (context) => {
    const spots = (await (await context.get('/api/Spots/getSpotsByClub/1')).json()) as {
      Id: number;
      Name: string;
    }[];
    const spot = spots.find((candidate) => candidate.Name === name);
    if (!spot) throw new Error(`no spot ${name}`);
    return spot.Id;
  });

/** The spot's drawn layer `name`, if it has one; its Url is `/files/Kmls/{spotId}/{id}.kml?v=...`. */
const drawnLayer = (spotId: number, name: string) =>
  withApi(async (context) => {
    const layers = (await (await context.get(`/api/Spots/getLayers/${spotId}/0`)).json()) as {
      Name: string;
      Url: string;
    }[];
    return layers.find((candidate) => candidate.Name === name);
  });

async function removeLayerIfLeft(spotId: number, name: string): Promise<void> {
  if (!(await drawnLayer(spotId, name))) return;
  await withApi(async (context) => {
    const signedIn = await context.post('/api/Users/connection/', { data: demoManager });
    const { token } = (await signedIn.json()) as { token: string };
    await context.get(`/api/Spots/deleteLayer/${encodeURIComponent(name)}/${spotId}/0`, {
      headers: { authorization: `Bearer ${token}` },
    });
  });
}

test('a picture uploaded through one process is shown by the two others', async ({ browser }) => {
  test.setTimeout(90_000);
  const name = `Mérou ${Date.now().toString(36)}`;
  const uploader = await personOn(browser, processA, '/galerie');
  await signIn(uploader, tom);
  const gallery = uploader.getByRole('main');
  await gallery.getByRole('button', { name: 'Ajouter des photos' }).click();
  const popup = uploader.getByRole('dialog', { name: 'Ajouter des photos' });
  await popup.locator('input[type="file"]').setInputFiles(path.join(fixtures, 'pictures/reef-3.jpg'));
  await typeAndCheck(popup.getByLabel('Nom', { exact: true }), name);
  await popup.getByRole('combobox', { name: /^Spot/ }).click();
  await uploader.getByRole('listbox').getByRole('option', { name: spotName, exact: true }).click();
  await expectApiCallOn(uploader, '/api/Pictures/uploadPicture', processA, () =>
    popup.getByRole('button', { name: 'Envoyer 1 photo' }).click(),
  );
  await expect(popup.getByTestId('upload-status').filter({ hasText: 'Terminé' })).toHaveCount(1);
  await popup.getByRole('button', { name: 'Fermer', exact: true }).first().click();
  await expect(popup).toBeHidden();
  await expectShownFrom(gallery.getByRole('button', { name: `Ouvrir ${name}` }).getByRole('img'), processA);

  // Two visitors, each on another process: the thumbnail in the gallery, the picture in the lightbox.
  for (const server of [processB, processC]) {
    const visitor = await personOn(browser, server, '/galerie');
    const tile = visitor.getByRole('main').getByRole('button', { name: `Ouvrir ${name}` });
    await expectShownFrom(tile.getByRole('img'), server);
    await tile.click();
    const lightbox = visitor.getByRole('dialog', { name });
    await expectShownFrom(lightbox.getByRole('img', { name }), server);
  }

  // The uploader takes it down again: the demo's gallery is as it was.
  await gallery.getByRole('button', { name: `Supprimer ${name}` }).click();
  await uploader
    .getByRole('dialog', { name: 'Supprimer' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(gallery.getByRole('button', { name: `Ouvrir ${name}` })).toHaveCount(0);
});

test('a layer saved through one process is drawn by another', async ({ browser }) => {
  test.setTimeout(90_000);
  const spotId = await spotIdByName(spotName);
  const suffix = Date.now().toString(36);
  const layerName = `Relevé ${suffix}`;
  const buoy = `Bouée ${suffix}`;
  const photo = `Photo ${suffix}`;
  layerOfTest = { spotId, name: layerName };

  // The manager, on C, draws a marker and places a picture, and saves the layer.
  const manager = await personOn(browser, processC, '/');
  await signIn(manager, demoManager);
  await visit(manager, `/admin/spot_creation_calque/${spotId}`, processC);
  const editor = editorMap(manager);
  await expect(manager.locator('.leaflet-container')).toBeVisible();
  await typeAndCheck(manager.getByLabel('Nom du calque'), layerName);
  const mode = (label: string) =>
    manager.getByRole('radiogroup', { name: 'Mode de dessin' }).getByText(label, { exact: true }).click();
  await mode('Marqueur');
  await editor.click({ position: { x: 300, y: 250 } });
  await typeAndCheck(manager.getByTestId('shape-properties').getByLabel('Titre'), buoy);
  await mode('Image');
  const [chooser] = await Promise.all([
    manager.waitForEvent('filechooser'),
    manager.getByRole('button', { name: 'Image à placer' }).click(),
  ]);
  await chooser.setFiles(path.join(fixtures, 'avatar.png'));
  await manager.getByRole('button', { name: 'Envoyer' }).click();
  await expectShownFrom(manager.getByTestId('placed-image'), processC);
  await editor.click({ position: { x: 600, y: 250 } });
  await expect(editor).toHaveAttribute('data-shape-count', '2');
  await typeAndCheck(manager.getByTestId('shape-properties').getByLabel('Titre'), photo);
  await mode('Main');
  await expectApiCallOn(manager, '/api/Spots/uploadKmlFile', processC, () =>
    manager.getByRole('button', { name: 'Enregistrer le calque' }).click(),
  );
  await expect(manager).toHaveURL(`/admin/spot_edition_calques/${spotId}/${encodeURIComponent(layerName)}`);

  // A visitor on A opens the spot: the layer is on, its marker and its picture drawn on the map.
  const visitor = await personOn(browser, processA, `/home/${spotId}`);
  const map = visitor.getByTestId('home-map');
  await expect(map).toHaveAttribute('data-zoom', '17');
  await visitor.getByTestId('spot-side-menu').getByRole('tab', { name: 'Calques' }).click();
  await expect(
    visitor.getByTestId('spot-side-menu').getByRole('checkbox', { name: layerName }),
  ).toBeChecked();
  await expect(map.locator(`img.leaflet-marker-icon[title="${buoy}"]`)).toBeVisible();
  await expectShownFrom(map.locator(`img.leaflet-image-layer[alt="${photo}"]`), processA);
  // The layer's own file (its shapes, or its KML), read through A.
  const layerUrl = (await drawnLayer(spotId, layerName))?.Url ?? '';
  expect(layerUrl).toMatch(/^\/files\/Kmls\//);
  const layerFile = layerUrl.replace(/\.kml(\?.*)?$/, '');
  const layerAnswers = [...(fileAnswers.get(visitor)?.entries() ?? [])]
    .filter(([url]) => new URL(url).pathname.startsWith(`${layerFile}.`))
    .map(([, answer]) => answer);
  expect(layerAnswers.length, `answers for ${layerFile}`).toBeGreaterThan(0);
  for (const answer of layerAnswers) expect(answer).toEqual({ status: 200, upstream: upstreamOf(processA) });

  // The manager deletes it: the demo's spot is as it was.
  await visit(manager, `/admin/spot_descriptif/${spotId}`, processC);
  await manager.getByRole('tab', { name: 'Calques' }).click();
  const row = manager.getByTestId('admin-layer').filter({ hasText: layerName });
  await row.getByRole('button', { name: `Supprimer ${layerName}` }).click();
  await manager.getByRole('dialog', { name: 'Supprimer' }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(row).toHaveCount(0);
});
