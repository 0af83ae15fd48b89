import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClub, hostOf } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createLocalFileStore } from '../../platform/files/storage.ts';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'club-web-pwa-'));
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="fr"><head><title>Club</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

async function manifestOf(host: string): Promise<Manifest> {
  const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
  return response.json();
}

/** The icon's picture as sharp reads it. */
async function iconAt(host: string, src: string) {
  const response = await t.app.inject({ method: 'GET', url: src, headers: { host } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  const { format, width, height } = await sharp(response.rawPayload).metadata();
  return { format, width, height, cacheControl: response.headers['cache-control'], png: response.rawPayload };
}

describe('the web app manifest of a club site', () => {
  it('names the club, takes its colour and lists icons of the announced sizes, drawn when it has no logo', async () => {
    const club = await buildClub(t.db, { name: 'Les Mérous de la Côte Bleue', color: '#c92a2a' });
    const manifest = await manifestOf(hostOf(club));
    expect(manifest).toMatchObject({
      name: 'Les Mérous de la Côte Bleue',
      short_name: 'Côte Bleue',
      start_url: '/',
      display: 'standalone',
      theme_color: '#c92a2a',
      background_color: '#c92a2a',
    });
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    for (const icon of manifest.icons) {
      const picture = await iconAt(hostOf(club), icon.src);
      const side = Number(icon.sizes.split('x')[0]);
      expect(picture).toMatchObject({ format: 'png', width: side, height: side });
      expect(picture.cacheControl).toContain('immutable');
    }
    // The drawn icon is the club's colour in its top right corner (the flag's stripe crosses the other two).
    const { png } = await iconAt(hostOf(club), manifest.icons[0]?.src ?? '');
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const corner = (info.width - 1) * info.channels;
    expect([...data.subarray(corner, corner + 3)]).toEqual([0xc9, 0x2a, 0x2a]);
  });

  it("is each club's own, and its icons are made from the club's logo when it has one", async () => {
    const withoutLogo = await buildClub(t.db, { name: 'Plongée', color: '#1c7ed6' });
    const logo = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 250, g: 176, b: 5 } },
    })
      .png()
      .toBuffer();
    const key = `clubs/${withoutLogo.id}/logo-test.png`;
    await createLocalFileStore(path.join(t.dataDir, 'files')).put(key, logo);
    const first = await buildClub(t.db, { name: 'Plongée', color: '#1c7ed6', logoUrl: `/files/${key}` });
    const second = await buildClub(t.db, { name: 'Apnée', color: '#2b8a3e' });
    const before = await manifestOf(hostOf(withoutLogo));

    const after = await manifestOf(hostOf(first));
    const other = await manifestOf(hostOf(second));
    expect(after.name).toBe('Plongée');
    expect(other).toMatchObject({ name: 'Apnée', theme_color: '#2b8a3e' });
    // Another logo, other addresses: a browser does not keep showing the old icon.
    expect(after.icons[0]?.src).not.toBe(before.icons[0]?.src);
    const { png, width } = await iconAt(hostOf(first), after.icons[1]?.src ?? '');
    expect(width).toBe(512);
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const middle = (256 * info.width + 256) * 3;
    expect([...data.subarray(middle, middle + 3)]).toEqual([250, 176, 5]);
  });

  it('is not served on the bare domain, and an unknown icon is a 404', async () => {
    const bare = await t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { host: 'localhost:3000' },
    });
    expect(bare.statusCode).toBe(404);
    const club = await buildClub(t.db);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/manifest-icons/64.png',
      headers: { host: hostOf(club) },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("the tab's icon", () => {
  it("answers /favicon.ico with the club's icon on its host, 404 on the bare domain", async () => {
    const club = await buildClub(t.db);
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.ico', headers: { host: hostOf(club) } });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(await sharp(icon.rawPayload).metadata()).toMatchObject({ format: 'png', width: 192 });
    const bare = await t.app.inject({
      method: 'GET',
      url: '/favicon.ico',
      headers: { host: 'localhost:3000' },
    });
    expect(bare.statusCode).toBe(404);
  });
});

describe('the service worker', () => {
  it('is served from a club host as JavaScript, revalidated on every visit', async () => {
    const club = await buildClub(t.db);
    const response = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { host: hostOf(club) } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('addEventListener');
  });
});
