/**
 * The map imagery of the browser tests: a tile server on loopback (there is no network here), so the
 * map shows tiles and "save the area for offline" has tiles to save (issue 15). Each tile is a 256-px
 * PNG, a sea blue that changes with the tile's column, row and zoom, so a screenshot shows the grid.
 * It answers with CORS, as imagery providers do, and no-store, so a tile shown offline can only come
 * from the saved area. `GET /hits` says how many tiles it served; `GET /healthz` that it is up.
 *
 * Run by Playwright (playwright.config.ts) on TILE_PORT: `npm run tile-server -w @club/e2e`.
 */
import { createServer } from 'node:http';
import { png } from './png.ts';

const SIZE = 256;

/** A tile of one colour, with a darker one-pixel edge at its top and left (the grid). */
function tilePng(red: number, green: number, blue: number): Buffer {
  const edge = 1 - 2 / SIZE;
  return png(SIZE, (x, y) =>
    x < -edge || y < -edge ? [red * 0.7, green * 0.7, blue * 0.7, 255] : [red, green, blue, 255],
  );
}

const port = Number(process.env.TILE_PORT ?? 3120);
const host = process.env.TILE_HOST ?? '127.0.0.2';
let hits = 0;

createServer((request, response) => {
  const match = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(request.url ?? '');
  response.setHeader('Access-Control-Allow-Origin', '*');
  if (match) {
    hits += 1;
    const [z, x, y] = match.slice(1).map(Number) as [number, number, number];
    const shade = (x + y) % 2 === 0 ? 0 : 18;
    response.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' });
    response.end(tilePng(20 + shade, 90 + z * 4, 140 + shade));
    return;
  }
  if (request.url === '/hits') {
    response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    response.end(JSON.stringify({ hits }));
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
