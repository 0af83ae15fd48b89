/**
 * A crowd that reads and writes, on embedded PGlite and on PostgreSQL (issue 18): the real server with
 * the demo club and BENCH_MEMBERS registered members, driven by autocannon on loopback with a mix of 80%
 * anonymous public reads, 10% signed-in members' reads and 10% members' writes (comments, likes), at 50
 * then 200 connections; GET /healthz on the bare host is measured beside it (its own worker thread, a few
 * connections) and alone before the crowd as the baseline. Prints the server's memory (VmRSS, VmHWM) idle,
 * after the crowd and a minute later. Exits 1 when a target is missed, unless BENCH_REPORT_ONLY=1.
 *
 * cd bench && npx node crowd.ts   # BENCH_DURATION=20 BENCH_DATABASES=pglite,postgres BENCH_SETTLE=60 BENCH_IDLE_WAIT=20
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type MixRequest, nextMixRequest, type RequestKind } from './crowd-mix.ts';
import { readMemory } from './crowd-server.ts';
import { type CrowdTargets, prepareTargets, send } from './crowd-setup.ts';
import { freshPostgresDatabase } from './postgres.ts';
import { startServerIn } from './server.ts';

const FIRST_PORT = Number(process.env.BENCH_CROWD_PORT ?? 3170);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const BASELINE_S = Number(process.env.BENCH_BASELINE_DURATION ?? 10);
const WARM_UP_S = Number(process.env.BENCH_WARM_UP ?? 3);
const SETTLE_S = Number(process.env.BENCH_SETTLE ?? 60);
const IDLE_WAIT_S = Number(process.env.BENCH_IDLE_WAIT ?? 20);
const CONNECTION_LEVELS = (process.env.BENCH_CROWD_CONNECTIONS ?? '50,200').split(',').map(Number);
const PROBE_CONNECTIONS = Number(process.env.BENCH_PROBE_CONNECTIONS ?? 4);
const MEMBER_COUNT = Number(process.env.BENCH_MEMBERS ?? 12);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const REPORT_ONLY = process.env.BENCH_REPORT_ONLY === '1';

interface Latency {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

interface CrowdFigures extends Latency {
  connections: number;
  statusByKind: Record<RequestKind, Record<number, number>>;
  probe: Latency;
}

interface DatabaseRun {
  database: string;
  baseline: Latency;
  crowds: CrowdFigures[];
  memory: { idle: number; idlePeak: number; afterCrowd: number; peak: number; settled: number };
}

function latencyOf(result: autocannon.Result): Latency {
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** GET /healthz on the bare host: alone it is the baseline; beside the crowd, in a worker thread. */
async function healthz(port: number, connections: number, durationS: number, worker: boolean) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/healthz`,
    connections,
    duration: durationS,
    ...(worker ? { workers: 1 } : {}),
  });
  return latencyOf(result);
}

async function crowd(port: number, targets: CrowdTargets, connections: number, durationS: number) {
  const statusByKind: CrowdFigures['statusByKind'] = { public: {}, 'member read': {}, write: {} };
  const setupRequest = (request: Record<string, unknown>, context: Record<string, unknown>) => {
    const mix: MixRequest = nextMixRequest(targets);
    context.kind = mix.kind;
    return {
      ...request,
      method: mix.method,
      path: mix.path,
      headers: {
        host: `demo.localhost:${port}`,
        ...(mix.token ? { authorization: `Bearer ${mix.token}` } : {}),
        ...(mix.body ? { 'content-type': 'application/json' } : {}),
      },
      body: mix.body ?? Buffer.alloc(0),
    };
  };
  const onResponse = (status: number, _body: string, context: Record<string, unknown>) => {
    const counts = statusByKind[context.kind as RequestKind];
    counts[status] = (counts[status] ?? 0) + 1;
  };
  const run = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: durationS,
    requests: [{ setupRequest, onResponse } as unknown as autocannon.Request],
  });
  const [result, probe] = await Promise.all([run, healthz(port, PROBE_CONNECTIONS, durationS, true)]);
  return { ...latencyOf(result), connections, statusByKind, probe };
}

async function runOn(database: string, port: number): Promise<DatabaseRun> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'club-crowd-'));
  const postgres = database === 'postgres' ? await freshPostgresDatabase('club_crowd') : null;
  const server = await startServerIn(port, dataDir, {
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
  try {
    const targets = await prepareTargets(
      port,
      `demo.localhost:${port}`,
      path.join(dataDir, 'mail'),
      MEMBER_COUNT,
    );
    // The start-up's seeding and the members' password hashes leave garbage that takes a few seconds
    // to be given back: idle is the server at rest.
    await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_S * 1000));
    const idle = await readMemory(server.pid);
    console.log(
      `[${database}] idle after start and seed: ${idle.rssMb.toFixed(0)} MB (peak ${idle.peakMb.toFixed(0)} MB)`,
    );
    await crowd(port, targets, CONNECTION_LEVELS[0] ?? 50, WARM_UP_S);
    const baseline = await healthz(port, CONNECTION_LEVELS[0] ?? 50, BASELINE_S, false);
    console.log(`[${database}] /healthz alone: ${Math.round(baseline.requestsPerSecond)} requests/s`);
    const crowds: CrowdFigures[] = [];
    for (const connections of CONNECTION_LEVELS) {
      const figures = await crowd(port, targets, connections, DURATION_S);
      console.log(
        `[${database}] crowd of ${connections}: ${Math.round(figures.requestsPerSecond)} requests/s, p99 ${figures.p99} ms, max ${figures.max} ms; /healthz p99 ${figures.probe.p99} ms`,
      );
      crowds.push(figures);
    }
    const commentCounts = await Promise.all(
      targets.newsIds.map(async (id) => {
        const answer = await send(port, `demo.localhost:${port}`, 'GET', `/api/News/getCommentsPage/${id}`);
        return (JSON.parse(answer.body) as { Total: number }).Total;
      }),
    );
    // Visitors read an item's latest page of comments, but each comment forgets that item's cached page.
    console.log(
      `[${database}] comments at the end: ${commentCounts.reduce((sum, count) => sum + count, 0)} on ${commentCounts.length} news items (at most ${Math.max(...commentCounts)} on one)`,
    );
    const after = await readMemory(server.pid);
    console.log(`[${database}] after the crowd: ${after.rssMb.toFixed(0)} MB; waiting ${SETTLE_S} s`);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_S * 1000));
    const settled = await readMemory(server.pid);
    return {
      database,
      baseline,
      crowds,
      memory: {
        idle: idle.rssMb,
        idlePeak: idle.peakMb,
        afterCrowd: after.rssMb,
        peak: settled.peakMb,
        settled: settled.rssMb,
      },
    };
  } finally {
    await server.stop();
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${value} ms`;
const mb = (value: number) => `${value.toFixed(0)} MB`;

function statusSummary(counts: Record<number, number>): string {
  return Object.entries(counts)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
}

function printRun(run: DatabaseRun): void {
  console.log(
    `\n### ${run.database}: /healthz alone ${Math.round(run.baseline.requestsPerSecond)} requests/s\n`,
  );
  console.log(
    '| connections | requests/s | share of /healthz | p50 | p99 | max | errors | timeouts | non-2xx | /healthz p50 / p99 / max beside it |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of run.crowds) {
    const share = row.requestsPerSecond / run.baseline.requestsPerSecond;
    console.log(
      `| ${row.connections} | ${Math.round(row.requestsPerSecond)} | ${share.toFixed(2)} | ${ms(row.p50)} | ${ms(row.p99)} | ${ms(row.max)} | ${row.errors} | ${row.timeouts} | ${row.non2xx} | ${row.probe.p50} / ${row.probe.p99} / ${row.probe.max} ms |`,
    );
  }
  for (const row of run.crowds) {
    const kinds = Object.entries(row.statusByKind).map(
      ([kind, counts]) => `${kind} {${statusSummary(counts)}}`,
    );
    console.log(`\nstatuses at ${row.connections} connections: ${kinds.join('; ')}`);
  }
  const { memory } = run;
  console.log(
    `\nmemory (VmRSS): idle ${mb(memory.idle)} (peak ${mb(memory.idlePeak)}), after the crowd ${mb(memory.afterCrowd)} (${(memory.afterCrowd / memory.idle).toFixed(2)}x idle), ${SETTLE_S} s later ${mb(memory.settled)} (${(memory.settled / memory.idle).toFixed(2)}x idle); peak (VmHWM) ${mb(memory.peak)}`,
  );
}

/** Issue 18's targets, each with whether this run met it. */
function checkTargets(run: DatabaseRun): Array<{ target: string; met: boolean; figure: string }> {
  const checks: Array<{ target: string; met: boolean; figure: string }> = [];
  const at = (connections: number) => run.crowds.find((row) => row.connections === connections);
  const fifty = at(50);
  if (fifty) {
    const share = fifty.requestsPerSecond / run.baseline.requestsPerSecond;
    checks.push({
      target: '50 connections: >= 0.25 of /healthz',
      met: share >= 0.25,
      figure: share.toFixed(2),
    });
    checks.push({ target: '50 connections: p99 < 100 ms', met: fifty.p99 < 100, figure: ms(fifty.p99) });
    checks.push({
      target: '50 connections: no request over 1 s',
      met: fifty.max <= 1000,
      figure: ms(fifty.max),
    });
  }
  const twoHundred = at(200);
  if (twoHundred) {
    checks.push({
      target: '200 connections: no request over 2 s',
      met: twoHundred.max <= 2000,
      figure: ms(twoHundred.max),
    });
    checks.push({
      target: '200 connections: zero timeouts',
      met: twoHundred.timeouts === 0,
      figure: String(twoHundred.timeouts),
    });
  }
  for (const row of run.crowds) {
    checks.push({
      target: `${row.connections} connections: /healthz p99 < 20 ms during the crowd`,
      met: row.probe.p99 < 20,
      figure: ms(row.probe.p99),
    });
  }
  if (run.database === 'pglite') {
    const { memory } = run;
    checks.push({
      target: 'PGlite: memory < 600 MB after the crowd',
      met: memory.afterCrowd < 600,
      figure: mb(memory.afterCrowd),
    });
    checks.push({
      target: `PGlite: memory < 1.2x idle ${SETTLE_S} s later`,
      met: memory.settled < 1.2 * memory.idle,
      figure: `${(memory.settled / memory.idle).toFixed(2)}x`,
    });
  }
  return checks;
}

async function main(): Promise<number> {
  console.log(
    `crowd: ${DURATION_S} s per level (${CONNECTION_LEVELS.join(', ')} connections), /healthz baseline ${BASELINE_S} s, ${PROBE_CONNECTIONS} probe connections, ${MEMBER_COUNT} members`,
  );
  const runs: DatabaseRun[] = [];
  for (const [index, database] of DATABASES.entries()) runs.push(await runOn(database, FIRST_PORT + index));
  let missed = 0;
  for (const run of runs) {
    printRun(run);
    console.log('');
    for (const check of checkTargets(run)) {
      if (!check.met) missed += 1;
      console.log(`- ${check.met ? 'met' : 'MISSED'}: ${run.database}, ${check.target} (${check.figure})`);
    }
  }
  console.log(missed === 0 ? '\nAll targets met.' : `\n${missed} targets missed.`);
  return missed > 0 && !REPORT_ONLY ? 1 : 0;
}

process.exitCode = await main();
