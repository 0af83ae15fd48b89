/**
 * GET /healthz while hostile KML layers are uploaded (issue 18): the real server (embedded PGlite, demo
 * club) is driven with autocannon on /healthz alone as the baseline, then again while four uploads of
 * KML_MAX_CHARS characters (the API's most, in JSON bodies up to its body limit, twice that in bytes)
 * are sent at once, each sent again as soon as it is answered until the window ends: two layers within
 * the limits that cost the reader the most (as many placemarks with descriptions to sanitize as the
 * characters allow), one nested far deeper than KML_MAX_DEPTH, one just over KML_MAX_NODES. The sizes
 * follow the server's exported limits. Prints p50, p99 and max of both runs, their ratio, the uploads'
 * answers and the server's memory. `npm run kml-upload -w @club/bench` (BENCH_PORT, default 3160).
 *
 * Target: /healthz p99 under 50 ms during the uploads. Exits 1 when missed. */
import http from 'node:http';
import { KML_MAX_CHARS } from '@club/shared/api/layers';
import { LAYER_MAX_FEATURES } from '@club/shared/domain/layer-files/types';
import autocannon from 'autocannon';
import { KML_MAX_DEPTH, KML_MAX_NODES } from '../apps/server/src/modules/layers/kml-limits.ts';
import { readMemory } from './crowd-server.ts';
import { type BenchServer, startBenchServer } from './server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3160);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP_S = Number(process.env.BENCH_WARM_UP ?? 2);
const UPLOADS = 4;
const MAX_P99_MS = 50;
/** A longer layer is refused before it is read: every hostile layer is this long. */
const KML_CHARS = KML_MAX_CHARS;

const host = `demo.localhost:${PORT}`;

interface Answer {
  status: number;
  body: string;
}

/** One request to the server with the club's Host header (Node cannot resolve demo.localhost). */
function send(method: 'GET' | 'POST', url: string, token?: string, body?: Buffer): Promise<Answer> {
  const headers: Record<string, string> = { host };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(body.length);
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
    request.end(body);
  });
}

async function call<T>(method: 'GET' | 'POST', url: string, token?: string, json?: unknown): Promise<T> {
  const answer = await send(
    method,
    url,
    token,
    json === undefined ? undefined : Buffer.from(JSON.stringify(json)),
  );
  if (answer.status >= 400)
    throw new Error(`${method} ${url}: ${answer.status} ${answer.body.slice(0, 200)}`);
  return JSON.parse(answer.body) as T;
}

const KML_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>';
const KML_TAIL = '</Document></kml>';

/** `unit(index)` repeated (at most `units` times) between the head and `tail`, padded to KML_CHARS characters. */
function fill(unit: (index: number) => string, tail: string, units = Number.POSITIVE_INFINITY): string {
  const parts = [KML_HEAD];
  let length = KML_HEAD.length + tail.length;
  for (let index = 0; index < units; index += 1) {
    const part = unit(index);
    if (length + part.length > KML_CHARS) break;
    parts.push(part);
    length += part.length;
  }
  parts.push(' '.repeat(KML_CHARS - length), tail);
  return parts.join('');
}

/** Text that doubles its size in UTF-8, as a layer written in any language but English may. */
const accented = (length: number) => 'é'.repeat(length);

/** Nodes of KML_HEAD as the server counts them: the XML declaration, <kml> and its xmlns, <Document>. */
const HEAD_NODES = 4;
/** Nodes of a placemark below: Placemark, name, description, its CDATA, Point, coordinates. */
const PLACEMARK_NODES = 6;

/**
 * Empty <name/> elements, one node each, enough to go one past KML_MAX_NODES, their accented names
 * spread so that the file is KML_CHARS long and the last node counted is near its end.
 */
function justOverTheNodes(): string {
  const units = KML_MAX_NODES + 1 - HEAD_NODES;
  const unit = '<name></name>';
  const letters = KML_CHARS - KML_HEAD.length - KML_TAIL.length - units * unit.length;
  if (letters < 0) throw new Error(`${KML_MAX_NODES} nodes do not fit in ${KML_CHARS} characters`);
  const lettersBefore = (index: number) => Math.floor((index * letters) / units);
  return fill(
    (index) => `<name>${accented(lettersBefore(index + 1) - lettersBefore(index))}</name>`,
    KML_TAIL,
    units,
  );
}

const hostileLayers = {
  /**
   * As many placemarks with descriptions to sanitize as KML_CHARS holds, within KML_MAX_NODES and
   * LAYER_MAX_FEATURES: the layer that costs the reader the most and is still stored.
   */
  heaviestAllowed: fill(
    (index) =>
      `<Placemark><name>Bouée ${index}</name><description><![CDATA[<p>${accented(80)}</p><b>${index}</b>]]></description><Point><coordinates>6.${index},42.99,0</coordinates></Point></Placemark>`,
    KML_TAIL,
    Math.min(LAYER_MAX_FEATURES, Math.floor((KML_MAX_NODES - HEAD_NODES) / PLACEMARK_NODES)),
  ),
  /** Folders opened and never closed, as deep as KML_CHARS allows (the limit is KML_MAX_DEPTH). */
  deep: fill((index) => `<Folder><name>${accented(20)} ${index}</name>`, ''),
  /** One node over KML_MAX_NODES, the last ones at the end of the file. */
  many: justOverTheNodes(),
};

/** The body limit of the upload calls (KML_MAX_CHARS * 2 bytes), less room for the other fields. */
const BODY_BYTES = KML_MAX_CHARS * 2 - 10_000;

/**
 * The upload's JSON body made as big as the server takes: as many accented letters as needed are
 * written as JSON escapes (\u00e9, 6 bytes instead of 2), which the server's JSON parser decodes.
 */
function uploadBody(spotId: number, layer: string): Buffer {
  const plain = JSON.stringify({ Name: 'Hostile', Data: layer, Spot_id: spotId, Uploaded: 1 });
  let escapes = Math.floor((BODY_BYTES - Buffer.byteLength(plain)) / 4);
  return Buffer.from(plain.replace(/é/g, (letter) => (escapes-- > 0 ? '\\u00e9' : letter)));
}

interface UploadTally {
  sent: number;
  /** How many answers had each status and message ("400 This KML layer is too big to read: ..."). */
  byAnswer: Map<string, number>;
}

/** Sends the layer again and again, one at a time, until `stop` says so; counts the answers' statuses. */
async function uploadLoop(token: string, body: Buffer, stop: () => boolean, tally: UploadTally) {
  while (!stop()) {
    const answer = await send('POST', '/api/Spots/uploadKmlFile', token, body);
    tally.sent += 1;
    const message =
      answer.status === 200 ? 'stored' : (JSON.parse(answer.body) as { message: string }).message;
    // A parser's message may list every unclosed tag: its start tells enough.
    const key = `${answer.status} ${message.slice(0, 120)}`;
    tally.byAnswer.set(key, (tally.byAnswer.get(key) ?? 0) + 1);
  }
}

interface Latency {
  p50: number;
  p99: number;
  max: number;
  requestsPerSecond: number;
  errors: number;
}

async function healthz(durationS: number): Promise<Latency> {
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}/healthz`,
    headers: { host },
    connections: CONNECTIONS,
    duration: durationS,
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requestsPerSecond: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function main(): Promise<number> {
  let server: BenchServer | null = null;
  try {
    server = await startBenchServer(PORT, { RATE_LIMIT_AUTH_PER_MINUTE: '100000000' });
    const club = await call<{ Id: number }>('GET', '/api/Clubs/getClubByAlias/demo');
    const { token } = await call<{ token: string }>('POST', '/api/Users/connection/', undefined, {
      email: 'manager@demo.localhost',
      password: 'demo-manager-2026',
    });
    const spot = (await call<{ Id: number }[]>('GET', `/api/Spots/getSpotsByClub/${club.Id}`))[0];
    if (!spot) throw new Error('the demo club has no spot');
    const layers = [
      hostileLayers.heaviestAllowed,
      hostileLayers.heaviestAllowed,
      hostileLayers.deep,
      hostileLayers.many,
    ];
    const bodies = layers.slice(0, UPLOADS).map((layer) => uploadBody(spot.Id, layer));
    console.log(
      `limits: KML_MAX_CHARS ${KML_MAX_CHARS}, KML_MAX_NODES ${KML_MAX_NODES}, KML_MAX_DEPTH ${KML_MAX_DEPTH}, LAYER_MAX_FEATURES ${LAYER_MAX_FEATURES}`,
    );
    for (const [name, layer] of Object.entries(hostileLayers))
      console.log(
        `${name}: ${layer.length} characters, a JSON body of ${(uploadBody(spot.Id, layer).length / 1e6).toFixed(2)} MB`,
      );

    await healthz(WARM_UP_S);
    const { pid } = server;
    const serverRssMb = async () => Math.round((await readMemory(pid)).rssMb);
    const idleMb = await serverRssMb();
    const baseline = await healthz(DURATION_S);

    let stopped = false;
    const tally: UploadTally = { sent: 0, byAnswer: new Map() };
    let peakMb = idleMb;
    const sampler = setInterval(() => {
      serverRssMb().then(
        (rssMb) => {
          peakMb = Math.max(peakMb, rssMb);
        },
        () => {},
      );
    }, 250);
    const loops = bodies.map((body) => uploadLoop(token, body, () => stopped, tally));
    const during = await healthz(DURATION_S);
    stopped = true;
    await Promise.all(loops);
    clearInterval(sampler);

    const row = (name: string, figures: Latency) =>
      `| ${name} | ${Math.round(figures.requestsPerSecond)} | ${figures.p50} ms | ${figures.p99} ms | ${figures.max} ms | ${figures.errors} |`;
    const answers = [...tally.byAnswer].map(([answer, count]) => `\n- ${count} × ${answer}`).join('');
    console.log(
      `\nGET /healthz, ${CONNECTIONS} connections, ${DURATION_S} s each, autocannon on loopback, embedded PGlite\n\n` +
        '| /healthz | requests/s | p50 | p99 | max | errors |\n|---|---|---|---|---|---|\n' +
        `${row('alone', baseline)}\n${row(`during ${UPLOADS} hostile KML uploads`, during)}\n\n` +
        `p99 during / alone: ${(during.p99 / Math.max(baseline.p99, 1)).toFixed(1)}; requests/s during / alone: ${(during.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}\n` +
        `uploads answered: ${tally.sent}${answers}\n` +
        `server memory: ${idleMb} MB before the uploads, ${peakMb} MB at most during them`,
    );
    if (during.p99 < MAX_P99_MS && during.errors === 0) {
      console.log(`\nTarget met: /healthz p99 under ${MAX_P99_MS} ms during the uploads.`);
      return 0;
    }
    console.log(
      `\nTarget missed: /healthz p99 ${during.p99} ms (under ${MAX_P99_MS} ms wanted), ${during.errors} errors.`,
    );
    return 1;
  } finally {
    await server?.stop();
  }
}

process.exitCode = await main();
