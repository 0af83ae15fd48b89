import type { Executor } from '../db.ts';
import { insertJob, type NewJob } from './queries.ts';

export type { NewJob } from './queries.ts';

type EnqueuedListener = (jobId: number) => void;

/** The job runners of this process, told of each job enqueued here (see `onJobEnqueued`). */
const enqueuedListeners = new Set<EnqueuedListener>();

/**
 * Adds a job in the caller's transaction (a transactional outbox: the job exists if and only if the
 * caller's writes do). A job of an existing dedupe key is not added again. The job runners of this
 * process are told, so that a due job runs soon after the transaction commits, without waiting for
 * their next poll. Answers whether a job was added.
 */
export async function enqueueJob(tx: Executor, job: NewJob): Promise<boolean> {
  const id = await insertJob(tx, job);
  if (id === null) return false;
  for (const listener of enqueuedListeners) listener(id);
  return true;
}

/** Hears of each job enqueued in this process, until the returned function is called. */
export function onJobEnqueued(listener: EnqueuedListener): () => void {
  enqueuedListeners.add(listener);
  return () => enqueuedListeners.delete(listener);
}
