/**
 * What one request of the crowd costs the machine, by kind: CPU time per request of the server (and of
 * its HTTP thread alone), of PostgreSQL's processes, of the load generator (this process) and of the
 * whole machine, read from /proc around an autocannon run of each kind, beside GET /healthz. On the
 * shared 2-core machine the crowd's share of /healthz's requests/s (bench/crowd.ts) is close to the
 * inverse ratio of these machine costs: the server, its database and the load generator take turns on
 * the same two cores, and a profile's time in `writev` is mostly the server waiting for a core.
 *
 * cd bench && npx node crowd-cost.ts   # BENCH_DATABASES=postgres (or pglite) BENCH_CONNECTIONS=50
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { nextMixRequest, type RequestKind } from './crowd-mix.ts';
import { prepareTargets } from './crowd-setup.ts';
import { freshPostgresDatabase } from './postgres.ts';
import { startServerIn } from './server.ts';

const PORT = Number(process.env.BENCH_CROWD_PORT ?? 3195);
const DATABASE = process.env.BENCH_DATABASES ?? 'postgres';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** Linux counts CPU time in ticks of 10 ms (USER_HZ 100). */
const TICK_MS = 10;

/** User and system CPU time of a process or thread (`pid` or `pid/task/tid`), in ms. */
async function cpuMs(task: string): Promise<number> {
  const fields = (await readFile(`/proc/${task}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** CPU time of every PostgreSQL process (the server's connections and its own workers), in ms. */
async function postgresMs(): Promise<number> {
  let total = 0;
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (stat.includes('(postgres)')) total += await cpuMs(pid).catch(() => 0);
  }
  return total;
}

/** Busy and total CPU time of the whole machine, in ms. */
async function machineMs(): Promise<{ busy: number; all: number }> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '';
  const [user, nice, system, idle, iowait, irq, softirq] = line.split(/\s+/).slice(1).map(Number);
  const busy = (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0);
  return { busy: busy * TICK_MS, all: (busy + (idle ?? 0) + (iowait ?? 0)) * TICK_MS };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'club-cost-'));
const postgres = DATABASE === 'postgres' ? await freshPostgresDatabase('club_cost') : null;
const server = await startServerIn(PORT, dataDir, {
  RATE_LIMIT_AUTH_PER_MINUTE: '100000',
  ...(postgres ? { DATABASE_URL: postgres.url } : {}),
});
try {
  const host = `demo.localhost:${PORT}`;
  const targets = await prepareTargets(PORT, host, path.join(dataDir, 'mail'), 12);
  const httpThread = `${server.pid}/task/${server.pid}`;

  const measure = async (label: string, options: autocannon.Options) => {
    const before = {
      server: await cpuMs(String(server.pid)),
      http: await cpuMs(httpThread),
      postgres: await postgresMs(),
      load: await cpuMs('self'),
      machine: await machineMs(),
    };
    const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_S });
    const after = {
      server: await cpuMs(String(server.pid)),
      http: await cpuMs(httpThread),
      postgres: await postgresMs(),
      load: await cpuMs('self'),
      machine: await machineMs(),
    };
    // A process that ends during the run (a database connection closed) takes its time with it.
    const perRequest = (ms: number) => `${Math.max(0, Math.round((ms * 1000) / result.requests.total))} µs`;
    const idle = 1 - (after.machine.busy - before.machine.busy) / (after.machine.all - before.machine.all);
    console.log(
      `| ${label} | ${Math.round(result.requests.average)} | ${perRequest(after.server - before.server)} | ${perRequest(after.http - before.http)} | ${perRequest(after.postgres - before.postgres)} | ${perRequest(after.load - before.load)} | ${perRequest(after.machine.busy - before.machine.busy)} | ${idle.toFixed(2)} |`,
    );
  };

  console.log(`\n${DATABASE}, ${CONNECTIONS} connections, ${DURATION_S} s each: CPU time per request\n`);
  console.log(
    '| requests | requests/s | server | its HTTP thread | PostgreSQL | load generator | machine | machine idle |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  await measure('GET /healthz', { url: `http://127.0.0.1:${PORT}/healthz` });
  const kinds: Array<RequestKind | 'mix'> = ['mix', 'public', 'member read', 'write'];
  for (const kind of kinds) {
    const setupRequest = (request: Record<string, unknown>) => {
      let mix = nextMixRequest(targets);
      while (kind !== 'mix' && mix.kind !== kind) mix = nextMixRequest(targets);
      return {
        ...request,
        method: mix.method,
        path: mix.path,
        headers: {
          host,
          ...(mix.token ? { authorization: `Bearer ${mix.token}` } : {}),
          ...(mix.body ? { 'content-type': 'application/json' } : {}),
        },
        body: mix.body ?? Buffer.alloc(0),
      };
    };
    const labels = {
      mix: 'the mix',
      public: 'public reads only',
      'member read': 'member reads only',
      write: 'writes only',
    };
    await measure(labels[kind], {
      url: `http://127.0.0.1:${PORT}`,
      requests: [{ setupRequest } as unknown as autocannon.Request],
    });
  }
} finally {
  await server.stop();
  await postgres?.drop();
  await rm(dataDir, { recursive: true, force: true });
}
