import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { jobs } from '../../../db/schema/jobs.ts';
import { type Database, openPglite } from '../db.ts';
import { claimNextJob } from './queries.ts';
import { enqueueJob } from './queue.ts';
import { createJobRunner, type JobHandler, type JobRunnerOptions, KEEP_DONE_JOBS_MS } from './runner.ts';

/**
 * The job queue on a real database: each due job runs once, even with two runners on two connections
 * at the same time; failures are retried later and given up after the last attempt; a job survives
 * a restart.
 */

const onPostgres = Boolean(inject('database').postgresUrl);

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const logged: { level: string; message: string }[] = [];
const log = {
  warn: (_: object, message: string) => logged.push({ level: 'warn', message }),
  error: (_: object, message: string) => logged.push({ level: 'error', message }),
};

function runner(db: Database, handlers: Record<string, JobHandler>, options: Partial<JobRunnerOptions> = {}) {
  return createJobRunner({ db, handlers, log, ...options });
}

/** A handler recording each payload it ran with. */
function recorder() {
  const ran: unknown[] = [];
  const handler: JobHandler = async (payload) => {
    ran.push(payload);
  };
  return { ran, handler };
}

const jobRows = () => t.db.select().from(jobs).orderBy(jobs.id);
const past = () => new Date(Date.now() - 1000);

describe('a job', () => {
  it('runs once when due, and is done', async () => {
    const { ran, handler } = recorder();
    const jobRunner = runner(t.db, { greet: handler });
    expect(await enqueueJob(t.db, { kind: 'greet', payload: { who: 'Ana' }, runAt: past() })).toBe(true);
    expect(await jobRunner.runDueJobs()).toBe(1);
    expect(await jobRunner.runDueJobs()).toBe(0);
    expect(ran).toEqual([{ who: 'Ana' }]);
    const [row] = await jobRows();
    expect(row?.doneAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBeNull();
  });

  it('waits until it is due', async () => {
    const { ran, handler } = recorder();
    const jobRunner = runner(t.db, { later: handler });
    await enqueueJob(t.db, { kind: 'later', payload: 1, runAt: new Date(Date.now() + 60_000) });
    expect(await jobRunner.runDueJobs()).toBe(0);
    expect(ran).toEqual([]);
    await t.db.update(jobs).set({ runAt: past() });
    expect(await jobRunner.runDueJobs()).toBe(1);
    expect(ran).toEqual([1]);
  });

  it('is enqueued once per dedupe key', async () => {
    const { ran, handler } = recorder();
    const job = { kind: 'once', payload: 'first', runAt: past(), dedupeKey: 'once:1' };
    expect(await enqueueJob(t.db, job)).toBe(true);
    expect(await enqueueJob(t.db, { ...job, payload: 'second' })).toBe(false);
    await runner(t.db, { once: handler }).runDueJobs();
    // A done job keeps its key: the same work is not enqueued again later either.
    expect(await enqueueJob(t.db, { ...job, payload: 'third' })).toBe(false);
    expect(ran).toEqual(['first']);
    expect(await jobRows()).toHaveLength(1);
  });

  it('done is run again when enqueued with rerunIfDone; not while it waits', async () => {
    const { ran, handler } = recorder();
    const job = { kind: 'again', payload: 'first', runAt: past(), dedupeKey: 'again:1', rerunIfDone: true };
    expect(await enqueueJob(t.db, job)).toBe(true);
    expect(await enqueueJob(t.db, { ...job, payload: 'still waiting' })).toBe(false);
    const jobRunner = runner(t.db, { again: handler });
    await jobRunner.runDueJobs();
    expect(await enqueueJob(t.db, { ...job, payload: 'second' })).toBe(true);
    await jobRunner.runDueJobs();
    expect(ran).toEqual(['first', 'second']);
    expect(await jobRows()).toMatchObject([{ attempts: 1, lastError: null }]);
  });

  it('exists only if the transaction that enqueued it commits', async () => {
    const { ran, handler } = recorder();
    await t.db
      .transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'rolled', payload: 1, runAt: past() });
        throw new Error('the caller changes its mind');
      })
      .catch(() => {});
    expect(await runner(t.db, { rolled: handler }).runDueJobs()).toBe(0);
    expect(ran).toEqual([]);
  });
  it('done is deleted after KEEP_DONE_JOBS_MS, not before', async () => {
    const { handler } = recorder();
    await enqueueJob(t.db, { kind: 'old', payload: 'old', runAt: past() });
    await enqueueJob(t.db, { kind: 'old', payload: 'recent', runAt: past() });
    await enqueueJob(t.db, { kind: 'old', payload: 'waiting', runAt: new Date(Date.now() + 60_000) });
    await runner(t.db, { old: handler }).runDueJobs();
    await t.db
      .update(jobs)
      .set({ doneAt: new Date(Date.now() - KEEP_DONE_JOBS_MS - 60_000) })
      .where(sql`${jobs.payload} = '"old"'::jsonb`);
    await runner(t.db, { old: handler }).runDueJobs();
    expect((await jobRows()).map((row) => row.payload)).toEqual(['recent', 'waiting']);
  });
});

describe('a failing job', () => {
  it('is tried again, then given up after the last attempt, with its error', async () => {
    let calls = 0;
    const jobRunner = runner(
      t.db,
      {
        flaky: async () => {
          calls += 1;
          throw new Error(`refused ${calls}`);
        },
      },
      { maxAttempts: 3, retryDelayMs: () => 0 },
    );
    logged.length = 0;
    await enqueueJob(t.db, { kind: 'flaky', payload: {}, runAt: past() });
    await jobRunner.runDueJobs();
    expect(calls).toBe(3);
    expect(await jobRunner.runDueJobs()).toBe(0);
    expect(calls).toBe(3);
    const [row] = await jobRows();
    expect(row).toMatchObject({ attempts: 3, lastError: 'refused 3' });
    expect(row?.doneAt).toBeInstanceOf(Date);
    expect(logged.map((entry) => entry.level)).toEqual(['warn', 'warn', 'error']);
  });

  it('waits for its retry delay, and a success then clears its error', async () => {
    let calls = 0;
    const jobRunner = runner(t.db, {
      flaky: async () => {
        calls += 1;
        if (calls === 1) throw new Error('mail server away');
      },
    });
    await enqueueJob(t.db, { kind: 'flaky', payload: {}, runAt: past() });
    expect(await jobRunner.runDueJobs()).toBe(1);
    expect(await jobRunner.runDueJobs()).toBe(0);
    const [failed] = await jobRows();
    expect(failed).toMatchObject({ attempts: 1, lastError: 'mail server away', doneAt: null });
    expect(failed?.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await t.db.update(jobs).set({ runAt: past() });
    expect(await jobRunner.runDueJobs()).toBe(1);
    expect(calls).toBe(2);
    expect(await jobRows()).toMatchObject([{ attempts: 2, lastError: null }]);
  });

  it('of a kind no handler knows is tried again later, not lost', async () => {
    await enqueueJob(t.db, { kind: 'from-a-newer-version', payload: {}, runAt: past() });
    await runner(t.db, {}).runDueJobs();
    expect(await jobRows()).toMatchObject([
      { attempts: 1, doneAt: null, lastError: 'no handler for jobs of kind "from-a-newer-version"' },
    ]);
  });
});

describe('a job whose process died while running it', () => {
  it('is taken again once its lease has passed, not before', async () => {
    const { ran, handler } = recorder();
    await enqueueJob(t.db, { kind: 'orphan', payload: 'x', runAt: past() });
    // A process takes it for 200 ms, then dies without finishing.
    expect(await claimNextJob(t.db, 200)).not.toBeNull();
    const jobRunner = runner(t.db, { orphan: handler });
    expect(await jobRunner.runDueJobs()).toBe(0);
    await sleep(300);
    expect(await jobRunner.runDueJobs()).toBe(1);
    expect(ran).toEqual(['x']);
    expect(await jobRows()).toMatchObject([{ attempts: 2, lastError: null }]);
  });
});

describe('two runners at the same time', () => {
  async function everyJobRunsOnce(first: Database, second: Database) {
    const runs = new Map<number, number>();
    const handler: JobHandler = async (payload) => {
      await sleep(2);
      runs.set(payload as number, (runs.get(payload as number) ?? 0) + 1);
    };
    for (let index = 0; index < 40; index += 1) {
      await enqueueJob(t.db, { kind: 'count', payload: index, runAt: past() });
    }
    const counts = await Promise.all([
      runner(first, { count: handler }).runDueJobs(),
      runner(second, { count: handler }).runDueJobs(),
    ]);
    expect(counts[0] + counts[1]).toBe(40);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual([...Array(40).keys()]);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    return counts;
  }

  it('run every due job exactly once (one connection)', async () => {
    await everyJobRunsOnce(t.db, t.db);
  });

  it.skipIf(!onPostgres)('run every due job exactly once, sharing them (two server processes)', async () => {
    const other = await createTestApp({}, { sharing: t });
    try {
      const counts = await everyJobRunsOnce(t.db, other.db);
      // Both took a share: a row lock or a lease kept each job to one of them.
      expect(counts.every((count) => count > 0)).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('a started runner', () => {
  it('runs a job soon after the transaction that enqueued it commits, without waiting for a poll', async () => {
    const { ran, handler } = recorder();
    const jobRunner = runner(t.db, { soon: handler }, { pollMs: 60_000 });
    jobRunner.start();
    try {
      await t.db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'soon', payload: 'committed', runAt: new Date() });
        // The runner hears of the job now, and must not miss it because it is not yet committed.
        await sleep(100);
      });
      await expect.poll(() => ran, { timeout: 3_000 }).toEqual(['committed']);
    } finally {
      await jobRunner.stop();
    }
  });

  it('runs nothing once stopped', async () => {
    const { ran, handler } = recorder();
    const jobRunner = runner(t.db, { late: handler }, { pollMs: 50 });
    jobRunner.start();
    await jobRunner.stop();
    await enqueueJob(t.db, { kind: 'late', payload: 'after stop', runAt: past() });
    await sleep(300);
    expect(ran).toEqual([]);
    expect(await jobRunner.runDueJobs()).toBe(0);
  });

  it('stops after the job under way ends', async () => {
    let finish = () => {};
    let markStarted = () => {};
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    const slow: JobHandler = () =>
      new Promise<void>((done) => {
        finish = done;
        markStarted();
      });
    const jobRunner = runner(t.db, { slow }, { pollMs: 60_000 });
    jobRunner.start();
    await enqueueJob(t.db, { kind: 'slow', payload: {}, runAt: new Date() });
    await started;
    let stopped = false;
    const stopping = jobRunner.stop().then(() => {
      stopped = true;
    });
    await sleep(100);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    const [row] = await jobRows();
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row?.doneAt).toBeInstanceOf(Date);
  });
});

describe('a restart', () => {
  it.skipIf(onPostgres)('keeps the jobs not yet run (embedded database on disk)', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'club-jobs-'));
    const dataDir = path.join(directory, 'db');
    try {
      // The migrated template of the test run, copied to a folder on disk.
      const before = openPglite({ dataDir, loadDataDir: await readFile(inject('database').pgliteFile) });
      await enqueueJob(before.db, { kind: 'kept', payload: 'after restart', runAt: past() });
      await before.close();
      const after = openPglite({ dataDir });
      try {
        const { ran, handler } = recorder();
        expect(await runner(after.db, { kept: handler }).runDueJobs()).toBe(1);
        expect(ran).toEqual(['after restart']);
      } finally {
        await after.close();
      }
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it.skipIf(!onPostgres)('keeps the jobs not yet run (PostgreSQL)', async () => {
    const stopping = await createTestApp({}, { sharing: t });
    await enqueueJob(stopping.db, { kind: 'kept', payload: 'after restart', runAt: past() });
    await stopping.close();
    const started = await createTestApp({}, { sharing: t });
    try {
      const { ran, handler } = recorder();
      expect(await runner(started.db, { kept: handler }).runDueJobs()).toBe(1);
      expect(ran).toEqual(['after restart']);
    } finally {
      await started.close();
    }
  });
});
