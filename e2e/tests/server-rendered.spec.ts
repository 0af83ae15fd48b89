import { type APIRequestContext, devices, request } from '@playwright/test';
import { demoUrl } from '../playwright.config.ts';
import { api, demoHost } from '../support/layer-editor.ts';
import { expect, test } from '../support/person.ts';

/**
 * The public pages arrive as HTML (issue 19): what a search engine, a link preview or a browser
 * without JavaScript reads, and a browser with JavaScript takes over without asking again.
 */

type NewsItem = { Id: number; Title: string; Intro_content: string };
type Spot = { Id: number; Name: string };

/** The site as a crawler reads it: plain HTTP, no browser. */
async function crawler(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: api, extraHTTPHeaders: { host: demoHost } });
}

async function demoData(http: APIRequestContext) {
  const news: NewsItem[] = [];
  for (let page = 0; ; page += 1) {
    const items = (await (await http.get(`/api/News/getNewsByClub/1/${page}`)).json()) as NewsItem[];
    if (items.length === 0) break;
    news.push(...items);
  }
  const spots = (await (await http.get('/api/Spots/getSpotsByClub/1')).json()) as Spot[];
  const spotInfos = (await (await http.get(`/api/Spots/getInfos/${spots[0]?.Id}`)).json()) as {
    Visibility: string;
    Difficulty: string;
  };
  const clubInfos = (await (await http.get('/api/Clubs/getInfos/1')).json()) as { Description: string };
  // Other specs publish items without an intro: the one read here has one to look for.
  const first = news.find((item) => item.Intro_content.trim() !== '');
  const spot = spots[0];
  if (!first || !spot) throw new Error('the demo club has no news or no spot');
  return { news, first, spots, spot, spotInfos, clubInfos };
}

/** The JSON-LD objects of a page. */
function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => (JSON.parse(match[1] ?? '{}') as { '@type': string })['@type'],
  );
}

/**
 * The first words of a text that may be HTML (the club's description is rich text, and other tests
 * rewrite it): what a reader sees of it, whitespace as the page shows it.
 */
function openingWords(text: string): string {
  const words = text
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .slice(0, 5)
    .join(' ');
  if (words === '') throw new Error('the club has no description to look for');
  return words;
}

/** The text of a page's `#root`, tags removed: what it says before any script runs. */
function rootText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="server-render-state"'));
  return root
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

test('each public page arrives with its own content, head and schema.org data', async () => {
  const http = await crawler();
  const { news: items, first, spot, spotInfos, clubInfos } = await demoData(http);
  const newest = items[0] ?? first;
  const page = async (path: string) => {
    const response = await http.get(path);
    expect(response.status(), path).toBe(200);
    return response.text();
  };

  const news = await page(`/news/${first.Id}`);
  expect(rootText(news)).toContain(first.Title);
  expect(rootText(news)).toContain(openingWords(first.Intro_content));
  expect(news).toContain(`<meta property="og:type" content="article">`);
  expect(jsonLdTypes(news)).toEqual(expect.arrayContaining(['SportsClub', 'NewsArticle']));

  const panel = await page(`/home/${spot.Id}`);
  expect(rootText(panel)).toContain(spot.Name);
  expect(rootText(panel)).toContain(spotInfos.Visibility);
  expect(rootText(panel)).toContain(spotInfos.Difficulty);
  expect(jsonLdTypes(panel)).toEqual(expect.arrayContaining(['SportsClub', 'Place']));

  const club = await page('/club');
  expect(rootText(club)).toContain(openingWords(clubInfos.Description));

  const list = await page('/news_list');
  expect(rootText(list)).toContain(newest.Title);

  for (const path of ['/', '/galerie', '/video', '/live', '/view_mention_legale', '/register']) {
    const html = await page(path);
    expect(html, path).toMatch(/<link rel="canonical" href="[^"]+">/);
    expect(html, path).toContain('hreflang="x-default"');
    expect(html, path).toContain('type="application/rss+xml"');
    expect(jsonLdTypes(html), path).toContain('SportsClub');
    expect(rootText(html).length, `${path} has content`).toBeGreaterThan(200);
  }

  const english = await page(`/news/${first.Id}?lang=en`);
  expect(english).toContain('<html lang="en"');
  expect(english).toContain(`<link rel="canonical" href="http://${demoHost}/news/${first.Id}?lang=en">`);
  await http.dispose();
});

test('the sitemap lists every news item and spot, and the feed is RSS 2.0', async ({ page }) => {
  const http = await crawler();
  const { news, spots } = await demoData(http);
  const sitemap = await (await http.get('/sitemap.xml')).text();
  for (const item of news) expect(sitemap).toContain(`/news/${item.Id}</loc>`);
  for (const spot of spots) expect(sitemap).toContain(`/home/${spot.Id}</loc>`);
  expect(await (await http.get('/robots.txt')).text()).toContain('Disallow: /admin');

  const feed = await (await http.get('/feed.xml')).text();
  await http.dispose();
  await page.goto(`${demoUrl}/club`);
  const checked = await page.evaluate((xml) => {
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    if (document.querySelector('parsererror')) return { error: 'not well-formed XML' };
    const rss = document.documentElement;
    const channel = rss.querySelector(':scope > channel');
    const text = (parent: Element | null, name: string) =>
      parent?.querySelector(`:scope > ${name}`)?.textContent?.trim() ?? '';
    const items = [...(channel?.querySelectorAll(':scope > item') ?? [])];
    return {
      root: rss.nodeName,
      version: rss.getAttribute('version'),
      channel: ['title', 'link', 'description'].map((name) => text(channel, name) !== ''),
      items: items.length,
      complete: items.every(
        (item) =>
          ['title', 'link', 'guid'].every((name) => text(item, name) !== '') &&
          !Number.isNaN(Date.parse(text(item, 'pubDate'))),
      ),
    };
  }, feed);
  expect(checked).toEqual({
    root: 'rss',
    version: '2.0',
    channel: [true, true, true],
    // The feed holds the 20 newest items.
    items: Math.min(news.length, 20),
    complete: true,
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a news item and the club page are read in full', async ({ page }) => {
    const http = await crawler();
    const { first, clubInfos } = await demoData(http);
    await http.dispose();
    await page.goto(`${demoUrl}/news/${first.Id}`);
    await expect(page.getByRole('heading', { name: first.Title })).toBeVisible();
    await expect(page.getByText(openingWords(first.Intro_content))).toBeVisible();
    await page.goto(`${demoUrl}/club`);
    await expect(page.getByText(openingWords(clubInfos.Description)).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Actualités' }).first()).toBeVisible();
  });
});

test('the browser takes every public page over without a mismatch and without asking again', async ({
  page,
}) => {
  const http = await crawler();
  const { first, spot } = await demoData(http);
  await http.dispose();
  const asked: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    // An infinite list asking for its next page (its sentinel in view) asks for something new.
    const nextPage =
      ((sent.postDataJSON() as { page?: number } | null)?.page ?? 0) > 0 ||
      /\/(getNewsByClub|getOutings)\/\d+\/[1-9]\d*$/.test(url.pathname);
    if (nextPage) return;
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/Translations/'))
      asked.push(url.pathname);
  });
  const hydrationWords: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) hydrationWords.push(message.text());
  });
  for (const path of [
    '/',
    `/home/${spot.Id}`,
    '/news_list',
    `/news/${first.Id}`,
    '/galerie',
    '/sorties',
    '/video',
    '/club',
    '/live',
    '/view_mention_legale',
    '/register',
  ]) {
    asked.length = 0;
    await page.goto(`${demoUrl}${path}`);
    await page.waitForLoadState('networkidle');
    // What the server rendered is what the page shows: the page's data and words came with it.
    expect(
      asked.filter((pathname) => !/addPageView|getMapConfig|getKmlFile|getLayerOverlays/.test(pathname)),
      `${path} asked again`,
    ).toEqual([]);
  }
  expect(hydrationWords).toEqual([]);
});

const { viewport: _phoneViewport, defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];

for (const [who, device] of [
  ['a phone', { ...phone, viewport: { width: 375, height: 812 } }],
  ['a computer', { viewport: { width: 1280, height: 800 } }],
] as const) {
  test.describe(`on ${who}`, () => {
    test.use(device);

    test("the browser keeps the server's elements while it takes a page over", async ({ page }) => {
      // A part whose code came too late for hydration's end was thrown away and drawn again (the spot
      // panel: its place and months written anew, the country names loaded mid-hydration on a phone).
      const http = await crawler();
      const { first, spot } = await demoData(http);
      await http.dispose();
      await page.addInitScript(() => {
        const removed: string[] = [];
        (window as unknown as { removedParts: string[] }).removedParts = removed;
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes) {
              // The map's box while its code loads is meant to go; a part of the page is not.
              if (!(node instanceof HTMLElement) || node.dataset.testid === 'home-map-loading') continue;
              if (node.outerHTML.length > 300)
                removed.push(`${node.tagName} ${node.textContent?.slice(0, 60)}`);
            }
        }).observe(document, { childList: true, subtree: true });
      });
      for (const path of [
        '/',
        `/home/${spot.Id}`,
        '/news_list',
        `/news/${first.Id}`,
        '/galerie',
        '/sorties',
      ]) {
        await page.goto(`${demoUrl}${path}`);
        await page.locator('html[data-ready]').waitFor();
        await page.waitForLoadState('networkidle');
        const removed = await page.evaluate(
          () => (window as unknown as { removedParts: string[] }).removedParts,
        );
        expect(removed, path).toEqual([]);
      }
    });
  });
}

test("a spot panel's place and best months read the same, taken over and rendered in the browser", async ({
  page,
}) => {
  // Both are written with Intl in the browser (its country and month names): taken over, the server's
  // words are kept; rendered afresh (the spot picked in the menu), the browser writes them itself.
  const http = await crawler();
  type PlacedSpot = Spot & { Town: string | null; Region: string | null; Country_code: string | null };
  const spots = (await (await http.get('/api/Spots/getSpotsByClub/1')).json()) as PlacedSpot[];
  let found: { spot: PlacedSpot; from: number; to: number } | null = null;
  for (const spot of spots) {
    const infos = (await (await http.get(`/api/Spots/getInfos/${spot.Id}`)).json()) as {
      Best_month_from: number | null;
      Best_month_to: number | null;
    };
    if (spot.Country_code && infos.Best_month_from && infos.Best_month_to) {
      found = { spot, from: infos.Best_month_from, to: infos.Best_month_to };
      break;
    }
  }
  await http.dispose();
  if (!found) throw new Error('the demo club has no spot with a country and best months');
  const { spot, from, to } = found;
  const month = (value: number) =>
    new Intl.DateTimeFormat('fr', { month: 'long' }).format(new Date(2024, value - 1, 1));
  const country = new Intl.DisplayNames(['fr'], { type: 'region' }).of(spot.Country_code ?? '');
  const place = [spot.Town, spot.Region, country].filter(Boolean).join(', ');
  const months = `de ${month(from)} à ${month(to)}`;

  await page.goto(`${demoUrl}/home/${spot.Id}`);
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  const panel = page.getByTestId('spot-panel');
  await expect(panel).toContainText(place);
  await expect(panel).toContainText(months);

  await page.getByRole('banner').getByRole('link', { name: 'Accueil' }).click();
  await expect(page).toHaveURL(`${demoUrl}/`);
  await page
    .getByTestId('spot-side-menu')
    .getByRole('button', { name: new RegExp(spot.Name) })
    .click();
  await expect(panel.getByRole('heading', { name: spot.Name })).toBeVisible();
  await expect(panel).toContainText(place);
  await expect(panel).toContainText(months);
});

test('a page opened from its address starts at its top, however far the page before was scrolled', async ({
  page,
}) => {
  await page.goto(`${demoUrl}/news_list`);
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.goto(`${demoUrl}/galerie`);
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  await expect(page.getByTestId('picture-tile').first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
