import type { Executor } from '../../platform/data/db.ts';
import { enqueueSeatGrantedMail } from './outing-mails.ts';
import {
  confirmFirstWaiting,
  countConfirmed,
  deleteParticipant,
  listConfirmedOutingIds,
} from './participants-queries.ts';
import { lockOuting, type OutingRow } from './queries.ts';

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

/**
 * Takes the user off every outing of the club where they hold a seat, each seat going to the first
 * waiting member, in the caller's transaction: for an account about to be deleted, whose sign-ups
 * would otherwise vanish with it and leave the seat empty. Outings are locked in id order.
 */
export async function releaseSeatsOf(tx: Executor, clubId: number, userId: number): Promise<void> {
  const now = new Date();
  for (const outingId of await listConfirmedOutingIds(tx, clubId, userId)) {
    const outing = await lockOuting(tx, clubId, outingId);
    if (!outing) continue;
    await deleteParticipant(tx, clubId, outingId, userId);
    await giveFreeSeats(tx, outing, { now });
  }
}
