/**
 * Drives the real server on PostgreSQL with autocannon on loopback: the public home's calls, a
 * gallery page, login, and a bare GET /healthz as the baseline, in one run; prints requests/s, p50,
 * p99 and errors of each, and each read's throughput as a share of the baseline. `npm run bench`.
 *
 * Targets (issue 8): every public read at least 0.5 of the baseline, p99 under 50 ms at 100
 * connections, no errors. Exits 1 when one is missed.
 */
import http from 'node:http';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { freshPostgresDatabase } from './postgres.ts';
import { type BenchServer, startBenchServer } from './server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3151);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** Sign-ins hash a password (argon2id, ~tens of ms of CPU each): fewer connections, as real people. */
const LOGIN_CONNECTIONS = Number(process.env.BENCH_LOGIN_CONNECTIONS ?? 10);
/** Seconds of load on every call before measuring: the server's code is compiled by then. */
const WARM_UP_S = Number(process.env.BENCH_WARM_UP ?? 2);
const MIN_SHARE_OF_BASELINE = 0.5;
const MAX_P99_MS = 50;

const host = `demo.localhost:${PORT}`;

interface Answer {
  status: number;
  body: string;
}

/** One request to the server with the club's Host header (Node cannot resolve demo.localhost). */
function send(
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; json?: unknown; body?: Buffer; contentType?: string } = {},
): Promise<Answer> {
  const payload = options.json !== undefined ? Buffer.from(JSON.stringify(options.json)) : options.body;
  const headers: Record<string, string> = { host };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (payload) {
    headers['content-type'] = options.json !== undefined ? 'application/json' : (options.contentType ?? '');
    headers['content-length'] = String(payload.length);
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: PORT, method, path: url, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function call<T>(method: 'GET' | 'POST', url: string, options: Parameters<typeof send>[2] = {}) {
  const answer = await send(method, url, options);
  if (answer.status >= 400)
    throw new Error(`${method} ${url}: ${answer.status} ${answer.body.slice(0, 200)}`);
  return JSON.parse(answer.body) as T;
}

/** A photo-like JPEG (noise compresses like a real picture, unlike a flat colour). */
async function photo(seed: number): Promise<Buffer> {
  const width = 1200;
  const height = 800;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let index = 0; index < pixels.length; index += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[index] = (state >>> 24) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function multipart(file: Buffer): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'photo.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

function layerKml(placemarks: number): string {
  const items = Array.from({ length: placemarks }, (_, index) => {
    const lat = 43.0 + (index % 20) * 0.001;
    const lng = 6.38 + Math.floor(index / 20) * 0.001;
    return `<Placemark><name>Bouée ${index}</name><Point><coordinates>${lng},${lat},0</coordinates></Point></Placemark>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Mouillages</name>${items.join('')}</Document></kml>`;
}

const BASELINE = 'GET /healthz (baseline)';

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Public reads are held to the targets; login is measured only. */
  read: boolean;
  headers?: Record<string, string>;
  connections: number;
}

/** The demo club with a gallery, videos and a KML layer, as the bench's public home shows it. */
async function prepareContent(): Promise<Scenario[]> {
  const club = await call<{ Id: number }>('GET', '/api/Clubs/getClubByAlias/demo');
  const member = await call<{ token: string }>('POST', '/api/Users/connection/', {
    json: { email: 'marin@demo.localhost', password: 'demo-member-2026' },
  });
  const manager = await call<{ token: string }>('POST', '/api/Users/connection/', {
    json: { email: 'manager@demo.localhost', password: 'demo-manager-2026' },
  });
  const spots = await call<{ Id: number }[]>('GET', `/api/Spots/getSpotsByClub/${club.Id}`);
  const spot = spots[0];
  if (!spot) throw new Error('the demo club has no spot');
  for (let index = 0; index < 24; index += 1) {
    const { body, contentType } = await multipart(await photo(index + 1));
    await call('POST', `/api/Pictures/uploadPicture?Name=Photo%20${index}&Spot_id=${spot.Id}`, {
      token: member.token,
      body,
      contentType,
    });
  }
  for (const [index, id] of ['dQw4w9WgXcQ', 'M7lc1UVf-VE', 'aqz-KE-bpKQ'].entries()) {
    await call('POST', '/api/Videos/createVideo', {
      token: member.token,
      json: { Name: `Plongée ${index}`, Url: `https://www.youtube.com/watch?v=${id}`, Spot_id: spot.Id },
    });
  }
  await call('POST', '/api/Spots/uploadKmlFile', {
    token: manager.token,
    json: { Name: 'Mouillages', Data: layerKml(200), Spot_id: spot.Id, Uploaded: 1 },
  });
  const layers = await call<{ Url: string }[]>('GET', `/api/Spots/getLayers/${spot.Id}/1`);
  const layerUrl = layers[0]?.Url;
  if (!layerUrl) throw new Error('the KML layer was not stored');
  const layerPath = new URL(layerUrl, `http://${host}`).pathname;

  const get = (name: string, urlPath: string): Scenario => ({
    name,
    method: 'GET',
    path: urlPath,
    read: true,
    connections: CONNECTIONS,
  });
  return [
    get(BASELINE, '/healthz'),
    // The home page as a browser asks for it: the server-rendered HTML, Brotli-compressed (issue 19).
    { ...get('home page (server-rendered HTML)', '/'), headers: { 'accept-encoding': 'br, gzip' } },
    get('club by alias', '/api/Clubs/getClubByAlias/demo'),
    get('spots of the club', `/api/Spots/getSpotsByClub/${club.Id}`),
    get('last news', `/api/News/getLastNewsByClub/${club.Id}`),
    get('last picture', `/api/Pictures/getLastPicture/${club.Id}`),
    get('last video', `/api/Videos/getLastVideo/${club.Id}`),
    get("a spot's KML layers", `/api/Spots/getLayers/${spot.Id}/1`),
    get('the KML layer file', layerPath),
    {
      name: 'gallery page (12 pictures)',
      method: 'POST',
      path: '/api/Pictures/getPictures',
      body: JSON.stringify({ page: 0, club_id: club.Id }),
      read: true,
      connections: CONNECTIONS,
    },
    {
      name: 'login (argon2id)',
      method: 'POST',
      path: '/api/Users/connection/',
      body: JSON.stringify({ email: 'lea@demo.localhost', password: 'demo-member-2026' }),
      read: false,
      connections: LOGIN_CONNECTIONS,
    },
  ];
}

interface Figures {
  scenario: Scenario;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function drive(scenario: Scenario, durationS = DURATION_S): Promise<Figures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}${scenario.path}`,
    method: scenario.method,
    headers: { host, ...scenario.headers, ...(scenario.body ? { 'content-type': 'application/json' } : {}) },
    body: scenario.body,
    connections: scenario.connections,
    duration: durationS,
  });
  return {
    scenario,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The baseline is measured first and last; the table divides by the mean of the two. */
function report(figures: Figures[]): string[] {
  const baselines = figures.filter((row) => row.scenario.name === BASELINE);
  const baseline =
    baselines.reduce((sum, row) => sum + row.requestsPerSecond, 0) / Math.max(baselines.length, 1);
  const misses: string[] = [];
  const rows = figures.map((row) => {
    const share = row.requestsPerSecond / baseline;
    const isBaseline = row.scenario.name === BASELINE;
    if (row.scenario.read && !isBaseline) {
      if (share < MIN_SHARE_OF_BASELINE)
        misses.push(`${row.scenario.name}: ${share.toFixed(2)} of the baseline`);
      if (row.p99 >= MAX_P99_MS) misses.push(`${row.scenario.name}: p99 ${row.p99} ms`);
    }
    if (row.errors > 0) misses.push(`${row.scenario.name}: ${row.errors} errors`);
    return `| ${row.scenario.name} | ${row.scenario.connections} | ${Math.round(row.requestsPerSecond)} | ${row.p50} ms | ${row.p99} ms | ${row.errors} | ${row.scenario.read ? share.toFixed(2) : '-'} |`;
  });
  console.log(
    `\n${DURATION_S} s per call, autocannon on loopback, server on PostgreSQL (LOG_LEVEL=warn)\n\n` +
      '| call | connections | requests/s | p50 | p99 | errors | share of baseline |\n' +
      '|---|---|---|---|---|---|---|\n' +
      rows.join('\n'),
  );
  return misses;
}

async function main(): Promise<number> {
  const database = await freshPostgresDatabase('club_bench');
  let server: BenchServer | null = null;
  try {
    server = await startBenchServer(PORT, {
      DATABASE_URL: database.url,
      RATE_LIMIT_AUTH_PER_MINUTE: '100000000',
    });
    const scenarios = await prepareContent();
    for (const scenario of scenarios) await drive(scenario, WARM_UP_S);
    const figures: Figures[] = [];
    for (const scenario of [...scenarios, ...scenarios.slice(0, 1)]) {
      const row = await drive(scenario);
      console.log(`${scenario.name}: ${Math.round(row.requestsPerSecond)} requests/s, p99 ${row.p99} ms`);
      figures.push(row);
    }
    const misses = report(figures);
    if (misses.length === 0) {
      console.log('\nAll targets met.');
      return 0;
    }
    console.log(`\nTargets missed:\n- ${misses.join('\n- ')}`);
    return 1;
  } finally {
    await server?.stop();
    await database.drop();
  }
}

process.exitCode = await main();
