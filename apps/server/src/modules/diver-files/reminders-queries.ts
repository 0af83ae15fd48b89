import { ROLE } from '@club/shared/constants';
import { asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { clubs } from '../../db/schema/clubs.ts';
import { paperRemindersSent } from '../../db/schema/diver-files.ts';
import { outingParticipants, outings } from '../../db/schema/outings.ts';
import { users } from '../../db/schema/users.ts';
import { clubRows, ofClub, sameClubAs } from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';

/** What the papers' reminders read and record. */

/**
 * Records that these reminders of the member are being sent; answers those that were not already (by
 * this run earlier, another process, or before a restart): only those are sent.
 */
export async function recordRemindersSent(
  db: Executor,
  input: { clubId: number; userId: number; reminders: readonly string[] },
): Promise<string[]> {
  if (input.reminders.length === 0) return [];
  const rows = await db
    .insert(paperRemindersSent)
    .values(
      clubRows(
        paperRemindersSent,
        input.clubId,
        input.reminders.map((reminder) => ({ userId: input.userId, reminder })),
      ),
    )
    .onConflictDoNothing()
    .returning({ reminder: paperRemindersSent.reminder });
  return rows.map((row) => row.reminder);
}

/** Forgets records of `recordRemindersSent` whose mail could not leave, so that a retry sends it. */
export async function forgetRemindersSent(
  db: Executor,
  input: { clubId: number; userId: number; reminders: readonly string[] },
): Promise<void> {
  if (input.reminders.length === 0) return;
  await db
    .delete(paperRemindersSent)
    .where(
      ofClub(
        paperRemindersSent,
        input.clubId,
        eq(paperRemindersSent.userId, input.userId),
        inArray(paperRemindersSent.reminder, [...input.reminders]),
      ),
    );
}

export interface ReminderClub {
  id: number;
  name: string;
  alias: string;
  timeZone: string;
  managerDigest: boolean;
}

export function listReminderClubs(db: Executor): Promise<ReminderClub[]> {
  return db
    .select({
      id: clubs.id,
      name: clubs.name,
      alias: clubs.alias,
      timeZone: clubs.timeZone,
      managerDigest: clubs.managerDigest,
    })
    .from(clubs)
    .orderBy(asc(clubs.id));
}

export async function findReminderClub(db: Executor, clubId: number): Promise<ReminderClub | null> {
  const [row] = await db
    .select({
      id: clubs.id,
      name: clubs.name,
      alias: clubs.alias,
      timeZone: clubs.timeZone,
      managerDigest: clubs.managerDigest,
    })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return row ?? null;
}

/**
 * The club's outings not yet started, of these kinds, with their signed-up members (confirmed or waiting).
 */
export function listUpcomingParticipants(db: Executor, clubId: number, kinds: readonly string[], now: Date) {
  return db
    .select({
      outingId: outings.id,
      kind: outings.kind,
      startsAt: outings.startsAt,
      userId: outingParticipants.userId,
    })
    .from(outingParticipants)
    .innerJoin(outings, sameClubAs(outings, outingParticipants, eq(outings.id, outingParticipants.outingId)))
    .where(
      ofClub(
        outingParticipants,
        clubId,
        inArray(outings.kind, [...kinds]),
        inArray(outingParticipants.status, ['confirmed', 'waiting']),
        gt(outings.startsAt, now),
      ),
    )
    .orderBy(asc(outings.startsAt), asc(outingParticipants.waitingListOrder));
}

/** One outing of the club with the member's sign-up status (null when not signed up), or null. */
export async function findParticipant(
  db: Executor,
  input: { clubId: number; outingId: number; userId: number },
) {
  const [row] = await db
    .select({ kind: outings.kind, startsAt: outings.startsAt, status: outingParticipants.status })
    .from(outings)
    .leftJoin(
      outingParticipants,
      sameClubAs(
        outingParticipants,
        outings,
        eq(outingParticipants.outingId, outings.id),
        eq(outingParticipants.userId, input.userId),
      ),
    )
    .where(ofClub(outings, input.clubId, eq(outings.id, input.outingId)));
  return row ?? null;
}

/** The club's managers who can read their mail (a validated address). */
export function listManagers(db: Executor, clubId: number) {
  return db
    .select({ id: users.id, email: users.email, firstname: users.firstname, languageKey: users.languageKey })
    .from(users)
    .where(ofClub(users, clubId, eq(users.role, ROLE.manager), isNotNull(users.emailValidatedAt)))
    .orderBy(asc(users.id));
}
