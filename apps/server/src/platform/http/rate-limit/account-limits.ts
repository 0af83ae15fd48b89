import { setTimeout } from 'node:timers/promises';
import { errorCodes } from '@club/shared/api/errors';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Config } from '../../../config.ts';
import { rateLimitCounters } from '../../../db/schema/rate-limits.ts';
import type { Database } from '../../data/db.ts';
import { AppError } from '../errors.ts';
import { countEvent, waitText } from './counters.ts';

const HOUR_MS = 60 * 60 * 1000;

const tooMany = (what: string, msLeft: number) =>
  new AppError(429, errorCodes.rateLimited, `${what}; try again in ${waitText(msLeft)}`);

const signInKey = (clubId: number | null, email: string) =>
  `sign-in-failures|${clubId ?? 'platform'}|${email.trim().toLowerCase()}`;

/** Failures beyond this share of the limit answer after SLOW_DOWN_MS: slow down first, then wait. */
const SLOW_DOWN_FROM = 0.5;
const SLOW_DOWN_MS = 1000;

/**
 * Runs one sign-in attempt of `email` on a club under the per-account limit of failed sign-ins, whatever
 * the client's address or host spelling. The attempt is counted before the password is checked (so
 * parallel guesses cannot all pass a check made before any of them is counted) and uncounted when it
 * succeeds (`attempt` answers something other than null): only failures add up. Failures beyond half
 * the limit answer a second later; beyond the limit every attempt, right or wrong, answers 429 until the
 * window that began with the first failure has passed. Known and unknown addresses count and wait
 * alike, so the answer tells nothing about who is a member.
 *
 * `onLockout` is called once per window, by the one attempt (in whichever server process) whose count
 * first passes the limit, with the time left; it must not delay the answer (the caller sends its mail
 * in the background), or the answer's timing would tell whether the address has an account.
 */
export async function withSignInFailureLimit<T>(
  db: Database,
  config: Config,
  account: { clubId: number | null; email: string },
  attempt: () => Promise<T | null>,
  onLockout?: (msLeft: number) => void,
): Promise<T | null> {
  const key = signInKey(account.clubId, account.email);
  const { max, windowMs } = config.signInFailures;
  const state = await countEvent(db, key, windowMs);
  if (state.count === max + 1) onLockout?.(state.msLeft);
  if (state.count > max) throw tooMany('Too many failed sign-ins for this account', state.msLeft);
  const result = await attempt();
  if (result !== null) await uncount(db, key, max);
  // A timer, outside any transaction: the wait holds neither a database connection nor the event loop.
  else if (state.count > max * SLOW_DOWN_FROM) await setTimeout(SLOW_DOWN_MS);
  return result;
}

/**
 * Takes back one event of a key whose window is still open, unless the count is already beyond `max`
 * (a parallel attempt passed the limit): a count that passed the limit stays beyond it for the window,
 * so no later attempt passes it again and `onLockout` runs once.
 */
async function uncount(db: Database, key: string, max: number): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`${rateLimitCounters.count} - 1` })
    .where(
      and(
        eq(rateLimitCounters.key, key),
        gt(rateLimitCounters.count, 0),
        lte(rateLimitCounters.count, max),
        gt(rateLimitCounters.windowEndsAt, new Date()),
      ),
    );
}

/**
 * Counts one reset-password or e-mail-change mail asked for, per recipient address (and account, when
 * known) and per client, each over an hour; refuses with 429 beyond either limit. The count comes before
 * looking up any account, so a refusal says nothing about whether the address is a member's.
 */
export async function countAccountMail(
  db: Database,
  config: Config,
  input: { to: string; userId?: number; client: string },
): Promise<void> {
  const { perAddressPerHour, perClientPerHour } = config.accountMails;
  const keys = [
    { key: `account-mails-to|${input.to.trim().toLowerCase()}`, max: perAddressPerHour },
    ...(input.userId === undefined
      ? []
      : [{ key: `account-mails-user|${input.userId}`, max: perAddressPerHour }]),
    { key: `account-mails-from|${input.client}`, max: perClientPerHour },
  ];
  let refusal: AppError | null = null;
  for (const { key, max } of keys) {
    const state = await countEvent(db, key, HOUR_MS);
    if (state.count > max && refusal === null) {
      refusal = tooMany('Too many e-mails asked for; nothing was sent', state.msLeft);
    }
  }
  if (refusal) throw refusal;
}
