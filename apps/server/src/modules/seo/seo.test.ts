import { ROLE } from '@club/shared/constants';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClub, buildMember, type ClubRow, hostOf, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { news, newsContents } from '../../db/schema/news.ts';
import { languages } from '../../db/schema/reference.ts';
import { spots } from '../../db/schema/spots.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** A news item with a text in each given language (title suffixed by the language). */
async function buildNews(
  club: ClubRow,
  title: string,
  options: { languageKeys?: string[]; createdAt?: Date; picture?: string; intro?: string } = {},
) {
  const { languageKeys = ['fr'], createdAt = new Date(), picture = null, intro = 'Intro' } = options;
  const [item] = await t.db
    .insert(news)
    .values({ clubId: club.id, createdAt, pictureUrl: picture })
    .returning();
  if (!item) throw new Error('news not created');
  const rows = await t.db.select().from(languages).where(inArray(languages.key, languageKeys));
  await t.db.insert(newsContents).values(
    rows.map((language) => ({
      newsId: item.id,
      clubId: club.id,
      languageId: language.id,
      title: `${title}${languageKeys.length > 1 ? ` ${language.key}` : ''}`,
      introContent: intro,
      newsContent: '<p>Texte</p>',
    })),
  );
  return item;
}

async function buildSpot(club: ClubRow, name: string) {
  const [spot] = await t.db
    .insert(spots)
    .values({ clubId: club.id, name, latitude: 43, longitude: 6 })
    .returning();
  if (!spot) throw new Error('spot not created');
  return spot;
}

function get(url: string, host: string) {
  return t.app.inject({ url, headers: { host } });
}

/** The XML document, failing the test on any parse error or warning. */
function parseXml(text: string) {
  const problems: string[] = [];
  const parser = new DOMParser({
    onError: (level, message) => {
      problems.push(`${level}: ${message}`);
    },
  });
  const document = parser.parseFromString(text, 'application/xml');
  expect(problems).toEqual([]);
  return document;
}

/** The texts of an element's children of a name, in the element's own namespace (not atom:link's). */
const childText = (element: Element, name: string) =>
  Array.from(element.childNodes)
    .filter(
      (node): node is Element =>
        node.nodeType === 1 &&
        (node as Element).localName === name &&
        (node as Element).namespaceURI === element.namespaceURI,
    )
    .map((node) => node.textContent ?? '');

/** An item description read as the HTML a feed reader shows: the elements it makes, and its text. */
function readAsHtml(html: string) {
  const body = new DOMParser({ onError: () => {} })
    .parseFromString(`<div>${html}</div>`, 'text/html')
    .getElementsByTagName('div')[0];
  return {
    elements: Array.from(body?.getElementsByTagName('*') ?? []).map((element) => element.tagName),
    text: body?.textContent ?? '',
  };
}

const site = (club: ClubRow) => `http://${club.alias}.localhost:3000`;

describe('/robots.txt', () => {
  it('lets search engines in, keeps them out of the admin area and the API, and names the sitemap', async () => {
    const club = await buildClub(t.db);
    const response = await get('/robots.txt', hostOf(club));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain(`Sitemap: ${site(club)}/sitemap.xml`);
    expect(lines.filter((line) => line === 'Disallow: /')).toEqual([]);
  });

  it('is not found on the bare domain, and an unknown club is a 404', async () => {
    expect((await get('/robots.txt', 'localhost:3000')).statusCode).toBe(404);
    expect((await get('/sitemap.xml', 'localhost:3000')).statusCode).toBe(404);
    expect((await get('/feed.xml', 'localhost:3000')).statusCode).toBe(404);
    const unknown = await get('/sitemap.xml', 'nosuchclub.localhost:3000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('<urlset');
  });
});

describe('/sitemap.xml', () => {
  it("lists the club's public pages, every spot and news item in each language, and nothing of another club", async () => {
    const club = await buildClub(t.db, { languageKeys: ['fr', 'en'], hasLivePage: true });
    const other = await buildClub(t.db);
    const created = new Date('2026-03-01T10:00:00.000Z');
    const items = [
      await buildNews(club, 'Sortie', { createdAt: created }),
      await buildNews(club, 'Baptême', { languageKeys: ['fr', 'en'] }),
    ];
    const clubSpots = [await buildSpot(club, 'Les Moines'), await buildSpot(club, 'Planier')];
    const otherNews = await buildNews(other, 'Autre club');
    const otherSpot = await buildSpot(other, 'Ailleurs');

    const response = await get('/sitemap.xml', hostOf(club));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const document = parseXml(response.body);
    const urlset = document.documentElement;
    expect(urlset?.namespaceURI).toBe(SITEMAP_NS);
    const urls = Array.from(document.getElementsByTagNameNS(SITEMAP_NS, 'url'));
    const locs = urls.flatMap((url) => childText(url, 'loc'));

    const base = site(club);
    for (const path of [
      '/',
      '/club',
      '/view_mention_legale',
      '/news_list',
      '/galerie',
      '/video',
      '/live',
      '/register',
    ]) {
      expect(locs).toContain(`${base}${path}`);
      expect(locs).toContain(`${base}${path}?lang=en`);
    }
    for (const spot of clubSpots) expect(locs).toContain(`${base}/home/${spot.id}`);
    for (const item of items) {
      expect(locs).toContain(`${base}/news/${item.id}`);
      expect(locs).toContain(`${base}/news/${item.id}?lang=en`);
    }
    expect(response.body).not.toContain(`/news/${otherNews.id}<`);
    expect(response.body).not.toContain(`/home/${otherSpot.id}<`);
    expect(locs.every((loc) => loc.startsWith(`${base}/`))).toBe(true);

    // The news item's last change, and its alternates in each language and x-default.
    const first = urls.find((url) => childText(url, 'loc')[0] === `${base}/news/${items[0]?.id}`);
    expect(first && childText(first, 'lastmod')).toEqual([created.toISOString()]);
    const alternates = Array.from(first?.getElementsByTagNameNS(XHTML_NS, 'link') ?? []).map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    );
    expect(alternates).toEqual([
      `fr ${base}/news/${items[0]?.id}`,
      `en ${base}/news/${items[0]?.id}?lang=en`,
      `x-default ${base}/news/${items[0]?.id}`,
    ]);
  });

  it('leaves out the pages a club does not have', async () => {
    const club = await buildClub(t.db, { languageKeys: ['fr'], hasGallery: false, hasSpots: false });
    await buildSpot(club, 'Hidden');
    const body = (await get('/sitemap.xml', hostOf(club))).body;
    expect(body).not.toContain('/galerie<');
    expect(body).not.toContain('/live<');
    expect(body).not.toContain('/home/');
    expect(body).not.toContain('?lang=');
  });

  it('is kept until a write in the club changes its news or spots, then shows the change at once', async () => {
    const club = await buildClub(t.db, { languageKeys: ['fr'] });
    const host = hostOf(club);
    const manager = await buildMember(t.db, club, { role: ROLE.manager });
    const headers = { host, authorization: `Bearer ${await signIn(t.app, host, manager)}` };
    expect((await get('/sitemap.xml', host)).body).not.toContain('/news/');
    // Written behind the server's back: the kept sitemap does not know of it yet.
    const unseen = await buildNews(club, 'Sans écriture');
    expect((await get('/sitemap.xml', host)).body).not.toContain(`/news/${unseen.id}<`);

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/News/editNewsContent',
      headers,
      payload: { news_list: [{ Language_key: 'fr', Title: 'Nouvelle', News_content: '<p>x</p>' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = (await get('/sitemap.xml', host)).body;
    expect(body).toContain(`${site(club)}/news/${saved.json().news.Id}<`);
    expect(body).toContain(`${site(club)}/news/${unseen.id}<`);
  });
});

describe('/feed.xml', () => {
  it('is RSS 2.0 with the required channel and item elements, newest first, in the asked language', async () => {
    const club = await buildClub(t.db, { name: 'Les Palmes', languageKeys: ['fr', 'en'] });
    const older = await buildNews(club, 'Ancienne', { createdAt: new Date('2026-01-01T00:00:00Z') });
    const newer = await buildNews(club, 'Récente', {
      languageKeys: ['fr', 'en'],
      createdAt: new Date('2026-02-01T12:30:00Z'),
      picture: '/files/news/a.webp',
      intro: '<b>Palmes</b> & tuba',
    });
    const response = await get('/feed.xml?lang=en', hostOf(club));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const document = parseXml(response.body);
    const rss = document.documentElement;
    expect(rss?.tagName).toBe('rss');
    expect(rss?.getAttribute('version')).toBe('2.0');
    const channel = document.getElementsByTagName('channel')[0];
    if (!channel) throw new Error('no channel');
    expect(childText(channel, 'title')).toEqual(['Les Palmes']);
    expect(childText(channel, 'link')).toEqual([`${site(club)}/news_list?lang=en`]);
    expect(childText(channel, 'description')[0]).not.toBe('');
    expect(childText(channel, 'language')).toEqual(['en']);
    const self = document.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
    expect(self?.getAttribute('rel')).toBe('self');
    expect(self?.getAttribute('href')).toBe(`${site(club)}/feed.xml?lang=en`);

    const items = Array.from(channel.getElementsByTagName('item'));
    expect(items.map((item) => childText(item, 'title')[0])).toEqual(['Récente en', 'Ancienne']);
    const [first] = items;
    if (!first) throw new Error('no item');
    expect(childText(first, 'link')).toEqual([`${site(club)}/news/${newer.id}?lang=en`]);
    expect(childText(first, 'guid')).toEqual([`${site(club)}/news/${newer.id}?lang=en`]);
    expect(childText(first, 'pubDate')).toEqual(['Sun, 01 Feb 2026 12:30:00 GMT']);
    const description = readAsHtml(childText(first, 'description')[0] ?? '');
    expect(description).toEqual({ elements: [], text: 'Palmes & tuba' });
    expect(response.body).toContain(`url="${site(club)}/files/news/a.webp"`);
    expect(response.body).toContain(`/news/${older.id}?lang=en<`);
  });

  it('writes an intro’s text as text: entities of the intro never become markup in the reader', async () => {
    const club = await buildClub(t.db, { languageKeys: ['fr'] });
    await buildNews(club, 'Piège', {
      intro:
        '<p>&lt;img src=x onerror=alert(1)&gt; &amp;lt;b&amp;gt; &lt;script&gt;alert(2)&lt;/script&gt;</p>',
    });
    const document = parseXml((await get('/feed.xml', hostOf(club))).body);
    const item = document.getElementsByTagName('item')[0];
    if (!item) throw new Error('no item');
    const [description] = childText(item, 'description');
    const html = readAsHtml(description ?? '');
    expect(html.elements).toEqual([]);
    expect(html.text).toBe('<img src=x onerror=alert(1)> &lt;b&gt; <script>alert(2)</script>');
  });

  it("falls back to the club's default language for a language it does not offer", async () => {
    const club = await buildClub(t.db, { languageKeys: ['en', 'fr'] });
    for (const url of ['/feed.xml', '/feed.xml?lang=de', '/feed.xml?lang=%3Cscript%3E']) {
      const document = parseXml((await get(url, hostOf(club))).body);
      expect(document.getElementsByTagName('language')[0]?.textContent, url).toBe('en');
    }
  });

  it("escapes hostile titles and never shows another club's news", async () => {
    const club = await buildClub(t.db, { name: 'Club <b>&</b>', languageKeys: ['fr'] });
    const other = await buildClub(t.db, { languageKeys: ['fr'] });
    await buildNews(club, '<script>alert(1)</script> & "Co" \u0001');
    await buildNews(other, 'Secret de l’autre club');
    const body = (await get('/feed.xml', hostOf(club))).body;
    expect(body).not.toContain('<script>');
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(body).not.toContain('Secret');
    const document = parseXml(body);
    expect(document.getElementsByTagName('item')[0]?.getElementsByTagName('title')[0]?.textContent).toBe(
      '<script>alert(1)</script> & "Co" ',
    );
    expect(document.getElementsByTagName('title')[0]?.textContent).toBe('Club <b>&</b>');

    const sitemap = (await get('/sitemap.xml', hostOf(club))).body;
    parseXml(sitemap);
    expect(sitemap).not.toContain('<script>');
  });

  it('is kept for a few minutes by browsers and proxies', async () => {
    const club = await buildClub(t.db);
    for (const url of ['/feed.xml', '/sitemap.xml', '/robots.txt']) {
      expect((await get(url, hostOf(club))).headers['cache-control'], url).toBe('public, max-age=300');
    }
  });
});
