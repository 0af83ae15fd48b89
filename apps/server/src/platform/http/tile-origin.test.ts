import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClub, hostOf } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { tileSourceOrigin } from './tile-origin.ts';

describe('the map imagery origin of a tile address template', () => {
  it.each([
    ['http://127.0.0.1:3120/tiles/{z}/{x}/{y}.png', 'http://127.0.0.1:3120'],
    [
      'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
      'https://server.arcgisonline.com',
    ],
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['http://{s}.tiles.intranet:8080/{z}/{x}/{y}.png?key=1', 'http://*.tiles.intranet:8080'],
    ['HTTP://Tiles.Example.ORG/{z}/{x}/{y}', 'http://tiles.example.org'],
    // The scheme's own port is the origin without a port.
    ['https://tiles.example.org:443/{z}/{x}/{y}', 'https://tiles.example.org'],
    ['http://[::1]:3120/{z}/{x}/{y}.png', 'http://[::1]:3120'],
  ])('%s allows %s', (template, origin) => {
    expect(tileSourceOrigin(template)).toBe(origin);
  });

  it.each([
    ['a path on the site itself', '/tiles/{z}/{x}/{y}.png'],
    ['another placeholder in the host', 'https://{z}.tiles.example.org/{x}/{y}.png'],
    ['a sub-domain placeholder inside a label', 'https://tile{s}.example.org/{z}/{x}/{y}.png'],
    ['a sub-domain placeholder alone', 'https://{s}./{z}/{x}/{y}.png'],
    ['another scheme', 'ftp://tiles.example.org/{z}/{x}/{y}.png'],
    ['user information', 'https://user@tiles.example.org/{z}/{x}/{y}.png'],
    ['no host', 'https:///{z}/{x}/{y}.png'],
    ['a malformed port', 'http://tiles.example.org:port/{z}/{x}/{y}.png'],
    ['nothing', ''],
  ])('gives nothing for %s', (_what, template) => {
    expect(tileSourceOrigin(template)).toBeNull();
  });
});

describe('the content policy of a site whose imagery is on a local http tile server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TILE_URL: 'http://127.0.0.1:3120/tiles/{z}/{x}/{y}.png' });
  });
  afterAll(() => t.close());

  it('lets pages show its tiles and fetch them to save the area for offline', async () => {
    const club = await buildClub(t.db);
    const answer = await t.app.inject({ url: '/api/Spots/getMapConfig', headers: { host: hostOf(club) } });
    expect(answer.json().Tile_url).toBe('http://127.0.0.1:3120/tiles/{z}/{x}/{y}.png');
    const directives = new Map(
      String(answer.headers['content-security-policy'])
        .split(';')
        .map((directive) => {
          const [name = '', ...sources] = directive.trim().split(/\s+/);
          return [name, sources] as const;
        }),
    );
    expect(directives.get('img-src')).toContain('http://127.0.0.1:3120');
    expect(directives.get('connect-src')).toContain('http://127.0.0.1:3120');
    expect(directives.get('default-src')).not.toContain('http://127.0.0.1:3120');
  });
});
