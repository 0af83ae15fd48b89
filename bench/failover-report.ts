/** The failover drill's figures, computed from the crowd's records, and their table. */
import { type CrowdResult, FAILURES, type Outcome, type RequestRecord } from './failover-crowd.ts';

/** When the drill killed and restarted a process, on the crowd's clock (ms since the run started). */
export interface KillTimes {
  port: number;
  killMs: number;
  restartMs: number;
  /** From the restart to its /healthz, then to its /readyz answering 200. */
  healthzAfterMs: number;
  readyzAfterMs: number;
}

export interface WriteCheck {
  acknowledged: number;
  foundInDatabase: number;
  foundThroughApi: number;
  sentNotAcknowledged: number;
  /** Comments whose answer was lost (502, reset) but that the database holds all the same. */
  writtenThoughNotAcknowledged: number;
}

export interface RunFigures {
  name: string;
  durationMs: number;
  requests: number;
  successful: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  failures: Record<Outcome, number>;
  failed: number;
  failedGetReads: number;
  failedPostReads: number;
  failedWrites: number;
  failuresOnKilledProcess: number;
  appErrors: number;
  /** Requests nginx passed on to another process after the first one failed (X-Upstream names two). */
  passedOn: number;
  writes: WriteCheck;
  /** What nginx logged during the run, by reason ("connect() failed (111: Connection refused)": 3). */
  nginxReasons: Record<string, number>;
  kill?: KillTimes & {
    lastFailureAfterKillMs: number | null;
    /** First request the restarted process answered, after its /readyz; null if none before the end. */
    firstServedAfterReadyMs: number | null;
    servedAfterReturn: number;
    /**
     * Successful requests/s with three processes, from the kill to the first request the restarted one
     * served, and after it.
     */
    ratesByPhase: [number, number, number];
  };
}

/** The value at quantile `q` of ascending `sorted` (nearest rank). */
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
}

/** nginx's log lines counted by what happened ("upstream prematurely closed connection", ...). */
function reasonsOf(lines: string[]): Record<string, number> {
  const reasons: Record<string, number> = {};
  for (const line of lines) {
    const reason = /\[(?:error|warn)\] \d+#\d+: \*\d+ (.+?) while /.exec(line)?.[1] ?? line;
    reasons[reason] = (reasons[reason] ?? 0) + 1;
  }
  return reasons;
}

const lastUpstream = (record: RequestRecord) => record.upstream.split(',').at(-1)?.trim() ?? '';

export function figuresOf(
  name: string,
  crowd: CrowdResult,
  durationMs: number,
  writes: WriteCheck,
  nginxLog: string[],
  kill?: KillTimes,
): RunFigures {
  const { records } = crowd;
  const successful = records.filter((record) => record.outcome === 'ok');
  const latencies = successful.map((record) => record.endedMs - record.startedMs).sort((a, b) => a - b);
  const failed = records.filter((record) => FAILURES.includes(record.outcome));
  const failures = Object.fromEntries(
    [...FAILURES, 'ok', '4xx'].map((outcome) => [
      outcome,
      records.filter((record) => record.outcome === outcome).length,
    ]),
  ) as Record<Outcome, number>;
  const killedAddress = kill ? `127.0.0.1:${kill.port}` : null;
  const figures: RunFigures = {
    name,
    durationMs,
    requests: records.length,
    successful: successful.length,
    requestsPerSecond: successful.length / (durationMs / 1000),
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: latencies.at(-1) ?? Number.NaN,
    failures,
    failed: failed.length,
    failedGetReads: failed.filter((record) => record.method === 'GET').length,
    failedPostReads: failed.filter((record) => record.method === 'POST' && !record.write).length,
    failedWrites: failed.filter((record) => record.write).length,
    failuresOnKilledProcess: killedAddress
      ? failed.filter((record) => lastUpstream(record) === killedAddress).length
      : 0,
    appErrors: failures['4xx'],
    passedOn: successful.filter((record) => record.upstream.includes(',')).length,
    writes,
    nginxReasons: reasonsOf(nginxLog),
  };
  if (!kill) return figures;
  const readyMs = kill.restartMs + kill.readyzAfterMs;
  const servedAfterReturn = successful.filter(
    (record) => record.startedMs >= readyMs && lastUpstream(record) === killedAddress,
  );
  const lastFailure = Math.max(...failed.map((record) => record.endedMs));
  const firstServedMs = Math.min(...servedAfterReturn.map((record) => record.startedMs));
  const returnMs = servedAfterReturn.length > 0 ? firstServedMs : durationMs;
  const rate = (fromMs: number, toMs: number) =>
    toMs <= fromMs
      ? Number.NaN
      : successful.filter((record) => record.endedMs >= fromMs && record.endedMs < toMs).length /
        ((toMs - fromMs) / 1000);
  figures.kill = {
    ...kill,
    lastFailureAfterKillMs: failed.length > 0 ? lastFailure - kill.killMs : null,
    firstServedAfterReadyMs: servedAfterReturn.length > 0 ? firstServedMs - readyMs : null,
    servedAfterReturn: servedAfterReturn.length,
    ratesByPhase: [rate(0, kill.killMs), rate(kill.killMs, returnMs), rate(returnMs, durationMs)],
  };
  return figures;
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const s = (value: number) => `${(value / 1000).toFixed(1)} s`;
const count = (value: number) => value.toLocaleString('en');

/** One table, a column per run, in the form bench/README.md keeps. */
export function printTable(runs: RunFigures[]): void {
  const row = (label: string, cell: (run: RunFigures) => string) =>
    console.log(`| ${label} | ${runs.map(cell).join(' | ')} |`);
  const killCell = (cell: (kill: NonNullable<RunFigures['kill']>) => string) => (run: RunFigures) =>
    run.kill ? cell(run.kill) : '-';
  console.log(`\n| figure | ${runs.map((run) => run.name).join(' | ')} |`);
  console.log(`|---|${runs.map(() => '---|').join('')}`);
  row('length of the run', (run) => s(run.durationMs));
  row('requests (successful / all)', (run) => `${count(run.successful)} / ${count(run.requests)}`);
  row('successful requests/s', (run) => run.requestsPerSecond.toFixed(0));
  row(
    '- with three processes / one down / after its return',
    killCell((kill) => kill.ratesByPhase.map((value) => value.toFixed(0)).join(' / ')),
  );
  row('p50 / p99 / max of successful', (run) => `${ms(run.p50)} / ${ms(run.p99)} / ${ms(run.max)}`);
  row('failed requests', (run) => count(run.failed));
  for (const outcome of FAILURES) row(`- ${outcome}`, (run) => count(run.failures[outcome]));
  row(
    'failed reads by GET / reads by POST / comments',
    (run) => `${run.failedGetReads} / ${run.failedPostReads} / ${run.failedWrites}`,
  );
  row('of which on the killed process (X-Upstream)', (run) =>
    run.kill ? `${run.failuresOnKilledProcess} of ${run.failed}` : '-',
  );
  row('requests nginx passed on to another process', (run) => count(run.passedOn));
  row("the app's 4xx answers", (run) => count(run.appErrors));
  row(
    'comments acknowledged / in the database / through the API',
    (run) =>
      `${count(run.writes.acknowledged)} / ${count(run.writes.foundInDatabase)} / ${count(run.writes.foundThroughApi)}`,
  );
  row(
    'comments not acknowledged / written anyway',
    (run) => `${run.writes.sentNotAcknowledged} / ${run.writes.writtenThoughNotAcknowledged}`,
  );
  row(
    'kill, restart (since the start)',
    killCell((kill) => `${s(kill.killMs)}, ${s(kill.restartMs)}`),
  );
  row(
    'from the kill to the last failure',
    killCell((kill) =>
      kill.lastFailureAfterKillMs === null ? 'no failure' : ms(kill.lastFailureAfterKillMs),
    ),
  );
  row(
    'restarted process: /healthz, /readyz after',
    killCell((kill) => `${s(kill.healthzAfterMs)}, ${s(kill.readyzAfterMs)}`),
  );
  row(
    'restarted process: first request after /readyz, requests served',
    killCell(
      (kill) =>
        `${kill.firstServedAfterReadyMs === null ? 'none' : ms(kill.firstServedAfterReadyMs)}, ${count(kill.servedAfterReturn)}`,
    ),
  );
  for (const run of runs) {
    const reasons = Object.entries(run.nginxReasons).map(([reason, times]) => `${times} x ${reason}`);
    console.log(
      `\nnginx during the ${run.name}: ${reasons.length === 0 ? 'nothing logged' : reasons.join('; ')}`,
    );
  }
}
