import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepAssets } from '../../../../web/keep-assets.ts';
import { buildClub, hostOf } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let webDist: string;
const indexHtml =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/index-abc123.js"></script></body></html>';

beforeAll(async () => {
  // A stand-in for apps/web/dist: the tests build nothing.
  webDist = await mkdtemp(path.join(tmpdir(), 'club-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await mkdir(path.join(webDist, 'Translations'));
  await writeFile(path.join(webDist, 'index.html'), indexHtml);
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("app");');
  // The build's precompressed copy (apps/web/precompress.ts).
  await writeFile(
    path.join(webDist, 'assets', 'index-abc123.js.br'),
    brotliCompressSync('console.log("app");'),
  );
  await writeFile(path.join(webDist, 'Translations', 'fr.json'), '{"hello":"Bonjour"}');
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('the bare domain', () => {
  it('lists the clubs with links to their sites, names escaped', async () => {
    const club = await buildClub(t.db, { name: 'Les Palmes de Giens' });
    const hostile = await buildClub(t.db, { name: '<script>x</script>' });
    for (const host of ['localhost:3000', '127.0.0.1:3000', 'www.localhost:3000']) {
      const response = await t.app.inject({ url: '/', headers: { host } });
      expect(response.statusCode, host).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain(`<a href="http://${club.alias}.localhost:3000/">`);
      expect(response.body).toContain('Les Palmes de Giens');
      expect(response.body).toContain(`http://${hostile.alias}.localhost:3000/`);
      expect(response.body).toContain('&lt;script&gt;x&lt;/script&gt;');
      expect(response.body).not.toContain('<script>x</script>');
    }
  });

  it('treats APP_DOMAIN itself as the bare domain, even with more than two labels', async () => {
    const platform = await createTestApp({
      APP_DOMAIN: 'clubs.example.org',
      PUBLIC_URL: 'https://clubs.example.org',
      WEB_DIST_DIR: webDist,
    });
    try {
      const club = await buildClub(platform.db, { name: 'Club du Levant' });
      const response = await platform.app.inject({ url: '/', headers: { host: 'clubs.example.org' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`href="https://${club.alias}.clubs.example.org/"`);
      const site = await platform.app.inject({
        url: '/',
        headers: { host: `${club.alias}.clubs.example.org` },
      });
      expect(site.body).toBe(indexHtml);
    } finally {
      await platform.close();
    }
  });

  it('answers an HTML 404 for other pages and a JSON 404 for unknown API paths', async () => {
    const page = await t.app.inject({ url: '/news_list', headers: { host: 'localhost:3000' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Page not found');
    const api = await t.app.inject({ url: '/api/Nothing/here', headers: { host: 'localhost:3000' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('a host whose alias no club has', () => {
  it('answers a clear HTML 404 page for pages, escaping the alias', async () => {
    const response = await t.app.inject({
      url: '/news_list',
      headers: { host: 'nosuchclub.localhost:3000' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Club not found');
    expect(response.body).toContain('<strong>nosuchclub</strong>');
    expect(response.body).not.toContain(indexHtml);
  });

  it('still answers the health check and the API docs', async () => {
    const health = await t.app.inject({ url: '/healthz', headers: { host: 'nosuchclub.localhost:3000' } });
    expect(health.statusCode).toBe(200);
    const docs = await t.app.inject({
      url: '/api/docs/openapi.json',
      headers: { host: 'nosuchclub.localhost:3000' },
    });
    expect(docs.statusCode).toBe(200);
  });
});

describe("a club's site", () => {
  it('answers index.html, never cached, for every route of the web app', async () => {
    const club = await buildClub(t.db);
    for (const url of ['/', '/news_list', '/admin/spot_edition_calques/3/My%20layer', '/galerie?x=1']) {
      const response = await t.app.inject({ url, headers: { host: hostOf(club) } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(indexHtml);
    }
  });

  it('serves hashed assets with long immutable caching and other files revalidated', async () => {
    const club = await buildClub(t.db);
    const asset = await t.app.inject({ url: '/assets/index-abc123.js', headers: { host: hostOf(club) } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log("app");');
    const translation = await t.app.inject({ url: '/Translations/fr.json', headers: { host: hostOf(club) } });
    expect(translation.json()).toEqual({ hello: 'Bonjour' });
    expect(translation.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy of an asset to a browser that accepts it', async () => {
    const club = await buildClub(t.db);
    const url = '/assets/index-abc123.js';
    const compressed = await t.app.inject({
      url,
      headers: { host: hostOf(club), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(compressed.rawPayload).toEqual(brotliCompressSync('console.log("app");'));
    const plain = await t.app.inject({ url, headers: { host: hostOf(club), 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app");');
  });

  it('answers 404 for a missing asset and never serves files outside the web app', async () => {
    const club = await buildClub(t.db);
    const missing = await t.app.inject({ url: '/assets/index-old.js', headers: { host: hostOf(club) } });
    expect(missing.statusCode).toBe(404);
    const outside = await t.app.inject({ url: '/..%2f..%2fpackage.json', headers: { host: hostOf(club) } });
    expect(outside.body).not.toContain('"name"');
  });

  it("serves a page opened before a deploy its build's chunks: a build keeps the previous builds' files", async () => {
    // Two builds as `npm run build` makes them: dist/ emptied and written afresh, then keep-assets.
    const web = await mkdtemp(path.join(tmpdir(), 'club-web-builds-'));
    const dist = path.join(web, 'dist');
    const build = async (chunk: string, time: number) => {
      await rm(dist, { recursive: true, force: true });
      await mkdir(path.join(dist, 'assets'), { recursive: true });
      await writeFile(path.join(dist, 'index.html'), indexHtml);
      await writeFile(path.join(dist, 'assets', chunk), `export default '${chunk}';`);
      await keepAssets({ distDir: dist, keptDir: path.join(web, 'kept-assets'), now: new Date(time) });
    };
    await build('news-list-first.js', 1);
    await build('news-list-second.js', 2);
    const deployed = await createTestApp({ WEB_DIST_DIR: dist });
    try {
      const club = await buildClub(deployed.db);
      for (const chunk of ['news-list-first.js', 'news-list-second.js']) {
        const response = await deployed.app.inject({
          url: `/assets/${chunk}`,
          headers: { host: hostOf(club) },
        });
        expect(response.statusCode, chunk).toBe(200);
        expect(response.body).toBe(`export default '${chunk}';`);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    } finally {
      await deployed.close();
      await rm(web, { recursive: true, force: true });
    }
  });

  it('answers 404, not a page, for a file at the root the build does not have', async () => {
    const club = await buildClub(t.db);
    // (/favicon.ico is the club's icon: modules/pwa.)
    for (const url of ['/apple-touch-icon.png', '/browserconfig.xml']) {
      const response = await t.app.inject({ url, headers: { host: hostOf(club) } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toBe(indexHtml);
    }
    // A page's address may hold a dot deeper down (a layer's name).
    const layer = await t.app.inject({
      url: '/admin/spot_edition_calques/3/Reef.v2',
      headers: { host: hostOf(club) },
    });
    expect(layer.statusCode).toBe(200);
    expect(layer.body).toBe(indexHtml);
  });

  it('answers a JSON 404 for an unknown API path', async () => {
    const club = await buildClub(t.db);
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/Spots/noSuchCall',
        headers: { host: hostOf(club) },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('says the web app is not built when its folder is missing', async () => {
    const bare = await createTestApp({ WEB_DIST_DIR: path.join(webDist, 'nothing-here') });
    try {
      const club = await buildClub(bare.db);
      const response = await bare.app.inject({ url: '/', headers: { host: hostOf(club) } });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
      const api = await bare.app.inject({
        url: `/api/Clubs/getClubByAlias/${club.alias}`,
        headers: { host: hostOf(club) },
      });
      expect(api.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
