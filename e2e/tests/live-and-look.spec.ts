import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Page, request } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { expect, test } from '../support/person.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * Issue 17, 'a live to watch' and 'the club's own look': with a spot live, every public page shows the
 * 'live now' banner under the header, which leads to /live; /live embeds the stream with a plain link
 * to watch it on YouTube and links to the spot; the header shows the club's logo and its whole name;
 * home and /club open with the club's picture; the gallery sits in the same width as the other pages.
 */

const host = `demo.localhost:${E2E_PORT}`;
const fixtures = path.resolve(import.meta.dirname, '../fixtures');
const manager = { email: 'manager@demo.localhost', password: 'demo-manager-2026' };
const member = { email: 'marin@demo.localhost', password: 'demo-member-2026' };
/** The live's video when this spec starts one (a well-formed YouTube id; there is no network here). */
const liveVideo = 'dQw4w9WgXcQ';

type Spot = { Id: number; Name: string; Live: boolean; Live_url: string | null };
type Demo = { clubName: string; spot: Spot; newsId: number | null; memberId: number };
let demo: Demo;
/** What this spec changed and sets back afterwards. */
const made: { liveSpotId: number | null; slideId: number | null } = { liveSpotId: null, slideId: null };
let managerToken = '';

async function demoApi(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}`, extraHTTPHeaders: { host } });
}

async function read<T>(api: APIRequestContext, url: string, token?: string): Promise<T> {
  const answer = await api.get(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(answer.ok(), `GET ${url}`).toBe(true);
  return (await answer.json()) as T;
}

const picture = (file: string, mimeType: string) => ({
  file: { name: path.basename(file), mimeType, buffer: readFileSync(path.join(fixtures, file)) },
});

/**
 * A spot live with a video (the demo's own when it has one; otherwise one started here, finished in
 * afterAll), a logo and a carousel slide (added when the demo has none; the picture is removed
 * afterwards, the logo stays: the API replaces a logo but never removes it).
 */
test.beforeAll(async () => {
  const api = await demoApi();
  const signedIn = await api.post('/api/Users/connection/', { data: manager });
  expect(signedIn.ok()).toBe(true);
  managerToken = ((await signedIn.json()) as { token: string }).token;
  const headers = { authorization: `Bearer ${managerToken}` };

  const club = await read<{ Id: number; Name: string; Logo_url: string | null }>(
    api,
    '/api/Clubs/getClubByAlias/demo',
  );
  const spots = await read<Spot[]>(api, `/api/Spots/getSpotsByClub/${club.Id}`);
  let spot = spots.find((candidate) => candidate.Live && candidate.Live_url);
  if (!spot) {
    // Not La Gabinière, which the other specs use most: finishing the live leaves a replay on its spot.
    const chosen = spots.find((candidate) => candidate.Name === 'Pointe du Vaisseau') ?? spots.at(-1);
    if (!chosen) throw new Error('the demo club has spots');
    expect((await api.get(`/api/Spots/createLive/${chosen.Id}`, { headers })).ok()).toBe(true);
    made.liveSpotId = chosen.Id;
    const updated = await api.post('/api/Spots/updateLive', {
      headers,
      data: { Spot_id: chosen.Id, Url: `https://youtu.be/${liveVideo}` },
    });
    expect(updated.ok()).toBe(true);
    spot = (await updated.json()) as Spot;
  }

  if (!club.Logo_url) {
    const logo = await api.post('/api/Clubs/editLogoUrl', {
      headers,
      multipart: picture('avatar.png', 'image/png'),
    });
    expect(logo.ok()).toBe(true);
  }
  const slides = await read<{ Id: number }[]>(api, `/api/Clubs/getCarousel/${club.Id}`);
  if (slides.length === 0) {
    const slide = await api.post('/api/Clubs/createCarouselPicture', {
      headers,
      multipart: picture('pictures/reef-1.jpg', 'image/jpeg'),
    });
    expect(slide.ok()).toBe(true);
    made.slideId = ((await slide.json()) as { Id: number }).Id;
  }

  const news = await read<{ Id: number }[]>(api, `/api/News/getNewsByClub/${club.Id}/0`);
  const members = await read<{ Id: number; Email: string }[]>(
    api,
    `/api/Users/getAllUsersByClub/${club.Id}`,
    managerToken,
  );
  // Another member than the one who signs in here (a conversation with oneself is no page).
  const someone = members.find((candidate) => candidate.Email === 'tom@demo.localhost') ?? members[0];
  if (!someone) throw new Error('the demo club has members');
  await api.dispose();
  demo = { clubName: club.Name, spot, newsId: news[0]?.Id ?? null, memberId: someone.Id };
});

test.afterAll(async () => {
  const api = await demoApi();
  const headers = { authorization: `Bearer ${managerToken}` };
  if (made.liveSpotId !== null) {
    expect((await api.get(`/api/Spots/finishLive/${made.liveSpotId}`, { headers })).ok()).toBe(true);
  }
  if (made.slideId !== null) {
    const removed = await api.get(`/api/Clubs/deleteCarouselPicture/${made.slideId}`, { headers });
    expect(removed.ok()).toBe(true);
  }
  await api.dispose();
});

/** The public pages of SPEC.md section 2 a visitor opens (the made-up-token pages go home at once). */
const visitorPages = (d: Demo) => [
  '/',
  `/home/${d.spot.Id}`,
  '/video',
  `/video/${d.spot.Id}/${d.memberId}`,
  `/replays/${d.spot.Id}`,
  ...(d.newsId === null ? [] : [`/news/${d.newsId}`]),
  '/news_list',
  '/live',
  '/register',
  '/register_success',
  '/view_mention_legale',
  '/galerie',
  `/galerie/${d.spot.Id}/${d.memberId}`,
  '/club',
  '/a/path/nobody/knows',
];
/** The public pages of the club's members. */
const memberPages = (d: Demo) => ['/profile', '/contact', `/contact/${d.memberId}`];

/** The banner is there, under the header and above the page (never over either), on top, and links to /live. */
async function expectLiveBanner(page: Page, url: string) {
  const banner = page.getByRole('complementary', { name: 'Direct en cours' });
  await expect(banner, url).toBeVisible();
  const link = banner.getByRole('link', { name: /^En direct/ });
  await expect(link, url).toHaveAttribute('href', '/live');
  await expect(link, url).toContainText(demo.spot.Name);
  const header = await page.getByRole('banner').boundingBox();
  const strip = await banner.boundingBox();
  const main = await page.locator('#main-content').boundingBox();
  if (!header || !strip || !main) throw new Error(`${url}: header, banner and page are laid out`);
  expect(strip.y, `${url}: the banner starts under the header`).toBeGreaterThanOrEqual(
    header.y + header.height - 1,
  );
  expect(main.y, `${url}: the page starts under the banner`).toBeGreaterThanOrEqual(
    strip.y + strip.height - 1,
  );
  const onTop = await link.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(onTop, `${url}: nothing covers the banner's link`).toBe(true);
}

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 375, height: 740 } },
]) {
  test.describe(`on a ${device.name} (${device.viewport.width} px)`, () => {
    test.use({ viewport: device.viewport, hasTouch: device.name === 'phone' });

    test('with a spot live, every public page shows the live banner, which leads to /live', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      for (const url of visitorPages(demo)) {
        await page.goto(url);
        await expectLiveBanner(page, url);
      }
      await page.goto('/');
      await signIn(page, member);
      for (const url of memberPages(demo)) {
        await page.goto(url);
        await expectLiveBanner(page, url);
      }
      await page.goto('/club');
      await page.getByRole('complementary', { name: 'Direct en cours' }).getByRole('link').click();
      await expect(page).toHaveURL(/\/live$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible();
    });

    test('/live shows the spot live with its player, a link to watch it on YouTube and the way to the spot', async ({
      page,
    }) => {
      await page.goto('/live');
      const card = page.getByTestId('live-spot').filter({ hasText: demo.spot.Name });
      await expect(card).toBeVisible();
      const watch = card.getByRole('link', { name: 'Regarder sur YouTube' });
      await expect(watch).toBeVisible();
      const videoId = demo.spot.Live_url ?? liveVideo;
      await expect(watch).toHaveAttribute('href', `https://www.youtube.com/watch?v=${videoId}`);
      await expect(watch).toHaveAttribute('target', '_blank');
      // The player waits behind its poster (nothing of YouTube loads before the click: no broken frame
      // without network); a click puts it there, playing. The link above is the way out.
      await expect(card.locator('iframe')).toHaveCount(0);
      await card.getByRole('button', { name: `Lire sur YouTube : Direct : ${demo.spot.Name}` }).click();
      await expect(card.locator('iframe')).toHaveAttribute(
        'src',
        new RegExp(`/embed/${videoId}.*autoplay=1`),
      );
      // The carousel of SPEC.md's live page stays.
      await expect(page.getByRole('region', { name: 'Images du club' })).toBeVisible();
      await card.getByRole('link', { name: demo.spot.Name }).click();
      await expect(page).toHaveURL(new RegExp(`/home/${demo.spot.Id}$`));
    });

    test("the header shows the club's logo and its whole name", async ({ page }) => {
      await page.goto('/');
      const logo = page.getByRole('banner').getByTestId('club-logo');
      await expect(logo).toBeVisible();
      expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      const name = page.getByTestId('club-name');
      await expect(name).toHaveText(demo.clubName);
      const fits = await name.evaluate((element) => ({
        wide: element.scrollWidth <= element.clientWidth,
        tall: element.scrollHeight <= element.clientHeight + 1,
      }));
      expect(fits, 'the name is neither cut nor hidden').toEqual({ wide: true, tall: true });
      const brand = await page.getByTestId('club-brand').boundingBox();
      expect(brand && brand.x + brand.width, 'the name stays in the window').toBeLessThanOrEqual(
        device.viewport.width,
      );
    });

    test("home and /club open with the club's picture, home's a strip that leaves the map on the first screen", async ({
      page,
    }) => {
      await page.goto('/');
      const strip = page.getByTestId('club-picture-strip');
      await expect(strip).toBeVisible();
      const stripBox = await strip.boundingBox();
      expect(stripBox?.height ?? 0).toBeLessThanOrEqual(120);
      const map = page.getByTestId('home-map').or(page.getByTestId('home-map-loading'));
      const mapBox = await map.first().boundingBox();
      expect(mapBox?.y ?? 9999, 'the map starts in the upper half of the first screen').toBeLessThan(
        device.viewport.height / 2,
      );

      await page.goto('/club');
      const hero = page.getByTestId('club-picture-hero');
      await expect(hero).toBeVisible();
      await expect(hero.getByRole('heading', { level: 1, name: demo.clubName })).toBeVisible();
      expect(
        await hero
          .locator('img')
          .first()
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
    });

    test('the lightbox takes the whole screen on a phone, and is a popup on a wide screen', async ({
      page,
    }) => {
      await page.goto('/galerie');
      const open = page.getByRole('main').getByRole('button', { name: /^Ouvrir / });
      // One of the demo seed's pictures.
      await open.first().click();
      const lightbox = page.getByRole('dialog');
      await expect(lightbox.getByRole('img').first()).toBeVisible();
      // Rounded, and polled: the popup's opening transition leaves sub-pixel sizes for a moment.
      const box = async () => {
        const laidOut = await lightbox.boundingBox();
        if (!laidOut) throw new Error('the lightbox is laid out');
        const { x, y, width, height } = laidOut;
        return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
      };
      if (device.name === 'phone') {
        await expect
          .poll(box)
          .toEqual({ x: 0, y: 0, width: device.viewport.width, height: device.viewport.height });
      } else {
        expect((await box()).width).toBeLessThan(device.viewport.width);
      }
      await page.keyboard.press('Escape');
      await expect(lightbox).toBeHidden();
    });

    test('the gallery and video pages sit in the same content width as the news', async ({ page }) => {
      const widthOf = async (url: string) => {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        return (await page.locator('#main-content > div').boundingBox())?.width ?? 0;
      };
      const news = await widthOf('/news_list');
      expect(await widthOf('/galerie')).toBeCloseTo(news, 0);
      expect(await widthOf('/video')).toBeCloseTo(news, 0);
      expect(await widthOf(`/replays/${demo.spot.Id}`)).toBeCloseTo(news, 0);
      if (device.name === 'desktop') expect(news).toBeLessThan(device.viewport.width);
    });
  });
}

/** The live dot's pulse: the animations of the page named after it (CSS modules add a suffix). */
async function livePulses(page: Page) {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => (animation as CSSAnimation).animationName?.includes('live-pulse'))
      .map((animation) => {
        const timing = animation.effect?.getComputedTiming();
        return {
          state: animation.playState,
          iterations: timing?.iterations,
          endTime: Number(timing?.endTime),
        };
      }),
  );
}

test.describe('for a visitor who lets pages move', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the live dot pulses three times once the page is ready, then stays still: under 5 s (WCAG 2.2.2)', async ({
    page,
  }) => {
    // Before the page is ready, the dot is still: the pulse's frames would share the processor with
    // the page's start.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const dot = document.querySelector('[class*="liveDot"]');
        (window as unknown as { pulseBeforeReady: string }).pulseBeforeReady = dot
          ? getComputedStyle(dot, '::after').animationName
          : 'no dot';
      });
    });
    await page.goto('/news_list');
    await page.locator('html[data-ready]').waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { pulseBeforeReady: string }).pulseBeforeReady),
    ).toBe('none');
    const [pulse] = await livePulses(page);
    expect(pulse?.iterations).toBe(3);
    expect(pulse?.endTime).toBeLessThanOrEqual(5_000);
    // Once over, a CSS animation is no longer among the page's animations.
    await expect.poll(() => livePulses(page), { timeout: 8_000 }).toEqual([]);
  });
});

test('a visitor who asked for less motion gets a still dot', async ({ page }) => {
  // The project's default: reducedMotion 'reduce'.
  await page.goto('/news_list');
  await page.locator('html[data-ready]').waitFor();
  await expect(page.getByRole('complementary', { name: 'Direct en cours' })).toBeVisible();
  expect(await livePulses(page)).toEqual([]);
});
