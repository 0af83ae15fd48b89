import type { Executor } from '../../platform/db.ts';
import { enqueueSeatGrantedMail } from './outing-mails.ts';
import { confirmFirstWaiting, countConfirmed } from './participants-queries.ts';
import type { OutingRow } from './queries.ts';

/**
 * Gives the outing's free seats to the waiting members in arrival order (but `exceptUserId`, whom the
 * manager just moved to the waiting list), in the caller's transaction, which also enqueues each one's
 * "seat granted" e-mail: the mail leaves only if the seat is really theirs. Once the outing has started
 * nobody is promoted (a seat freed on the boat is no news to mail). Answers the promoted users' ids.
 */
export async function giveFreeSeats(
  tx: Executor,
  outing: OutingRow,
  options: { now: Date; exceptUserId?: number },
): Promise<number[]> {
  if (outing.startsAt.getTime() <= options.now.getTime()) return [];
  const confirmed = await countConfirmed(tx, outing.clubId, outing.id);
  const promoted = await confirmFirstWaiting(
    tx,
    outing.clubId,
    outing.id,
    outing.seats - confirmed,
    options.exceptUserId,
  );
  for (const userId of promoted) {
    await enqueueSeatGrantedMail(tx, { clubId: outing.clubId, outingId: outing.id, userId });
  }
  return promoted;
}
