/**
 * Where the uncached read path spends its time: starts the server with `--cpu-prof`, drives signed-in
 * members' reads (their picture list, profile, unread count: no cache answers them) with autocannon,
 * stops the server and prints the functions of most self time, and the time by package.
 *
 * cd bench && npx node crowd-profile.ts   # BENCH_DATABASES=pglite (or postgres) BENCH_DURATION=15
 * CROWD_PROFILE_CALL=/api/Pictures/getPictures limits the load to one call; CROWD_PROFILE_MIX=1 drives
 * the crowd's mix instead. Only the profile's last BENCH_DURATION + 1 s are summed (not start-up, seed).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { nextMixRequest } from './crowd-mix.ts';
import { readMemory } from './crowd-server.ts';
import { prepareTargets } from './crowd-setup.ts';
import { freshPostgresDatabase } from './postgres.ts';
import { startServerIn } from './server.ts';

const PORT = Number(process.env.BENCH_CROWD_PORT ?? 3185);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DATABASE = process.env.BENCH_DATABASES ?? 'pglite';
const ONLY_CALL = process.env.CROWD_PROFILE_CALL;
/** CROWD_PROFILE_MIX=1: the crowd's mix (bench/crowd-mix.ts) instead of members' reads. */
const MIX = process.env.CROWD_PROFILE_MIX === '1';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The package (or app folder) a script belongs to, to sum time by library. */
function packageOf(url: string): string {
  if (url === '') return '(native / idle / gc)';
  const modules = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (modules?.[1]) return modules[1];
  const app = /\/(apps\/server\/src\/[^/]+(\/[^/]+)?|packages\/shared\/src)\//.exec(url);
  if (app?.[1]) return app[1];
  if (url.startsWith('node:')) return url.split('/')[0] ?? url;
  return url;
}

/** Self time of the profile's last `windowS` seconds (the load and the stop; not the start-up and seed). */
function summarise(profile: CpuProfile, windowS: number): void {
  const selfUs = new Map<number, number>();
  const totalUs = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
  let elapsedUs = 0;
  profile.samples.forEach((nodeId, index) => {
    elapsedUs += profile.timeDeltas[index] ?? 0;
    if (elapsedUs < totalUs - windowS * 1e6) return;
    selfUs.set(nodeId, (selfUs.get(nodeId) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id) ?? 0;
    if (us === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') continue;
    total += us;
    const where = url ? `${url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/')}:${lineNumber + 1}` : '';
    const name = `${functionName || '(anonymous)'} ${where}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    const library = packageOf(url);
    byPackage.set(library, (byPackage.get(library) ?? 0) + us);
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(
        ([name, us]) =>
          `${((100 * us) / total).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`,
      )
      .join('\n');
  console.log(
    `\nbusy (non-idle) main-thread time: ${(total / 1000).toFixed(0)} ms\n\nby package:\n${top(byPackage, 25)}`,
  );
  console.log(`\nby function (self time):\n${top(byFunction, 40)}`);
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'club-profile-'));
  const profileDir = path.join(dataDir, 'profile');
  let dropDatabase = async () => {};
  const env: Record<string, string> = {
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}`,
  };
  if (DATABASE === 'postgres') {
    const database = await freshPostgresDatabase('club_profile');
    env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  }
  const server = await startServerIn(PORT, dataDir, env);
  try {
    const host = `demo.localhost:${PORT}`;
    const targets = await prepareTargets(PORT, host, path.join(dataDir, 'mail'), 4);
    const reads: Array<{ method: string; path: string; body?: string; token?: string }> = MIX
      ? Array.from({ length: 2000 }, () => nextMixRequest(targets))
      : [
          {
            method: 'POST',
            path: '/api/Pictures/getPictures',
            body: JSON.stringify({ page: 0, club_id: targets.clubId }),
          },
          { method: 'GET', path: '/api/Users/getUserDetailsByToken' },
          { method: 'GET', path: '/api/Messages/countUnread' },
        ].filter((read) => ONLY_CALL === undefined || read.path === ONLY_CALL);
    let turn = 0;
    const result = await autocannon({
      url: `http://127.0.0.1:${PORT}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          setupRequest: (request: Record<string, unknown>) => {
            turn += 1;
            const read = reads[turn % reads.length] as (typeof reads)[number];
            const token = MIX ? read.token : targets.members[turn % targets.members.length]?.token;
            return {
              ...request,
              method: read.method,
              path: read.path,
              headers: {
                host,
                ...(token ? { authorization: `Bearer ${token}` } : {}),
                ...(read.body ? { 'content-type': 'application/json' } : {}),
              },
              body: read.body ?? Buffer.alloc(0),
            };
          },
        } as unknown as autocannon.Request,
      ],
    });
    const memory = await readMemory(server.pid);
    console.log(
      `${DATABASE}, ${MIX ? 'the crowd mix' : reads.map((read) => read.path).join(' + ')}: ${Math.round(result.requests.average)} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}; RSS ${memory.rssMb.toFixed(0)} MB`,
    );
  } finally {
    await server.stop();
    await dropDatabase();
  }
  for (const name of await readdir(profileDir)) {
    console.log(`\n== ${name}`);
    summarise(JSON.parse(await readFile(path.join(profileDir, name), 'utf8')) as CpuProfile, DURATION_S + 1);
  }
  await rm(dataDir, { recursive: true, force: true });
}

await main();
