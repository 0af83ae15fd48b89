/// <reference lib="dom" />
import { type APIRequestContext, type Locator, type Page, request } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { expect, test } from '../support/person.ts';

/**
 * Media that show (issue 17), at 1280 px and 375 px: a spot's media slider has tiles of a readable size
 * side by side (at least 96 px wide, none over another, each one on top where a person clicks), a
 * video tile shows the site's still image when it loads and a drawn poster (title, site, play sign) when
 * it does not, and a click on it opens that video in the player popup (one view more); the home page's
 * last-video card shows the video and opens it.
 *
 * The demo's videos are used when a spot has some; otherwise the manager adds two to the first spot
 * through the API, and they are deleted at the end (other specs count the demo's videos).
 */

const manager = { email: 'manager@demo.localhost', password: 'demo-manager-2026' };
const sizes = [
  { name: '1280 px', width: 1280, height: 800 },
  { name: '375 px', width: 375, height: 740 },
] as const;

const MEDIA_VIDEO = 2;
type Media = { Id: number; Type: number; Name: string; url: string; Source: number | null };
type Video = { Id: number; Name: string; Url: string; Nb_views: number; Source: number };

let demo: { clubId: number; spotId: number; media: Media[]; token: string; created: number[] };

/** The API as a Node client: 127.0.0.1 with the demo club's Host header (Node does not resolve *.localhost). */
function demoApi(token?: string): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    extraHTTPHeaders: {
      host: `demo.localhost:${E2E_PORT}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

async function json<T>(answer: Promise<{ ok(): boolean; json(): Promise<unknown> }>): Promise<T> {
  const response = await answer;
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** The videos of the spot as the manager reads them (not the visitors' cached answers): fresh counts. */
async function spotVideos(): Promise<Video[]> {
  const api = await demoApi(demo.token);
  const videos = await json<Video[]>(
    api.post('/api/Videos/getVideos', { data: { page: 0, club_id: demo.clubId, spot_id: demo.spotId } }),
  );
  await api.dispose();
  return videos;
}

/** The id a player's address holds: YouTube's `v` parameter or Vimeo's last path segment. */
function siteVideoId(url: string): string {
  const address = new URL(url);
  return address.searchParams.get('v') ?? address.pathname.split('/').at(-1) ?? '';
}

/** What the player says after it counted its view: SPEC.md section 4, views increment on open. */
const viewsText = (count: number) => (count === 1 ? '1 vue' : `${count} vues`);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const api = await demoApi();
  const club = await json<{ Id: number }>(api.get('/api/Clubs/getClubByAlias/demo'));
  const spots = await json<{ Id: number }[]>(api.get(`/api/Spots/getSpotsByClub/${club.Id}`));
  expect(spots.length).toBeGreaterThan(0);
  const { token } = await json<{ token: string }>(api.post('/api/Users/connection/', { data: manager }));
  let best = { spotId: spots[0]?.Id ?? 0, videos: 0 };
  for (const spot of spots) {
    const media = await json<Media[]>(api.get(`/api/Spots/getMedia/${spot.Id}`));
    const videos = media.filter((item) => item.Type === MEDIA_VIDEO).length;
    if (videos > best.videos) best = { spotId: spot.Id, videos };
  }
  await api.dispose();
  demo = { clubId: club.Id, spotId: best.spotId, media: [], token, created: [] };

  if (best.videos === 0) {
    const asManager = await demoApi(token);
    for (const [name, url] of [
      ['Tombant aux gorgones', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ['Mérous de la Gabinière filmés en 360 degrés au lever du jour', 'https://vimeo.com/76979871'],
    ]) {
      const video = await json<Video>(
        asManager.post('/api/Videos/createVideo', { data: { Name: name, Url: url, Spot_id: demo.spotId } }),
      );
      demo.created.push(video.Id);
    }
    await asManager.dispose();
  }
  const api2 = await demoApi(token);
  demo.media = await json<Media[]>(api2.get(`/api/Spots/getMedia/${demo.spotId}`));
  await api2.dispose();
  expect(demo.media.filter((item) => item.Type === MEDIA_VIDEO).length).toBeGreaterThan(0);
});

test.afterAll(async () => {
  if (!demo || demo.created.length === 0) return;
  const api = await demoApi(demo.token);
  for (const id of demo.created) expect((await api.get(`/api/Videos/deleteVideo/${id}`)).ok()).toBe(true);
  await api.dispose();
});

/** A YouTube still image, 480 x 360 as the site's `hqdefault` (no network here). */
const still = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="#2a7fa8"/><ellipse cx="240" cy="190" rx="90" ry="35" fill="#d08a3a"/></svg>`;

/** Serves the still images of video site A's thumbnails, or refuses them (a failed load). */
async function stillImages(page: Page, served: boolean): Promise<void> {
  await page
    .context()
    .route('https://i.ytimg.com/**', (route) =>
      served
        ? route.fulfill({ body: still, contentType: 'image/svg+xml' })
        : route.abort('internetdisconnected'),
    );
}

type Box = { left: number; top: number; right: number; bottom: number };

/** The tiles' boxes, read at one moment (same scroll), and the boxes of the texts each tile holds. */
function tileBoxes(tiles: Locator) {
  return tiles.evaluateAll((elements) =>
    elements.map((element) => {
      const box = (node: Element) => {
        const rect = node.getBoundingClientRect();
        return { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
      };
      const texts = [...element.querySelectorAll('span, p')]
        .filter((node) =>
          [...node.childNodes].some((child) => child.nodeType === 3 && child.textContent?.trim()),
        )
        .map(box);
      return { tile: box(element), texts };
    }),
  );
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5;

/** What a click at the element's centre would reach is the element itself or inside it. */
async function isOnTop(target: Locator): Promise<boolean> {
  await target.scrollIntoViewIfNeeded();
  return target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && element.contains(hit);
  });
}

for (const size of sizes) {
  test(`${size.name}: a spot's slider shows readable tiles side by side and a video tile opens that video`, async ({
    page,
  }) => {
    const served = size.width === 1280;
    await stillImages(page, served);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`/home/${demo.spotId}`);
    if (size.width < 768) await page.getByRole('button', { name: 'Ouvrir le menu des sites' }).click();

    const strip = page.getByTestId('spot-media');
    await expect(strip).toBeVisible();
    const tiles = strip.getByTestId('spot-media-tile');
    await expect(tiles).toHaveCount(demo.media.length);

    await test.step('every tile is at least 96 px wide, none covers another, texts stay in their tile', async () => {
      const boxes = await tileBoxes(tiles);
      for (const [index, { tile, texts }] of boxes.entries()) {
        expect(tile.right - tile.left, `tile ${index} width`).toBeGreaterThanOrEqual(96);
        expect(tile.bottom - tile.top, `tile ${index} height`).toBeGreaterThanOrEqual(64);
        for (const text of texts)
          expect(inside(text, tile), `a text of tile ${index} stays inside`).toBe(true);
        for (const other of boxes.slice(index + 1)) expect(overlaps(tile, other.tile)).toBe(false);
      }
    });

    await test.step('each tile is on top where a person clicks it', async () => {
      for (const tile of await tiles.all()) expect(await isOnTop(tile.locator('a, button'))).toBe(true);
    });

    await test.step('a video tile shows a still image when it loads, else a drawn poster', async () => {
      for (const item of demo.media.filter((media) => media.Type === MEDIA_VIDEO)) {
        const site = item.Source === 1 ? 'YouTube' : 'Vimeo';
        // Its name holds what it shows, the site's name and the video's (WCAG 2.5.3, label in name).
        const tile = strip.getByRole('button', { name: `Lire sur ${site} : ${item.Name}`, exact: true });
        const picture = tile.locator('[data-thumbnail]');
        await expect(picture).toHaveAttribute(
          'data-thumbnail',
          served && site === 'YouTube' ? 'still' : 'poster',
        );
        // The poster's texts and its play sign, drawn with SVG paths: no text glyph.
        await expect(picture).toContainText(item.Name);
        await expect(picture).toContainText(site);
        await expect(picture.locator('svg path')).toHaveCount(1);
        expect(await picture.textContent()).not.toMatch(/[\u25b6\u25ba\u23f5]|\p{Extended_Pictographic}/u);
      }
    });

    await test.step('a click on each video tile opens that video in the player popup, one view more', async () => {
      const before = await spotVideos();
      for (const item of demo.media.filter((media) => media.Type === MEDIA_VIDEO).slice(0, 3)) {
        const video = before.find((candidate) => candidate.Id === item.Id);
        expect(video, `${item.Name} is in the spot's video list`).toBeDefined();
        if (!video) continue;
        const site = item.Source === 1 ? 'YouTube' : 'Vimeo';
        await strip.getByRole('button', { name: `Lire sur ${site} : ${item.Name}`, exact: true }).click();
        const player = page.getByRole('dialog', { name: item.Name });
        await expect(player).toBeVisible();
        await expect(player.locator('iframe')).toHaveAttribute('src', new RegExp(siteVideoId(video.Url)));
        await expect(player.getByText(viewsText(video.Nb_views + 1))).toBeVisible();
        // Closed by Escape once, by its close button otherwise; on a phone, Escape closes the popup
        // and leaves the spots' drawer under it open.
        if (item === demo.media.find((media) => media.Type === MEDIA_VIDEO))
          await page.keyboard.press('Escape');
        else await player.getByRole('button', { name: 'Fermer', exact: true }).click();
        await expect(player).toBeHidden();
        await expect(strip).toBeVisible();
      }
    });
  });

  test(`${size.name}: the home page's last video shows its picture and opens that video`, async ({
    page,
  }) => {
    await stillImages(page, false);
    await page.setViewportSize({ width: size.width, height: size.height });
    const api = await demoApi(demo.token);
    const last = await json<Video>(api.get(`/api/Videos/getLastVideo/${demo.clubId}`));
    await api.dispose();
    await page.goto('/');

    const card = page.getByTestId('last-video');
    await expect(card.getByRole('heading', { name: 'Dernière vidéo' })).toBeVisible();
    const site = last.Source === 1 ? 'YouTube' : 'Vimeo';
    const play = card.getByRole('button', { name: `Lire sur ${site} : ${last.Name}`, exact: true });
    await play.scrollIntoViewIfNeeded();
    const box = await play.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(96);
    expect(box?.height).toBeGreaterThanOrEqual(96);
    await expect(play.locator('[data-thumbnail="poster"]')).toContainText(last.Name);
    expect(await isOnTop(play)).toBe(true);

    const lastPicture = page.getByRole('link', { name: 'Dernière photo' });
    if ((await lastPicture.count()) > 0) {
      // The picture is decorative (alt=""): the link is named by its heading and the picture's name.
      const picture = await lastPicture.locator('img').boundingBox();
      expect(picture?.width).toBeGreaterThanOrEqual(96);
    }

    // A click anywhere on the card, on its heading too, opens the video.
    await card.click({ position: { x: 24, y: 20 } });
    const player = page.getByRole('dialog', { name: last.Name });
    await expect(player).toBeVisible();
    await expect(player.locator('iframe')).toHaveAttribute('src', new RegExp(siteVideoId(last.Url)));
    await expect(player.getByText(viewsText(last.Nb_views + 1))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(player).toBeHidden();
    await expect(card).toContainText(viewsText(last.Nb_views + 1));
  });
}
