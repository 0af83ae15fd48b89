import { asc, count, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { outingContents, outingParticipants, outings } from '../../db/schema/outings.ts';
import { users } from '../../db/schema/users.ts';
import { clubRow, ofClub, sameClubAs } from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';

/** The participants of outings. Every query takes the club's id, as those of queries.ts do. */

export type ParticipantStatus = 'confirmed' | 'waiting';
export type ParticipantRow = typeof outingParticipants.$inferSelect;

/** A participant with what is shown of their account. */
export interface ParticipantWithUser {
  userId: number;
  firstname: string;
  lastname: string;
  email: string;
  avatarUrl: string | null;
  organism: string | null;
  divingLevel: string | null;
  status: string;
  waitingListOrder: number;
  attended: boolean;
  signedUpAt: Date;
  /** Why the manager added them although their papers did not cover the outing's day. */
  overrideReason: string | null;
}

export function findParticipant(
  db: Executor,
  clubId: number,
  outingId: number,
  userId: number,
): Promise<ParticipantRow | null> {
  return db
    .select()
    .from(outingParticipants)
    .where(
      ofClub(
        outingParticipants,
        clubId,
        eq(outingParticipants.outingId, outingId),
        eq(outingParticipants.userId, userId),
      ),
    )
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

export async function countConfirmed(db: Executor, clubId: number, outingId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(outingParticipants)
    .where(
      ofClub(
        outingParticipants,
        clubId,
        eq(outingParticipants.outingId, outingId),
        eq(outingParticipants.status, 'confirmed'),
      ),
    );
  return row?.value ?? 0;
}

/** Adds the user; its `queue_order` (the arrival order) comes from the sequence. */
export async function insertParticipant(
  db: Executor,
  clubId: number,
  values: {
    outingId: number;
    userId: number;
    status: ParticipantStatus;
    attended?: boolean;
    overrideReason?: string;
    overrideById?: number;
    overrideAt?: Date;
  },
): Promise<void> {
  await db.insert(outingParticipants).values(clubRow(outingParticipants, clubId, values));
}

export async function updateParticipant(
  db: Executor,
  clubId: number,
  outingId: number,
  userId: number,
  values: { status: ParticipantStatus; attended: boolean },
): Promise<void> {
  await db
    .update(outingParticipants)
    .set(values)
    .where(
      ofClub(
        outingParticipants,
        clubId,
        eq(outingParticipants.outingId, outingId),
        eq(outingParticipants.userId, userId),
      ),
    );
}

/** Moves a participant to the end of the waiting list: a new arrival number, no attendance. */
export async function moveToWaitingEnd(
  db: Executor,
  clubId: number,
  outingId: number,
  userId: number,
): Promise<void> {
  await db
    .update(outingParticipants)
    .set({
      status: 'waiting',
      attended: false,
      waitingListOrder: sql`nextval(pg_get_serial_sequence('outing_participants', 'queue_order'))`,
    })
    .where(
      ofClub(
        outingParticipants,
        clubId,
        eq(outingParticipants.outingId, outingId),
        eq(outingParticipants.userId, userId),
      ),
    );
}

/** Removes the participant; answers the status they had, or null when they were not signed up. */
export async function deleteParticipant(
  db: Executor,
  clubId: number,
  outingId: number,
  userId: number,
): Promise<string | null> {
  const rows = await db
    .delete(outingParticipants)
    .where(
      ofClub(
        outingParticipants,
        clubId,
        eq(outingParticipants.outingId, outingId),
        eq(outingParticipants.userId, userId),
      ),
    )
    .returning({ status: outingParticipants.status });
  return rows[0]?.status ?? null;
}

/**
 * Confirms the first `seats` waiting members in arrival order (but `exceptUserId`); answers their ids,
 * in that order.
 */
export async function confirmFirstWaiting(
  db: Executor,
  clubId: number,
  outingId: number,
  seats: number,
  exceptUserId = 0,
): Promise<number[]> {
  if (seats <= 0) return [];
  const first = db
    .select({ userId: outingParticipants.userId })
    .from(outingParticipants)
    .where(
      ofClub(
        outingParticipants,
        clubId,
        eq(outingParticipants.outingId, outingId),
        eq(outingParticipants.status, 'waiting'),
        ne(outingParticipants.userId, exceptUserId),
      ),
    )
    .orderBy(asc(outingParticipants.waitingListOrder))
    .limit(seats);
  const rows = await db
    .update(outingParticipants)
    .set({ status: 'confirmed' })
    .where(
      ofClub(
        outingParticipants,
        clubId,
        eq(outingParticipants.outingId, outingId),
        inArray(outingParticipants.userId, first),
      ),
    )
    .returning({ userId: outingParticipants.userId, waitingListOrder: outingParticipants.waitingListOrder });
  return rows.sort((a, b) => a.waitingListOrder - b.waitingListOrder).map((row) => row.userId);
}

/** Confirmed ones first, then the waiting list, each in arrival order. */
export function listParticipants(
  db: Executor,
  clubId: number,
  outingId: number,
): Promise<ParticipantWithUser[]> {
  return db
    .select({
      userId: outingParticipants.userId,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      avatarUrl: users.avatarUrl,
      organism: users.organism,
      divingLevel: users.divingLevel,
      status: outingParticipants.status,
      waitingListOrder: outingParticipants.waitingListOrder,
      attended: outingParticipants.attended,
      signedUpAt: outingParticipants.signedUpAt,
      overrideReason: outingParticipants.overrideReason,
    })
    .from(outingParticipants)
    .innerJoin(users, sameClubAs(users, outingParticipants, eq(users.id, outingParticipants.userId)))
    .where(ofClub(outingParticipants, clubId, eq(outingParticipants.outingId, outingId)))
    .orderBy(
      sql`case when ${outingParticipants.status} = 'confirmed' then 0 else 1 end`,
      asc(outingParticipants.waitingListOrder),
    );
}

/**
 * The participants one may write to: validated accounts of the club, confirmed (and waiting ones if asked).
 */
export async function listParticipantRecipients(
  db: Executor,
  clubId: number,
  outingId: number,
  includeWaiting: boolean,
): Promise<number[]> {
  const statuses: ParticipantStatus[] = includeWaiting ? ['confirmed', 'waiting'] : ['confirmed'];
  const rows = await db
    .select({ userId: outingParticipants.userId })
    .from(outingParticipants)
    .innerJoin(users, sameClubAs(users, outingParticipants, eq(users.id, outingParticipants.userId)))
    .where(
      ofClub(
        outingParticipants,
        clubId,
        eq(outingParticipants.outingId, outingId),
        inArray(outingParticipants.status, statuses),
        isNotNull(users.emailValidatedAt),
      ),
    )
    .orderBy(asc(outingParticipants.waitingListOrder));
  return rows.map((row) => row.userId);
}

/** A user of the club (any role), for the manager's setParticipant; null for anyone else. */
export async function findClubUser(
  db: Executor,
  clubId: number,
  userId: number,
): Promise<{ id: number; organism: string | null; divingLevel: string | null } | null> {
  const [row] = await db
    .select({ id: users.id, organism: users.organism, divingLevel: users.divingLevel })
    .from(users)
    .where(ofClub(users, clubId, eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

/** The outings of the club where the user holds a confirmed seat. */
export async function listConfirmedOutingIds(
  db: Executor,
  clubId: number,
  userId: number,
): Promise<number[]> {
  const rows = await db
    .select({ outingId: outingParticipants.outingId })
    .from(outingParticipants)
    .where(
      ofClub(
        outingParticipants,
        clubId,
        eq(outingParticipants.userId, userId),
        eq(outingParticipants.status, 'confirmed'),
      ),
    )
    .orderBy(asc(outingParticipants.outingId));
  return rows.map((row) => row.outingId);
}

/** A member's sign-ups in the club, oldest first, with the outing's start and a title (own-data export). */
export function listParticipantsOfUser(db: Executor, clubId: number, userId: number) {
  return db
    .select({
      outingId: outings.id,
      startsAt: outings.startsAt,
      endsAt: outings.endsAt,
      title: sql<string>`coalesce((select ${outingContents.title} from ${outingContents}
        where ${sameClubAs(outingContents, outings, eq(outingContents.outingId, outings.id))}
        order by ${outingContents.languageId} limit 1), '')`,
      status: outingParticipants.status,
      attended: outingParticipants.attended,
      signedUpAt: outingParticipants.signedUpAt,
    })
    .from(outingParticipants)
    .innerJoin(outings, sameClubAs(outings, outingParticipants, eq(outings.id, outingParticipants.outingId)))
    .where(ofClub(outingParticipants, clubId, eq(outingParticipants.userId, userId)))
    .orderBy(asc(outingParticipants.signedUpAt), asc(outings.id));
}
