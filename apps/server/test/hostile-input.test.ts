import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allCalls } from '@club/shared/api/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src/modules/docs/openapi.ts';
import { changedTables, createFingerprint } from './fuzz/fingerprint.ts';
import { createRandom } from './fuzz/hostile.ts';
import { hostileRequest, type OpenApi, type Operation, operationsOf, resolverOf } from './fuzz/requests.ts';
import { buildWorld, freshActor, type SignedActor, type World } from './matrix/world.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Hostile input: every operation of the OpenAPI document gets malformed, oversized, wrong-typed,
 * missing and injection-shaped values, as an anonymous visitor and as the club's manager. The server
 * never answers 5xx, never hangs, and a refused request changes nothing in the database.
 * `npm test` runs a few rounds per call; `npm run fuzz` runs FUZZ_ITERATIONS rounds (FUZZ_SEED picks
 * the cases; a failure names its seed and round to replay).
 */
const ROUNDS = Number(process.env.FUZZ_ITERATIONS ?? 3);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_817);
const REQUEST_TIMEOUT_MS = 10_000;

let t: TestApp;
let webDist: string;
let world: World;
/** The document the server serves at /api/docs/openapi.json (checked below to be that one). */
const document = JSON.parse(JSON.stringify(buildOpenApiDocument(allCalls))) as OpenApi;
const operations: Operation[] = operationsOf(document);
const resolve = resolverOf(document);
let fingerprint: () => Promise<string>;
let manager: SignedActor;
const statuses = new Map<number, number>();
let slowest = { ms: 0, what: '' };
let sent = 0;

beforeAll(async () => {
  // A stand-in for the built web app, so club pages answer as in production (not 503 "not built").
  webDist = await mkdtemp(path.join(tmpdir(), 'club-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  t = await createTestApp({ WEB_DIST_DIR: webDist });
  world = await buildWorld(t);
  manager = world.actors.manager;
  fingerprint = await createFingerprint(t.db);
}, 60_000);

afterAll(async () => {
  const summary = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`);
  console.log(
    `hostile input: ${sent} requests, ${operations.length} operations x 2 people x ${ROUNDS} rounds, seed ${SEED}\n` +
      `  statuses ${summary.join(', ')}\n  slowest ${slowest.ms} ms (${slowest.what})`,
  );
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

const timeout = (ms: number) =>
  new Promise<'timeout'>((resolveTimeout) => setTimeout(() => resolveTimeout('timeout'), ms).unref());

/** The manager's session survives the fuzz unless a request really changed their password or e-mail. */
async function ensureManagerSignedIn() {
  const check = await t.app.inject({ method: 'GET', url: '/api/Users/getRole', headers: manager.headers });
  if (check.statusCode !== 200) manager = await freshActor(world, 'manager');
}

describe('hostile input', () => {
  it('walks the OpenAPI document the server serves, one operation per call', async () => {
    const served = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(served.json()).toEqual(document);
    expect(operations).toHaveLength(allCalls.length);
  });

  it('routes outside the contract (files, hand-over, social login, pages) hold too', async () => {
    const host = world.a.host;
    const cases: {
      method: 'GET' | 'POST';
      url: string;
      headers?: Record<string, string>;
      payload?: string;
    }[] = [
      { method: 'GET', url: '/files/..%2f..%2f..%2fetc%2fpasswd' },
      { method: 'GET', url: '/files/../../package.json' },
      { method: 'GET', url: '/files/%00' },
      { method: 'GET', url: '/files/%C3%28.jpg' },
      { method: 'GET', url: `/files/${'a/'.repeat(2_000)}x.jpg` },
      { method: 'GET', url: '/files/Pictures/1/none.jpg' },
      { method: 'POST', url: '/hand-over', payload: 'token=%00' },
      { method: 'POST', url: '/hand-over', payload: `token=${'x'.repeat(100_000)}` },
      { method: 'POST', url: '/hand-over', payload: 'token[__proto__][a]=1&token=2' },
      { method: 'GET', url: '/api/Users/facebook/start?redirect=javascript:alert(1)' },
      { method: 'GET', url: "/api/Users/facebook/callback?code=' OR 1=1&state=%ED%A0%80" },
      { method: 'GET', url: '/api/Users/facebook/callback?error=%3Cscript%3E' },
      { method: 'GET', url: '/news/%ED%A0%80' },
      { method: 'GET', url: '/gallery/../../etc/passwd' },
      { method: 'GET', url: '/<script>alert(1)</script>' },
      { method: 'GET', url: '/api/nothing/here' },
      { method: 'GET', url: '/', headers: { host: `${'a'.repeat(300)}.localhost:3000` } },
      { method: 'GET', url: '/', headers: { host: "x' OR 1=1--.localhost" } },
      { method: 'GET', url: '/api/Settings/getClientSettings', headers: { host: '%00.localhost' } },
      { method: 'GET', url: '/api/Settings/getClientSettings', headers: { host: '' } },
    ];
    const problems: string[] = [];
    const before = await fingerprint();
    for (const item of cases) {
      const headers = { host, 'content-type': 'application/x-www-form-urlencoded', ...item.headers };
      const response = await Promise.race([
        t.app.inject({
          method: item.method,
          url: item.url,
          headers,
          ...(item.payload ? { payload: item.payload } : {}),
        }),
        timeout(REQUEST_TIMEOUT_MS),
      ]);
      if (response === 'timeout') problems.push(`${item.method} ${item.url}: no answer`);
      else if (response.statusCode >= 500)
        problems.push(`${item.method} ${item.url.slice(0, 80)}: ${response.statusCode}`);
      // A path climbing out of /files/ is resolved by the URL parser to a page of the web app, never a file.
      else if (/"workspaces"|root:x:0:0/.test(response.body))
        problems.push(`${item.url}: a file outside the store`);
    }
    expect(problems).toEqual([]);
    expect(await fingerprint()).toBe(before);
  });

  it.each(operations.map((operation, index) => [`${operation.method} ${operation.path}`, index] as const))(
    '%s',
    { timeout: 60_000 + ROUNDS * 2 * 15_000 },
    async (_name, index) => {
      const operation = operations[index] as Operation;
      const problems: string[] = [];
      const random = createRandom(SEED + index * 7919);
      let before = await fingerprint();
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const who of ['anonymous', 'manager'] as const) {
          const headers = who === 'anonymous' ? world.actors.anonymous.headers : manager.headers;
          const request = await hostileRequest(
            operation,
            round * 2 + (who === 'manager' ? 1 : 0),
            random,
            resolve,
            headers,
          );
          const label = `${operation.method} ${operation.path} round ${round} as ${who} (${request.strategy}): ${request.method} ${request.url.slice(0, 160)}`;
          const started = performance.now();
          const response = await Promise.race([
            t.app.inject({
              method: request.method,
              url: request.url,
              headers: request.headers,
              ...(request.payload === undefined ? {} : { payload: request.payload }),
            }),
            timeout(REQUEST_TIMEOUT_MS),
          ]);
          const ms = Math.round(performance.now() - started);
          sent += 1;
          if (ms > slowest.ms) slowest = { ms, what: label };
          if (response === 'timeout') {
            problems.push(`${label}: no answer in ${REQUEST_TIMEOUT_MS} ms`);
            continue;
          }
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500)
            problems.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          const after = await fingerprint();
          if (response.statusCode >= 400 && after !== before) {
            problems.push(
              `${label}: refused with ${response.statusCode} but changed ${changedTables(before, after).join(', ')}`,
            );
          }
          before = after;
        }
        await ensureManagerSignedIn();
        before = await fingerprint();
      }
      expect(problems).toEqual([]);
    },
  );
});
