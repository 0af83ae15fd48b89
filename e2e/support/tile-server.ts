/**
 * The map imagery of the browser tests: a tile server on loopback (there is no network here), so the
 * map shows tiles and "save the area for offline" has tiles to save (issue 15). Each tile is a 256-px
 * PNG, a sea blue that changes with the tile's column, row and zoom, so a screenshot shows the grid.
 * It answers with CORS, as imagery providers do, and no-store, so a tile shown offline can only come
 * from the offline area. `GET /hits?site=demo.localhost:3100` says how many tiles it served to pages of
 * that site (by the request's Origin, else its Referer: the walk's server beside it also shows maps);
 * `GET /hits` to any; `GET /healthz` that it is up.
 *
 * Run by Playwright (playwright.config.ts) on TILE_PORT: `npm run tile-server -w @club/e2e`.
 */
import { createServer } from 'node:http';
import { png } from './png.ts';

const SIZE = 256;

/**
 * A tile of one colour, with a darker one-pixel edge at its top and left (the grid). Each colour is
 * encoded once: saving the area asks for thousands of tiles of a few dozen colours.
 */
const tiles = new Map<string, Buffer>();
function tilePng(red: number, green: number, blue: number): Buffer {
  const key = `${red},${green},${blue}`;
  const known = tiles.get(key);
  if (known) return known;
  const edge = 1 - 2 / SIZE;
  const encoded = png(SIZE, (x, y) =>
    x < -edge || y < -edge ? [red * 0.7, green * 0.7, blue * 0.7, 255] : [red, green, blue, 255],
  );
  tiles.set(key, encoded);
  return encoded;
}

const port = Number(process.env.TILE_PORT ?? 3120);
const host = process.env.TILE_HOST ?? '127.0.0.2';
let hits = 0;
const hitsBySite = new Map<string, number>();

/** The host (and port) of the page that asked, as the browser says it: Origin, else the Referer. */
function siteOf(origin: string | undefined, referer: string | undefined): string | null {
  const from = origin && origin !== 'null' ? origin : referer;
  if (!from) return null;
  try {
    return new URL(from).host;
  } catch {
    return null;
  }
}

createServer((request, response) => {
  const match = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(request.url ?? '');
  response.setHeader('Access-Control-Allow-Origin', '*');
  if (match) {
    hits += 1;
    const site = siteOf(request.headers.origin, request.headers.referer);
    if (site) hitsBySite.set(site, (hitsBySite.get(site) ?? 0) + 1);
    const [z, x, y] = match.slice(1).map(Number) as [number, number, number];
    const shade = (x + y) % 2 === 0 ? 0 : 18;
    response.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' });
    response.end(tilePng(20 + shade, 90 + z * 4, 140 + shade));
    return;
  }
  const url = new URL(request.url ?? '/', 'http://tiles');
  if (url.pathname === '/hits') {
    const site = url.searchParams.get('site');
    response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    response.end(JSON.stringify({ hits: site === null ? hits : (hitsBySite.get(site) ?? 0) }));
    return;
  }
  if (request.url === '/healthz') {
    response.writeHead(200, { 'Content-Type': 'text/plain' });
    response.end('ok');
    return;
  }
  response.writeHead(404);
  response.end();
}).listen(port, host);
