import { eq, lt, sql } from 'drizzle-orm';
import { rateLimitCounters } from '../../../db/schema/rate-limits.ts';
import type { Database } from '../../data/db.ts';

/** A counter's state after an event, or as read. */
export interface CounterState {
  /** Events counted in the current window (0: none, or the window has passed). */
  count: number;
  /** Milliseconds until the window ends (0 when there is none). */
  msLeft: number;
}

/** One cleaning of expired rows every this many counted events, on average. */
const PRUNE_EVERY = 200;

/**
 * Counts one event of `key` in a fixed window of `windowMs`, in the database so every server process
 * counts into the same row: one upsert, which starts a new window when the row's has passed.
 */
export async function countEvent(db: Database, key: string, windowMs: number): Promise<CounterState> {
  const now = new Date();
  const windowEndsAt = new Date(now.getTime() + windowMs);
  const table = rateLimitCounters;
  const expired = sql`${table.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(table)
    .values({ key, count: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: table.key,
      set: {
        count: sql`case when ${expired} then 1 else ${table.count} + 1 end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${table.windowEndsAt} end`,
      },
    })
    .returning({ count: table.count, windowEndsAt: table.windowEndsAt });
  if (Math.random() < 1 / PRUNE_EVERY) await pruneExpired(db, now);
  return stateOf(row, now);
}

/** The state of `key` without counting anything. */
export async function readCounter(db: Database, key: string): Promise<CounterState> {
  const now = new Date();
  const [row] = await db
    .select({ count: rateLimitCounters.count, windowEndsAt: rateLimitCounters.windowEndsAt })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, key))
    .limit(1);
  return stateOf(row, now);
}

/** Deletes the rows whose window has passed: they would start again at 1 anyway. */
export async function pruneExpired(db: Database, now = new Date()): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, now));
}

function stateOf(row: { count: number; windowEndsAt: Date } | undefined, now: Date): CounterState {
  const msLeft = row ? row.windowEndsAt.getTime() - now.getTime() : 0;
  if (!row || msLeft <= 0) return { count: 0, msLeft: 0 };
  return { count: row.count, msLeft };
}

/** "12 minutes", "1 minute", "40 seconds": how long a refused client waits. */
export function waitText(msLeft: number): string {
  const seconds = Math.max(1, Math.ceil(msLeft / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
