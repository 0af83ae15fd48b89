import { asc, eq } from 'drizzle-orm';
import { outingParticipants, outingRemindersSent, outings } from '../../db/schema/outings.ts';
import { clubRow, ofClub } from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';

/** The start of an outing of this club, or null when it is gone. */
export async function findOutingStart(
  db: Executor,
  input: { clubId: number; outingId: number },
): Promise<Date | null> {
  const [row] = await db
    .select({ startsAt: outings.startsAt })
    .from(outings)
    .where(ofClub(outings, input.clubId, eq(outings.id, input.outingId)));
  return row?.startsAt ?? null;
}

/** The confirmed participants of an outing, in arrival order. */
export async function listConfirmedParticipantIds(
  db: Executor,
  clubId: number,
  outingId: number,
): Promise<number[]> {
  const rows = await db
    .select({ userId: outingParticipants.userId })
    .from(outingParticipants)
    .where(
      ofClub(
        outingParticipants,
        clubId,
        eq(outingParticipants.outingId, outingId),
        eq(outingParticipants.status, 'confirmed'),
      ),
    )
    .orderBy(asc(outingParticipants.waitingListOrder));
  return rows.map((row) => row.userId);
}

/**
 * Records that this member's reminder of the outing starting at `startsAt` is being sent; false when
 * it was already (by this process or another): the caller then sends nothing.
 */
export async function recordReminderSent(
  db: Executor,
  clubId: number,
  input: { outingId: number; userId: number; startsAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(outingRemindersSent)
    .values(clubRow(outingRemindersSent, clubId, input))
    .onConflictDoNothing()
    .returning({ userId: outingRemindersSent.userId });
  return rows.length > 0;
}

/** Forgets a record of `recordReminderSent` whose mail could not leave, so that a retry sends it. */
export async function forgetReminderSent(
  db: Executor,
  clubId: number,
  input: { outingId: number; userId: number; startsAt: Date },
): Promise<void> {
  await db
    .delete(outingRemindersSent)
    .where(
      ofClub(
        outingRemindersSent,
        clubId,
        eq(outingRemindersSent.outingId, input.outingId),
        eq(outingRemindersSent.userId, input.userId),
        eq(outingRemindersSent.startsAt, input.startsAt),
      ),
    );
}
