import type { Database } from '../db.ts';
import {
  claimNextJob,
  deleteJobsDoneBefore,
  type JobRow,
  markJobDone,
  markJobFailed,
  visibleJobIds,
} from './queries.ts';
import { onJobEnqueued } from './queue.ts';

export type { JobRow } from './queries.ts';

/** Runs one job of its kind; a throw is a failed attempt (retried later, up to the runner's limit). */
export type JobHandler = (payload: unknown, job: JobRow) => Promise<void>;
/** The handler of each kind of job. */
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export interface JobLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobRunnerOptions {
  db: Database;
  handlers: JobHandlers;
  log: JobLog;
  /** How often a started runner looks for due jobs (jobs enqueued in this process wake it sooner). */
  pollMs?: number;
  /** How long a taken job is this process's; past it, another process may take the job again. */
  leaseMs?: number;
  /** Attempts before a failing job is given up. */
  maxAttempts?: number;
  /** The wait before the next attempt after the `attempt`-th failed (1 for the first). */
  retryDelayMs?: (attempt: number) => number;
}

export interface JobRunner {
  /**
   * Runs the jobs due now, one at a time, until none is left (or the runner stops); answers how many
   * it took. Tests call it to run jobs at a moment they choose; a started runner calls it by itself.
   */
  runDueJobs(): Promise<number>;
  /** Polls for due jobs every `pollMs`, and soon after a job is enqueued in this process. */
  start(): void;
  /** Stops polling and waits for the job under way. */
  stop(): Promise<void>;
}

export const DEFAULT_POLL_MS = 5_000;
export const DEFAULT_LEASE_MS = 5 * 60_000;
export const DEFAULT_MAX_ATTEMPTS = 6;
/** 30 s, 1 min, 2 min ... up to 1 h. */
export const defaultRetryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);
/**
 * How long a done (or given up) job is kept: long enough to read what happened to it. Its dedupe key
 * goes with it; work that must never be done twice records that in its own table (outing reminders).
 */
export const KEEP_DONE_JOBS_MS = 30 * 24 * 3_600_000;
/** How often a runner deletes the done jobs older than that. */
const PURGE_EVERY_MS = 3_600_000;
/** First wait before looking again for a job enqueued in a transaction not yet committed. */
const FIRST_WAKE_RETRY_MS = 10;

/**
 * The job queue's worker. Every server process runs one: each job is taken by one process at a time
 * (`claimNextJob`), so several processes share the work without running a job twice while it runs.
 * Handlers must still bear running again after a crash mid-job (the lease passes and the job is
 * taken again): they record what they did in the same database (see the outing reminders).
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  const { db, log } = options;

  let stopped = false;
  let running: Promise<number> = Promise.resolve(0);
  let poll: NodeJS.Timeout | undefined;
  let wakeRetry: NodeJS.Timeout | undefined;
  let wakeRetryMs = FIRST_WAKE_RETRY_MS;
  let stopListening = () => {};
  /** Jobs enqueued in this process, by id, with when: run as soon as their transaction commits. */
  const awaited = new Map<number, number>();

  async function runJob(job: JobRow): Promise<void> {
    const handler = options.handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for jobs of kind "${job.kind}"`);
      await handler(job.payload, job);
      await markJobDone(db, job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = job.attempts >= maxAttempts;
      const details = { jobId: job.id, kind: job.kind, attempts: job.attempts, err: error };
      if (giveUp) log.error(details, 'job given up after its last attempt');
      else log.warn(details, 'job failed; it will be tried again');
      await markJobFailed(db, job.id, { error: message, retryInMs: retryDelayMs(job.attempts), giveUp });
    }
  }

  let lastPurge = 0;
  async function purgeDoneJobs(): Promise<void> {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    await deleteJobsDoneBefore(db, KEEP_DONE_JOBS_MS);
  }

  async function runUntilNoneDue(): Promise<number> {
    if (stopped) return 0;
    await purgeDoneJobs();
    let ran = 0;
    while (!stopped) {
      const job = await claimNextJob(db, leaseMs);
      if (job === null) break;
      ran += 1;
      // Taken again after leases passed while it ran (a process died mid-job each time).
      if (job.attempts > maxAttempts) {
        log.error(
          { jobId: job.id, kind: job.kind, attempts: job.attempts },
          'job given up: too many attempts',
        );
        await markJobFailed(db, job.id, { error: 'too many attempts', retryInMs: 0, giveUp: true });
        continue;
      }
      await runJob(job);
    }
    return ran;
  }

  /** A pass waiting for the one under way: later calls join it rather than queue more. */
  let queued: Promise<number> | null = null;
  function runDueJobs(): Promise<number> {
    // One pass at a time in a process; a call during a pass gets the next one, which sees its jobs.
    if (queued !== null) return queued;
    const pass = running
      .catch(() => 0)
      .then(() => {
        queued = null;
        return runUntilNoneDue();
      });
    queued = pass;
    running = pass;
    return pass;
  }

  /** A pass, then another soon while a job enqueued here is not yet visible (not yet committed). */
  async function wakePass(): Promise<void> {
    // Read before the pass: a job visible now is committed, so the pass that follows sees it.
    const visible = await visibleJobIds(db, [...awaited.keys()]);
    if (stopped) return;
    await runDueJobs();
    for (const id of visible) awaited.delete(id);
    // A job still invisible after a poll's time was rolled back, or the poll takes it.
    const now = Date.now();
    for (const [id, since] of awaited) if (now - since > pollMs) awaited.delete(id);
    if (awaited.size === 0 || stopped) {
      wakeRetryMs = FIRST_WAKE_RETRY_MS;
      return;
    }
    clearTimeout(wakeRetry);
    wakeRetry = setTimeout(wake, wakeRetryMs).unref();
    wakeRetryMs = Math.min(wakeRetryMs * 2, pollMs);
  }

  /** Background passes under way, which `stop` waits for. */
  const waking = new Set<Promise<void>>();
  function wake(): void {
    if (stopped) return;
    const pass: Promise<void> = wakePass()
      .catch((error: unknown) => log.error({ err: error }, 'the job queue could not be read'))
      .finally(() => waking.delete(pass));
    waking.add(pass);
  }

  return {
    runDueJobs,
    start() {
      if (poll !== undefined || stopped) return;
      poll = setInterval(wake, pollMs).unref();
      stopListening = onJobEnqueued((id) => {
        awaited.set(id, Date.now());
        wake();
      });
      wake();
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearTimeout(wakeRetry);
      stopListening();
      await Promise.all([...waking]);
      await running.catch(() => 0);
    },
  };
}
