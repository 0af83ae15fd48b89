/**
 * The failover drill (issue 33): three server processes on one PostgreSQL database and one S3 bucket,
 * nginx in front (docs/deploy/nginx.conf), a crowd of members' comments and visitors' reads through
 * nginx; a quiet run, then a run in which one process is killed (SIGKILL) at a third of the time and
 * started again at two thirds. Every acknowledged comment is then looked up in the database and
 * through the API. Exits 1 when one is missing, or when the quiet run had a failed request.
 *
 *   npm run failover -w @club/bench   # FAILOVER_DURATION=30 FAILOVER_CONNECTIONS=30 FAILOVER_MEMBERS=12
 *
 * Ports 3600 (nginx), 3601-3603 (servers), 3604 (S3). Everything it starts or creates is removed at the
 * end, on failure and on Ctrl-C.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type CrowdTargets, prepareTargets, send } from './crowd-setup.ts';
import { type CrowdResult, runCrowd } from './failover-crowd.ts';
import {
  figuresOf,
  type KillTimes,
  printTable,
  type RunFigures,
  type WriteCheck,
} from './failover-report.ts';
import { Cleanups, type Stack, type StackPorts, startStack, statusOf, waitFor200 } from './failover-stack.ts';
import { startServerIn } from './server.ts';

const PORTS: StackPorts = { nginx: 3600, servers: [3601, 3602, 3603], s3: 3604 };
const DURATION_MS = Number(process.env.FAILOVER_DURATION ?? 30) * 1000;
const WARM_UP_MS = 10_000;
const CONNECTIONS = Number(process.env.FAILOVER_CONNECTIONS ?? 30);
const MEMBERS = Number(process.env.FAILOVER_MEMBERS ?? 12);
const WRITE_SHARE = 0.25;
const REQUEST_TIMEOUT_MS = 10_000;
const MAX_REQUESTS = 200_000;
/**
 * The kill run goes on until the restarted process has answered /readyz and this long after it: longer
 * than nginx's fail_timeout (10 s), after which nginx tries a process it had set aside again.
 */
const RETURN_WINDOW_MS = 12_000;
/** The longest the kill run may be held open for the restarted process. */
const MAX_KILL_RUN_MS = DURATION_MS + 180_000;
/** The second process is killed (any would do: none has a role the others lack). */
const KILLED = 1;
const HOST = `demo.localhost:${PORTS.nginx}`;

const drillTag = randomBytes(3).toString('hex');
const commentPrefix = `Failover drill ${drillTag} #`;
let commentNumber = 0;

const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(', ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function crowd(
  targets: CrowdTargets,
  durationMs: number,
  holdOpen?: { until: Promise<unknown>; maxDurationMs: number },
): Promise<CrowdResult> {
  return runCrowd(targets, {
    ...(holdOpen ? { holdOpen: holdOpen.until, maxDurationMs: holdOpen.maxDurationMs } : {}),
    port: PORTS.nginx,
    host: HOST,
    connections: CONNECTIONS,
    durationMs,
    writeShare: WRITE_SHARE,
    timeoutMs: REQUEST_TIMEOUT_MS,
    maxRequests: MAX_REQUESTS,
    nextCommentText: () => {
      commentNumber += 1;
      return `${commentPrefix}${commentNumber}`;
    },
  });
}

/**
 * The crowd while one process is killed at a third of the time and started again at two thirds; it goes
 * on until the process is back (RETURN_WINDOW_MS after its /readyz).
 */
async function crowdWithKill(stack: Stack, targets: CrowdTargets) {
  const slot = stack.servers[KILLED];
  if (!slot) throw new Error('no process to kill');
  let release = () => {};
  const backInService = new Promise<void>((resolve) => {
    release = resolve;
  });
  const running = crowd(targets, DURATION_MS, { until: backInService, maxDurationMs: MAX_KILL_RUN_MS });
  const startedAt = performance.now();
  try {
    await sleep(DURATION_MS / 3);
    const killAt = performance.now();
    process.kill(slot.process.pid, 'SIGKILL');
    console.log(`killed the process on ${slot.port} (pid ${slot.process.pid})`);
    await sleep(startedAt + (2 * DURATION_MS) / 3 - performance.now());
    const restartAt = performance.now();
    slot.process = await startServerIn(slot.port, slot.dataDir, stack.serverEnv);
    const healthyAt = performance.now();
    if (!(await waitFor200(slot.port, '/readyz', 120_000, 50)))
      throw new Error('the restarted process never answered /readyz');
    const readyAt = performance.now();
    console.log(
      `restarted the process on ${slot.port}: /readyz after ${(readyAt - restartAt).toFixed(0)} ms`,
    );
    setTimeout(release, RETURN_WINDOW_MS).unref();
    const result = await running;
    const times: KillTimes = {
      port: slot.port,
      killMs: killAt - result.startedAt,
      restartMs: restartAt - result.startedAt,
      healthzAfterMs: healthyAt - restartAt,
      readyzAfterMs: readyAt - restartAt,
    };
    return { result, times };
  } finally {
    release();
    await running;
  }
}

/** Every comment acknowledged in `result`, looked up by id and text in the database and through the API. */
async function checkWrites(stack: Stack, targets: CrowdTargets, result: CrowdResult): Promise<WriteCheck> {
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  let inDatabase: Map<number, string>;
  try {
    const rows = await client.query<{ id: number; content: string }>(
      'select id, content from comments where starts_with(content, $1)',
      [commentPrefix],
    );
    inDatabase = new Map(rows.rows.map((row) => [row.id, row.content]));
  } finally {
    await client.end();
  }
  const throughApi = new Map<number, string>();
  for (const newsId of targets.newsIds) {
    const answer = await send(PORTS.nginx, HOST, 'GET', `/api/News/getComments/${newsId}`);
    if (answer.status !== 200) throw new Error(`getComments/${newsId}: ${answer.status}`);
    for (const comment of JSON.parse(answer.body) as Array<{ Id: number; Comment_content: string }>)
      throughApi.set(comment.Id, comment.Comment_content);
  }
  const textsInDatabase = new Set(inDatabase.values());
  return {
    acknowledged: result.acknowledged.length,
    foundInDatabase: result.acknowledged.filter((write) => inDatabase.get(write.id) === write.text).length,
    foundThroughApi: result.acknowledged.filter((write) => throughApi.get(write.id) === write.text).length,
    sentNotAcknowledged: result.unacknowledgedTexts.length,
    writtenThoughNotAcknowledged: result.unacknowledgedTexts.filter((text) => textsInDatabase.has(text))
      .length,
  };
}

async function drill(cleanups: Cleanups): Promise<number> {
  for (const port of [PORTS.nginx, ...PORTS.servers, PORTS.s3]) {
    if ((await statusOf(port, '/')) !== 0) throw new Error(`port ${port} is taken`);
  }
  console.log(
    `failover drill: ${DURATION_MS / 1000} s per run, ${CONNECTIONS} connections, ${MEMBERS} members, ${WRITE_SHARE * 100}% comments`,
  );
  const setupStarted = performance.now();
  const stack = await startStack(PORTS, cleanups);
  const first = stack.servers[0];
  if (!first) throw new Error('no server');
  const targets = await prepareTargets(
    first.port,
    `demo.localhost:${first.port}`,
    path.join(first.dataDir, 'mail'),
    MEMBERS,
  );
  console.log(
    `ready in ${((performance.now() - setupStarted) / 1000).toFixed(0)} s (drill pid ${process.pid}, servers ${stack.servers.map((slot) => `${slot.port}: pid ${slot.process.pid}`).join(', ')}); warming up`,
  );
  const warmUp = await crowd(targets, WARM_UP_MS);

  console.log(`quiet run starts; load average (1, 5, 15 min): ${loadAverage()}`);
  const nginxLogAtStart = stack.nginxLog.length;
  const quiet = await crowd(targets, DURATION_MS);
  const nginxLogAfterQuiet = stack.nginxLog.length;
  console.log(`quiet run: ${quiet.records.length} requests; pausing`);
  await sleep(5_000);
  console.log(`kill run starts; load average (1, 5, 15 min): ${loadAverage()}`);
  const nginxLogBeforeKill = stack.nginxLog.length;
  const killed = await crowdWithKill(stack, targets);
  const nginxLogAfterKill = stack.nginxLog.length;
  console.log(`kill run: ${killed.result.records.length} requests`);

  // Comment lists are cached per process and forgotten through PostgreSQL: let the last notices land.
  await sleep(1_000);
  const runs: RunFigures[] = [
    figuresOf(
      'quiet run',
      quiet,
      quiet.elapsedMs,
      await checkWrites(stack, targets, quiet),
      stack.nginxLog.slice(nginxLogAtStart, nginxLogAfterQuiet),
    ),
    figuresOf(
      'kill run',
      killed.result,
      killed.result.elapsedMs,
      await checkWrites(stack, targets, killed.result),
      stack.nginxLog.slice(nginxLogBeforeKill, nginxLogAfterKill),
      killed.times,
    ),
  ];
  const warmUpWrites = await checkWrites(stack, targets, warmUp);
  printTable(runs);
  console.log(`\nload average at the end: ${loadAverage()}`);

  const problems: string[] = [];
  for (const [name, writes] of [
    ...runs.map((run) => [run.name, run.writes] as const),
    ['warm-up', warmUpWrites] as const,
  ]) {
    if (writes.foundInDatabase !== writes.acknowledged)
      problems.push(
        `${name}: ${writes.acknowledged - writes.foundInDatabase} acknowledged comments not in the database`,
      );
    if (writes.foundThroughApi !== writes.acknowledged)
      problems.push(
        `${name}: ${writes.acknowledged - writes.foundThroughApi} acknowledged comments not listed by the API`,
      );
  }
  const quietFailures = runs[0] ? runs[0].failed : 0;
  if (quietFailures > 0) problems.push(`quiet run: ${quietFailures} failed requests`);
  console.log(
    problems.length === 0
      ? '\nNo acknowledged write lost; no failure in the quiet run.'
      : `\n${problems.join('\n')}`,
  );
  return problems.length === 0 ? 0 : 1;
}

const cleanups = new Cleanups();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping everything the drill started`);
    void cleanups.runAll().finally(() => process.exit(130));
  });
}
try {
  process.exitCode = await drill(cleanups);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanups.runAll();
}
