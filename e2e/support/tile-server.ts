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
import { crc32, deflateSync } from 'node:zlib';

const SIZE = 256;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A plain RGB PNG of one colour, with a darker one-pixel border (the grid). */
function tilePng(red: number, green: number, blue: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((SIZE * 3 + 1) * SIZE);
  for (let y = 0; y < SIZE; y += 1) {
    const start = y * (SIZE * 3 + 1);
    for (let x = 0; x < SIZE; x += 1) {
      const edge = x === 0 || y === 0;
      rows.set(edge ? [red * 0.7, green * 0.7, blue * 0.7] : [red, green, blue], start + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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
