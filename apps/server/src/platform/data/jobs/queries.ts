import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { jobs } from '../../../db/schema/jobs.ts';
import type { Executor } from '../db.ts';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  /** Which handler runs it (see JobHandlers). */
  kind: string;
  /** What the handler needs, as JSON (not null): ids rather than rows, so it reads the current state. */
  payload: object | string | number | boolean;
  runAt: Date;
  /** Enqueuing a job whose key is already in the table does nothing (but see `rerunIfDone`). */
  dedupeKey?: string;
  /**
   * When the job of this key is done already, it is run again (as this new job) instead: for work
   * that is needed again when the same key comes back and that its handler keeps from doing twice.
   */
  rerunIfDone?: boolean;
}

/** The new (or run again) job's id, or null when a job of the same dedupe key is left as it is. */
export async function insertJob(tx: Executor, job: NewJob): Promise<number | null> {
  const values = { kind: job.kind, payload: job.payload, runAt: job.runAt, dedupeKey: job.dedupeKey ?? null };
  const insert = tx.insert(jobs).values(values);
  const [row] = await (job.rerunIfDone
    ? insert.onConflictDoUpdate({
        target: jobs.dedupeKey,
        set: { ...values, doneAt: null, lockedUntil: null, attempts: 0, lastError: null },
        setWhere: isNotNull(jobs.doneAt),
      })
    : insert.onConflictDoNothing({ target: jobs.dedupeKey })
  ).returning({ id: jobs.id });
  return row?.id ?? null;
}

/**
 * Takes the next due job for `leaseMs`, counting the attempt: a job another process holds (row lock or
 * lease) is skipped, so each due job goes to one taker. A lease that passes without `done_at` (the
 * process died) lets the job be taken again.
 */
export async function claimNextJob(db: Executor, leaseMs: number): Promise<JobRow | null> {
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        isNull(jobs.doneAt),
        lte(jobs.runAt, sql`now()`),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(jobs.runAt, jobs.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(sql`${jobs.id} = (${next})`)
    .returning();
  return row ?? null;
}

/** The job ran: done, its lease and any error of an earlier attempt cleared. */
export async function markJobDone(db: Executor, id: number): Promise<void> {
  await db
    .update(jobs)
    .set({ doneAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(jobs.id, id));
}

/** The job failed: taken again after `retryInMs`, or, when `giveUp`, never again (done with its error). */
export async function markJobFailed(
  db: Executor,
  id: number,
  failure: { error: string; retryInMs: number; giveUp: boolean },
): Promise<void> {
  await db
    .update(jobs)
    .set(
      failure.giveUp
        ? { doneAt: sql`now()`, lockedUntil: null, lastError: failure.error }
        : {
            runAt: sql`now() + make_interval(secs => ${failure.retryInMs / 1000})`,
            lockedUntil: null,
            lastError: failure.error,
          },
    )
    .where(and(eq(jobs.id, id), sql`${jobs.doneAt} is null`));
}

/** Those of `ids` this connection can see (committed, or written by it). */
export async function visibleJobIds(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(inArray(jobs.id, [...ids]));
  return rows.map((row) => row.id);
}

/** Deletes the jobs done (or given up) more than `keepMs` ago; answers how many. */
export async function deleteJobsDoneBefore(db: Executor, keepMs: number): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(lt(jobs.doneAt, sql`now() - make_interval(secs => ${keepMs / 1000})`))
    .returning({ id: jobs.id });
  return rows.length;
}
