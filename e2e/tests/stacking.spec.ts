/// <reference lib="dom" />
import path from 'node:path';
import { type APIRequestContext, type Locator, type Page, request } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { expect, test } from '../support/person.ts';

/**
 * The map lives under the app (DESIGN.md section 5, issue 12): on the home page, a spot's page and the
 * layer editor, at 1280 px and 375 px, what a person reaches for sits on top of the map at its centre
 * (`document.elementFromPoint`): the connection popup's fields, the phone menu's links, the account
 * menu's items and the sticky header once the page has scrolled over the map.
 *
 * The map's imagery is served from a local picture, as tiles load with a network: without it the tiles
 * stay hidden and only markers and controls could cover anything.
 */

const manager = { email: 'manager@demo.localhost', password: 'demo-manager-2026' };
const tilePicture = path.resolve(import.meta.dirname, '../fixtures/avatar.png');
const sizes = [
  { name: '1280 px', width: 1280, height: 720 },
  { name: '375 px', width: 375, height: 667 },
] as const;

type Demo = { spotId: number; tiles: RegExp; managerToken: string };
let demo: Demo;

/** The API as a Node client: 127.0.0.1 with the demo club's Host header (Node does not resolve *.localhost). */
async function demoApi(): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    extraHTTPHeaders: { host: `demo.localhost:${E2E_PORT}` },
  });
}

/** A tile URL template ({z}/{x}/{y}, {s}) as a pattern of the URLs it makes. */
function tilePattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\?\{[xyz]\\?\}/g, '\\d+').replace(/\\?\{s\\?\}/g, '[a-z0-9]+')}`);
}

test.beforeAll(async () => {
  const api = await demoApi();
  const club = (await (await api.get('/api/Clubs/getClubByAlias/demo')).json()) as { Id: number };
  const spots = (await (await api.get(`/api/Spots/getSpotsByClub/${club.Id}`)).json()) as { Id: number }[];
  const config = (await (await api.get('/api/Spots/getMapConfig')).json()) as { Tile_url: string };
  const signIn = await api.post('/api/Users/connection/', { data: manager });
  expect(signIn.ok()).toBe(true);
  const { token } = (await signIn.json()) as { token: string };
  await api.dispose();
  expect(spots.length).toBeGreaterThan(0);
  demo = { spotId: spots[0]?.Id ?? 0, tiles: tilePattern(config.Tile_url), managerToken: token };
});

test.beforeEach(async ({ page }) => {
  await page
    .context()
    .route(demo.tiles, (route) => route.fulfill({ path: tilePicture, contentType: 'image/png' }));
});

/**
 * Waits for the map to show its imagery (a loaded tile) and its controls. Leaflet lets clicks through
 * its tiles and labels (`pointer-events: none`), so `elementFromPoint` would skip them although they are
 * painted over what lies below: here every part of the map takes the pointer, so what answers at a
 * point is what is painted there.
 */
async function mapReady(page: Page, map: Locator): Promise<void> {
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await expect(map.locator('.leaflet-control-zoom')).toBeVisible();
  await page.addStyleTag({ content: '.leaflet-container * { pointer-events: auto !important; }' });
}

/**
 * At the centre of `target`: the map lies under that point (else the check proves nothing), and the
 * element a person would touch there is the target or inside it.
 */
async function expectAboveMap(target: Locator, map: Locator, label: string): Promise<void> {
  await expect(target, label).toBeVisible();
  const mapElement = await map.elementHandle();
  const seen = await target.evaluate((element, mapNode) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const top = document.elementFromPoint(x, y);
    const describe = (node: Element | null) =>
      node === null
        ? 'nothing'
        : `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}">`;
    return {
      mapUnder: document.elementsFromPoint(x, y).some((node) => mapNode?.contains(node)),
      onTop: top !== null && element.contains(top),
      top: describe(top),
    };
  }, mapElement);
  expect(seen.mapUnder, `${label}: the map should lie under its centre for this check to mean anything`).toBe(
    true,
  );
  expect(seen.onTop, `${label} is covered by ${seen.top}`).toBe(true);
}

/** Scrolls the map up under the sticky header, at least past the header's middle. */
async function scrollMapUnderHeader(map: Locator): Promise<void> {
  await map.evaluate((element) => {
    window.scrollBy(0, element.getBoundingClientRect().top);
  });
  const belowHeaderMiddle = () =>
    map.evaluate((element) => {
      const header = document.querySelector('header')?.getBoundingClientRect();
      return element.getBoundingClientRect().top - (header ? header.bottom / 2 : 0);
    });
  await expect
    .poll(belowHeaderMiddle, { message: "the page scrolls the map past the header's middle" })
    .toBeLessThan(0);
}

/**
 * Clicks a button of the sticky header where it is now, as a finger does: Playwright's own click first
 * scrolls its target "into view", which for a sticky header can mean back to the top of the page.
 */
async function clickInPlace(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the button is not on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Whether the map lies under the centre of `target` (a link at the window's far side may not). */
async function liesOverMap(target: Locator, map: Locator): Promise<boolean> {
  const mapElement = await map.elementHandle();
  return target.evaluate((element, mapNode) => {
    const box = element.getBoundingClientRect();
    return document
      .elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      .some((node) => mapNode?.contains(node));
  }, mapElement);
}

/** Each of `targets` that lies over the map is above it; returns how many did. */
async function expectEachOverMapAbove(targets: Locator, map: Locator, label: string): Promise<number> {
  let checked = 0;
  for (const target of await targets.all()) {
    if (!(await target.isVisible()) || !(await liesOverMap(target, map))) continue;
    await expectAboveMap(target, map, `${label} "${(await target.innerText()).trim()}"`);
    checked += 1;
  }
  return checked;
}

/** The sticky header after scrolling: its middle, and each link and button it shows over the map. */
async function expectHeaderAboveMap(page: Page, map: Locator, size: string): Promise<void> {
  await scrollMapUnderHeader(map);
  const header = page.locator('header').first();
  await expectAboveMap(header, map, `${size}: the header`);
  await expectEachOverMapAbove(header.getByRole('link'), map, `${size}: the header's link`);
  await expectEachOverMapAbove(header.getByRole('button'), map, `${size}: the header's button`);
}

/** The phone menu drawer: every link it shows that lies over the map, "Actualités" among them. */
async function expectDrawerAboveMap(page: Page, map: Locator, size: string): Promise<void> {
  await scrollMapUnderHeader(map);
  await clickInPlace(page, page.getByRole('button', { name: 'Ouvrir le menu', exact: true }));
  const drawer = page.getByRole('dialog');
  await expectAboveMap(
    drawer.getByRole('link', { name: 'Actualités' }),
    map,
    `${size}: the drawer's "Actualités"`,
  );
  await expectEachOverMapAbove(drawer.getByRole('link'), map, `${size}: the drawer's link`);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

for (const size of sizes) {
  test.describe(`at ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const where of [
      { name: 'the home page', url: () => '/' },
      { name: "a spot's page", url: () => `/home/${demo.spotId}` },
    ]) {
      test(`${where.name}: the connection popup, ${size.width < 600 ? 'the menu drawer, ' : ''}the header are above the map`, async ({
        page,
      }) => {
        await page.goto(where.url());
        const map = page.getByTestId('home-map');
        await mapReady(page, map);

        await page.getByRole('button', { name: 'Connexion', exact: true }).click();
        const popup = page.getByRole('dialog', { name: 'Connexion' });
        await expectAboveMap(
          popup.getByLabel(/^Adresse e-mail/),
          map,
          `${size.name}: the popup's e-mail field`,
        );
        await expectAboveMap(
          popup.getByLabel(/^Mot de passe/),
          map,
          `${size.name}: the popup's password field`,
        );
        await page.keyboard.press('Escape');
        await expect(popup).toBeHidden();

        if (size.width < 600) await expectDrawerAboveMap(page, map, size.name);
        await expectHeaderAboveMap(page, map, size.name);
      });
    }

    test(`the layer editor (manager): the account menu, ${size.width < 600 ? 'the menu drawer, ' : ''}the header are above the map`, async ({
      page,
    }) => {
      await page.goto('/');
      await page.evaluate((token) => localStorage.setItem('token:demo', token), demo.managerToken);
      await page.goto(`/admin/spot_creation_calque/${demo.spotId}`);
      const map = page.getByTestId('layer-editor-map');
      await mapReady(page, map);

      // The account menu (a dropdown under the header) over the map's top edge.
      await scrollMapUnderHeader(map);
      await clickInPlace(page, page.getByRole('button', { name: /^Compte de / }));
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem').first()).toBeVisible();
      const items = await expectEachOverMapAbove(
        menu.getByRole('menuitem'),
        map,
        `${size.name}: the account menu's`,
      );
      // On a phone the menu opens over the map; at 1280 px it opens beside it.
      if (size.width < 600) expect(items).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();

      if (size.width < 600) await expectDrawerAboveMap(page, map, size.name);
      await expectHeaderAboveMap(page, map, size.name);
    });
  });
}
