/// <reference lib="dom" />
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/person.ts';

/**
 * The home map as a visitor reads it (issue 17): the demo spots crowd two islands, so at the opening
 * zoom they gather into clusters with a count; a click on a cluster zooms to its spots, each of which is
 * then a marker of its own, on top where it is drawn, and the names shown never overlap. Picking a town
 * in the search fits the map to that town's spots. A spot's layer is drawn whichever of the map's
 * calls answers first.
 */

type Spot = { Id: number; Name: string; Town: string | null; Latitude: number; Longitude: number };

/** The demo club's spots, asked from the page (the browser resolves demo.localhost). */
async function demoSpots(page: Page): Promise<Spot[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/Spots/getSpotsByClub/1');
    return (await response.json()) as Spot[];
  });
}

const map = (page: Page) => page.getByTestId('home-map');

/** The map once its spots are placed: a marker or a cluster is drawn. */
async function mapWithSpots(page: Page): Promise<Locator> {
  await expect(map(page)).toBeVisible();
  await expect(map(page).locator('.leaflet-marker-icon').first()).toBeVisible();
  return map(page);
}

type Drawn = {
  clusters: { count: number; x: number; y: number }[];
  markers: { name: string; x: number; y: number; onTop: boolean }[];
  labels: { name: string; left: number; top: number; right: number; bottom: number }[];
};

/** What the map draws now: clusters with their count, single spot markers, and the names shown. */
function drawn(mapBox: Locator): Promise<Drawn> {
  return mapBox.evaluate((element) => {
    const frame = element.getBoundingClientRect();
    const inside = (box: DOMRect) =>
      box.width > 0 &&
      box.right > frame.left &&
      box.left < frame.right &&
      box.bottom > frame.top &&
      box.top < frame.bottom;
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    // Where a person taps a cluster: the middle of what shows of it, when the map's edge cuts it.
    const shown = (box: DOMRect) =>
      new DOMRect(
        Math.max(box.left, frame.left),
        Math.max(box.top, frame.top),
        Math.min(box.right, frame.right) - Math.max(box.left, frame.left),
        Math.min(box.bottom, frame.bottom) - Math.max(box.top, frame.top),
      );
    const clusters = [...element.querySelectorAll<HTMLElement>('.spot-cluster')]
      .map((cluster) => ({ box: cluster.getBoundingClientRect(), count: Number(cluster.textContent) }))
      .filter(({ box }) => inside(box))
      .map(({ box, count }) => ({ count, ...centre(shown(box)) }));
    const markers = [...element.querySelectorAll<HTMLImageElement>('img.leaflet-marker-icon[alt]')]
      .map((marker) => ({ marker, box: marker.getBoundingClientRect() }))
      .filter(({ box }) => inside(box))
      .map(({ marker, box }) => {
        // The point a person taps: the pin's head, above its tip.
        const point = { x: box.left + box.width / 2, y: box.top + box.height / 3 };
        const top = document.elementFromPoint(point.x, point.y);
        return { name: marker.alt, ...point, onTop: top === marker };
      });
    const labels = [...element.querySelectorAll<HTMLElement>('.spot-label')]
      .filter((label) => getComputedStyle(label).visibility !== 'hidden')
      .map((label) => {
        const { left, top, right, bottom } = label.getBoundingClientRect();
        return { name: label.textContent ?? '', left, top, right, bottom };
      });
    return { clusters, markers, labels };
  });
}

/**
 * Waits until the map stops moving: its centre and zoom read the same twice, 300 ms apart. Something
 * drawn late above it (a picture, a banner) moves the map and makes Leaflet pan; a slow machine lets
 * the test see that halfway.
 */
async function settled(page: Page, mapBox: Locator): Promise<void> {
  const view = async () =>
    `${await mapBox.getAttribute('data-center')}@${await mapBox.getAttribute('data-zoom')}`;
  let before = await view();
  await expect
    .poll(async () => {
      await page.waitForTimeout(300);
      const now = await view();
      const still = now === before;
      before = now;
      return still;
    })
    .toBe(true);
}

function expectNoOverlap(labels: Drawn['labels'], where: string) {
  for (const [index, a] of labels.entries()) {
    for (const b of labels.slice(index + 1)) {
      const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      expect(overlap, `${where}: the names "${a.name}" and "${b.name}" overlap`).toBe(false);
    }
  }
}

for (const size of [
  { name: '1280 px', width: 1280, height: 900 },
  { name: '375 px', width: 375, height: 740 },
]) {
  test.describe(`home map at ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: size.width < 600 });

    test('the spots of an island gather into a cluster with a count, and each is reached without a pile', async ({
      page,
    }) => {
      await page.goto('/');
      const box = await mapWithSpots(page);
      const spots = await demoSpots(page);
      const portCros = spots.filter((spot) => spot.Town === 'Hyères (Port-Cros)').map((spot) => spot.Name);
      expect(portCros.length).toBeGreaterThanOrEqual(4);

      // The opening view: every spot is counted once, in a cluster or as its own marker, once the
      // opening fit has finished (while clusters fade in, the old and the new ones are both there).
      const countedOf = (view: Drawn) =>
        view.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + view.markers.length;
      await expect.poll(async () => countedOf(await drawn(box))).toBe(spots.length);
      const opening = await drawn(box);
      expect(opening.clusters.length, 'a cluster at the opening zoom').toBeGreaterThan(0);

      // Cluster after cluster, as a person zooms in: every spot of Port-Cros shows as its own marker,
      // on top where it is drawn, and no two names shown overlap.
      const reached = new Set<string>();
      for (let step = 0; step < 8 && portCros.some((name) => !reached.has(name)); step += 1) {
        await settled(page, box);
        const now = await drawn(box);
        expectNoOverlap(now.labels, `step ${step}`);
        for (const marker of now.markers) {
          expect(marker.onTop, `the marker of ${marker.name} is on top where it is drawn`).toBe(true);
          reached.add(marker.name);
        }
        const zoom = await box.getAttribute('data-zoom');
        // Port-Cros's spots are the most of any island: its cluster is the biggest.
        const cluster = now.clusters.toSorted((a, b) => b.count - a.count)[0];
        if (!cluster) break;
        await page.mouse.click(cluster.x, cluster.y);
        await expect(box).not.toHaveAttribute('data-zoom', zoom ?? '');
        // The zoom's animation and the clusters' own.
        await page.waitForTimeout(600);
      }
      expect([...reached].filter((name) => portCros.includes(name)).sort()).toEqual([...portCros].sort());

      // A spot's marker opens its panel.
      const final = await drawn(box);
      const target = final.markers.find((marker) => marker.onTop);
      if (!target) throw new Error('a spot marker on screen');
      await page.mouse.click(target.x, target.y);
      await expect(page).toHaveURL(/\/home\/\d+$/);
      await expect(page.getByTestId('spot-panel').getByRole('heading', { name: target.name })).toBeVisible();
    });

    test("the markers of a spot's drawn layer are drawn icons, with no text glyph", async ({ page }) => {
      await page.goto('/');
      const spots = await demoSpots(page);
      const wreck = spots.find((spot) => spot.Name === 'Épave du Donator');
      if (!wreck) throw new Error('the demo club has the Donator wreck, with its drawn site plan');
      await page.goto(`/home/${wreck.Id}`);
      const box = map(page);
      await expect(box).toHaveAttribute('data-active-layers', '1');
      const sources = await box
        .locator('img.leaflet-marker-icon')
        .evaluateAll((icons) => [...new Set(icons.map((icon) => (icon as HTMLImageElement).src))]);
      // The spot's own marker and the typed markers of its site plan.
      expect(sources.length).toBeGreaterThan(3);
      for (const source of sources) {
        const svg = await page.evaluate(async (url) => (await fetch(url)).text(), source);
        expect(svg, source).toContain('<svg');
        expect(svg, `${source} has a <text> element`).not.toMatch(/<text\b/);
        // What it draws: everything but its tags and its <title> (a name for assistive technologies).
        const inner = svg
          .replace(/<title>[\s\S]*?<\/title>/g, '')
          .replace(/<[^>]*>/g, '')
          .trim();
        expect(inner, `${source} draws characters`).toBe('');
      }
    });

    test('choosing a town in the search fits the map to its spots', async ({ page }) => {
      await page.goto('/');
      const box = await mapWithSpots(page);
      const spots = await demoSpots(page);
      if (size.width < 600) await page.getByRole('button', { name: 'Ouvrir le menu des sites' }).click();
      const search = page.getByTestId('spot-side-menu').getByRole('combobox', { name: 'Rechercher' });

      for (const town of ['Hyères (Porquerolles)', 'Hyères (Port-Cros)']) {
        const ofTown = spots.filter((spot) => spot.Town === town);
        const latitudes = ofTown.map((spot) => spot.Latitude);
        const longitudes = ofTown.map((spot) => spot.Longitude);
        await search.click();
        await page.getByRole('option', { name: town, exact: true }).click();
        // Centred on the town's spots (their bounds' middle), at zoom 7 at most (SPEC.md section 9).
        await expect
          .poll(async () => {
            const [lat, lng] = ((await box.getAttribute('data-center')) ?? '0,0').split(',').map(Number);
            return (
              (lat ?? 0) >= Math.min(...latitudes) &&
              (lat ?? 0) <= Math.max(...latitudes) &&
              (lng ?? 0) >= Math.min(...longitudes) &&
              (lng ?? 0) <= Math.max(...longitudes)
            );
          }, `the map is centred on ${town}`)
          .toBe(true);
        await expect(box).toHaveAttribute('data-zoom', /^[1-7]$/);
        // Only that town's spots are drawn.
        const now = await drawn(box);
        expect(now.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + now.markers.length).toBe(
          ofTown.length,
        );
      }
    });
  });
}

// On a wide screen (a phone has no hover: a tap opens the panel). Zoomed in on the demo's Port-Cros
// spots, La Gabinière and Pointe du Vaisseau are too close for both their names.
test.describe('home map at 1280 px, with a mouse', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a name with no room is left out, and shows when its marker is hovered', async ({ page }) => {
    await page.goto('/');
    const box = await mapWithSpots(page);
    for (let step = 0; step < 4 && (await box.locator('.spot-label--tucked').count()) === 0; step += 1) {
      const cluster = box.locator('.spot-cluster').first();
      if ((await cluster.count()) === 0) break;
      await cluster.click();
      await page.waitForTimeout(800);
    }
    const tucked = box.locator('.spot-label--tucked').first();
    await expect(tucked, 'a name left out for want of room').toBeAttached();
    const name = (await tucked.textContent()) ?? '';
    await expect(tucked).toBeHidden();
    await box.getByRole('button', { name, exact: true }).hover();
    await expect(box.locator('.spot-label', { hasText: name })).toBeVisible();
  });
});

test("a spot's layer is drawn on 20 loads, whichever of the map's calls answers last", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  const spots = await demoSpots(page);
  const withLayer = spots.find((spot) => spot.Name === 'Épave du Donator');
  if (!withLayer) throw new Error('the demo club has the Donator wreck, with its drawn site plan');

  const late = { call: '' };
  const delayed = async (call: string, route: import('@playwright/test').Route) => {
    if (late.call === call) await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  };
  await page.context().route('**/api/Spots/getMapConfig', (route) => delayed('getMapConfig', route));
  await page.context().route('**/api/Spots/getLayers/**', (route) => delayed('getLayers', route));
  await page.context().route('**/api/Spots/getSpotsByClub/**', (route) => delayed('getSpotsByClub', route));

  const orders = ['getMapConfig', 'getLayers', 'getSpotsByClub', 'none'];
  for (let load = 0; load < 20; load += 1) {
    late.call = orders[load % orders.length] ?? 'none';
    await page.goto(`/home/${withLayer.Id}`);
    await expect(map(page), `load ${load + 1}, ${late.call} answering last`).toHaveAttribute(
      'data-active-layers',
      '1',
    );
  }
});
