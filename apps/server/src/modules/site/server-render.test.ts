import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { ROLE } from '@club/shared/constants';
import { isServerRendered } from '@club/shared/page-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClub, buildMember, hostOf, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { pageEncoding } from './page-encoding.ts';
import { isPhone, renderedDocument } from './server-render.ts';

/**
 * The server's half of the rendered pages, with a stand-in for the web app's render bundle
 * (apps/web/dist/server/entry-server.js): it counts its renders, shows what it was given, calls the
 * API in-process, and fails on `/broken`.
 */
const entry = `
export let renders = 0;
export function pageAddress(url) {
  const parsed = new URL(url, 'http://page');
  const lang = parsed.searchParams.get('lang');
  const pathname = parsed.pathname === '/nowhere' ? '/' : parsed.pathname;
  return lang ? pathname + '?lang=' + lang : pathname;
}
export async function renderPage(input) {
  renders += 1;
  globalThis.clubRenders = renders;
  if (input.url === '/broken') throw new Error('a part failed');
  await new Promise((resolve) => setTimeout(resolve, 30));
  const club = await input.fetch('/api/Clubs/getClubByAlias/' + input.alias, { method: 'GET', headers: {} });
  const name = (await club.json()).Name;
  return {
    status: input.url.startsWith('/news/404') ? 404 : 200,
    html: '<main>' + name + ' ' + input.url + ' ' + input.language + ' ' + (input.phone ? 'phone' : 'wide') + '</main>',
    head: { tags: '<title>' + name + '</title><link rel="canonical" href="' + input.origin + input.url + '">' },
    state: '{"language":"' + input.language + '"}',
  };
}
`;
const indexHtml =
  '<!doctype html><html lang="fr" data-mantine-color-scheme="light"><head><meta name="theme-color" content="#0b7285" /><title>Club</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

let t: TestApp;
let webDist: string;
const renders = () => (globalThis as { clubRenders?: number }).clubRenders ?? 0;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'club-web-ssr-'));
  await mkdir(path.join(webDist, 'server'), { recursive: true });
  await mkdir(path.join(webDist, 'Translations'));
  await writeFile(path.join(webDist, 'index.html'), indexHtml);
  await writeFile(path.join(webDist, 'server', 'entry-server.js'), entry);
  for (const language of ['fr', 'en']) {
    await writeFile(path.join(webDist, 'Translations', `${language}.json`), '{}');
  }
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('a public page rendered on the server', () => {
  it('arrives as the app with its content, head and state, in the language of ?lang, the cookie or French', async () => {
    const club = await buildClub(t.db, { name: 'Les Palmes de Giens' });
    const page = await t.app.inject({ url: '/club', headers: { host: hostOf(club) } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="root"><main>Les Palmes de Giens /club fr wide</main></div>');
    expect(page.body).toContain('<title>Les Palmes de Giens</title>');
    expect(page.body).not.toContain('<title>Club</title>');
    expect(page.body).toContain('<script id="server-render-state" type="application/json">{"language":"fr"}');

    const english = await t.app.inject({ url: '/club?lang=en', headers: { host: hostOf(club) } });
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('/club?lang=en en wide');
    const chosen = await t.app.inject({
      url: '/club',
      headers: { host: hostOf(club) },
      cookies: { language: 'en' },
    });
    expect(chosen.body).toContain('/club en wide');
    const unknown = await t.app.inject({
      url: '/club',
      headers: { host: hostOf(club) },
      cookies: { language: 'xx' },
    });
    expect(unknown.body).toContain('/club fr wide');
  });

  it('is kept until the club changes: one render for many visitors, and none for an address it already knows', async () => {
    const club = await buildClub(t.db, { name: 'Club du Levant' });
    const before = renders();
    const crowd = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ url: '/galerie', headers: { host: hostOf(club) } })),
    );
    for (const page of crowd) expect(page.body).toContain('/galerie fr wide');
    expect(renders() - before).toBe(1);
    await t.app.inject({ url: '/galerie?utm_source=mail', headers: { host: hostOf(club) } });
    await t.app.inject({ url: '/nowhere', headers: { host: hostOf(club) } });
    await t.app.inject({ url: '/', headers: { host: hostOf(club) } });
    // /galerie?utm_source=… is /galerie's page; /nowhere and / are the home's, rendered once.
    expect(renders() - before).toBe(2);

    // The manager writes the legal notice: every kept page of the club may show it, so all are renewed.
    const manager = await buildMember(t.db, club, { role: ROLE.manager });
    const token = await signIn(t.app, hostOf(club), manager);
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/Imprint/updateImprint',
      headers: { host: hostOf(club), authorization: `Bearer ${token}` },
      payload: { language_key: 'fr', Description: 'Association loi 1901' },
    });
    expect(write.statusCode).toBe(200);
    await t.app.inject({ url: '/galerie', headers: { host: hostOf(club) } });
    expect(renders() - before).toBe(3);
  });

  it("is the phone layout for a phone's browser, kept apart from the wide one", async () => {
    const club = await buildClub(t.db);
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';
    const page = await t.app.inject({ url: '/live', headers: { host: hostOf(club), 'user-agent': phone } });
    expect(page.body).toContain('/live fr phone');
    const wide = await t.app.inject({ url: '/live', headers: { host: hostOf(club) } });
    expect(wide.body).toContain('/live fr wide');
  });

  it("writes the club's own address, whatever Host header the request carries", async () => {
    const club = await buildClub(t.db);
    const page = await t.app.inject({
      url: '/video',
      headers: { host: hostOf(club).toUpperCase().replace(/:\d+$/, ':80') },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="http://${club.alias}.localhost:3000/video">`);
  });

  it('is sent compressed to a browser that takes Brotli', async () => {
    const club = await buildClub(t.db, { name: 'Club compressé' });
    const page = await t.app.inject({
      url: '/news_list',
      headers: { host: hostOf(club), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toContain('Club compressé /news_list');
  });

  it('answers 404 with the page when what it shows is gone, and is then not kept', async () => {
    const club = await buildClub(t.db);
    const before = renders();
    for (let visit = 0; visit < 2; visit += 1) {
      const page = await t.app.inject({ url: '/news/404', headers: { host: hostOf(club) } });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('<main>');
    }
    expect(renders() - before).toBe(2);
  });

  it('leaves to the browser a page whose render fails, and the pages rendered in the browser only', async () => {
    const club = await buildClub(t.db);
    const broken = await t.app.inject({ url: '/broken', headers: { host: hostOf(club) } });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toBe(indexHtml);
    const before = renders();
    for (const url of ['/admin/club', '/profile', '/contact/3', '/auth/token-123', '/reset_password/abc']) {
      const page = await t.app.inject({ url, headers: { host: hostOf(club) } });
      expect(page.body, url).toBe(indexHtml);
    }
    expect(renders()).toBe(before);
  });
});

describe('the rules of a rendered page', () => {
  it('renders public pages and leaves the admin area, private pages and one-time links to the browser', () => {
    for (const path of ['/', '/club', '/news/3', '/home/2', '/galerie/1/2', '/register', '/administration'])
      expect(isServerRendered(path), path).toBe(true);
    for (const path of [
      '/admin',
      '/admin/club',
      '/admin/unknown',
      '/profile',
      '/profile/x',
      '/contact',
      '/auth/x',
      '/change_email/x',
      '/sorties/3/palanquees',
    ])
      expect(isServerRendered(path), path).toBe(false);
  });

  it("recognises a phone's user agent", () => {
    expect(isPhone('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe(true);
    expect(isPhone('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36')).toBe(false);
    expect(isPhone(undefined)).toBe(false);
  });

  it('chooses Brotli, then gzip, and honours a refusal', () => {
    const of = (value: string) => pageEncoding({ headers: { 'accept-encoding': value } } as never);
    expect(of('gzip, br')).toBe('br');
    expect(of('gzip, br;q=0')).toBe('gzip');
    expect(of('identity')).toBe('identity');
  });

  it('puts a page into the app without letting its markup replace the rest', () => {
    const document = renderedDocument(
      indexHtml,
      { html: '$& $1 <p>x</p>', head: { tags: '<title>$&</title>' }, state: '{}' },
      'de',
    );
    expect(document).toContain('<html lang="de" data-mantine-color-scheme="light">');
    expect(document).toContain('<title>$&</title>');
    expect(document).toContain('<div id="root">$& $1 <p>x</p></div>');
  });

  it("gives the browser's bar the club's colour, and nothing else a page's data could hold", () => {
    const page = (themeColor?: string) =>
      renderedDocument(
        indexHtml,
        { html: '', head: { tags: '<title>x</title>', themeColor }, state: '{}' },
        'fr',
      );
    expect(page('#c2255c')).toContain('<meta name="theme-color" content="#c2255c" />');
    expect(page()).toContain('<meta name="theme-color" content="#0b7285" />');
    expect(page('"><script>alert(1)</script>')).toContain('<meta name="theme-color" content="#0b7285" />');
  });
});
