import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { clubLanguages, clubs } from '../../db/schema/clubs.ts';
import { outingContents, outingParticipants, outingRemindersSent, outings } from '../../db/schema/outings.ts';
import { languages } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';
import type { Executor } from '../../platform/db.ts';

/** What a mail about an outing to one member says: the member, the club, the outing in a language. */
export interface OutingMailContext {
  member: { email: string; firstname: string; languageKey: string };
  /** confirmed | waiting, or null when the member is no longer signed up. */
  status: string | null;
  club: { name: string; alias: string; timeZone: string };
  outing: { id: number; startsAt: Date; endsAt: Date; meetingPoint: string; title: string };
}

/**
 * The outing (of this club) and the member (of this club) a mail is about, with the outing's title in
 * the member's language, else the club's first language that has one, else any; null when the outing
 * or the member is gone.
 */
export async function findOutingMailContext(
  db: Executor,
  input: { clubId: number; outingId: number; userId: number },
): Promise<OutingMailContext | null> {
  const [row] = await db
    .select({
      email: users.email,
      firstname: users.firstname,
      languageKey: users.languageKey,
      clubName: clubs.name,
      clubAlias: clubs.alias,
      clubTimeZone: clubs.timeZone,
      startsAt: outings.startsAt,
      endsAt: outings.endsAt,
      meetingPoint: outings.meetingPoint,
      status: outingParticipants.status,
    })
    .from(outings)
    .innerJoin(clubs, eq(clubs.id, outings.clubId))
    .innerJoin(users, and(eq(users.id, input.userId), eq(users.clubId, outings.clubId)))
    .leftJoin(
      outingParticipants,
      and(eq(outingParticipants.outingId, outings.id), eq(outingParticipants.userId, users.id)),
    )
    .where(and(eq(outings.id, input.outingId), eq(outings.clubId, input.clubId)));
  if (!row) return null;
  const [content] = await db
    .select({ title: outingContents.title })
    .from(outingContents)
    .innerJoin(languages, eq(languages.id, outingContents.languageId))
    .leftJoin(
      clubLanguages,
      and(eq(clubLanguages.clubId, outingContents.clubId), eq(clubLanguages.languageId, languages.id)),
    )
    .where(eq(outingContents.outingId, input.outingId))
    .orderBy(
      desc(sql`${languages.key} = ${row.languageKey}`),
      sql`${clubLanguages.position} asc nulls last`,
      asc(languages.id),
    )
    .limit(1);
  return {
    member: { email: row.email, firstname: row.firstname, languageKey: row.languageKey },
    status: row.status,
    club: { name: row.clubName, alias: row.clubAlias, timeZone: row.clubTimeZone },
    outing: {
      id: input.outingId,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      meetingPoint: row.meetingPoint,
      title: content?.title ?? '',
    },
  };
}

/** The start of an outing of this club, or null when it is gone. */
export async function findOutingStart(
  db: Executor,
  input: { clubId: number; outingId: number },
): Promise<Date | null> {
  const [row] = await db
    .select({ startsAt: outings.startsAt })
    .from(outings)
    .where(and(eq(outings.id, input.outingId), eq(outings.clubId, input.clubId)));
  return row?.startsAt ?? null;
}

/** The confirmed participants of an outing, in arrival order. */
export async function listConfirmedParticipantIds(db: Executor, outingId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: outingParticipants.userId })
    .from(outingParticipants)
    .where(and(eq(outingParticipants.outingId, outingId), eq(outingParticipants.status, 'confirmed')))
    .orderBy(asc(outingParticipants.queueOrder));
  return rows.map((row) => row.userId);
}

/**
 * Records that this member's reminder of the outing starting at `startsAt` is being sent; false when
 * it was already (by this process or another): the caller then sends nothing.
 */
export async function recordReminderSent(
  db: Executor,
  input: { outingId: number; userId: number; startsAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(outingRemindersSent)
    .values(input)
    .onConflictDoNothing()
    .returning({ userId: outingRemindersSent.userId });
  return rows.length > 0;
}

/** Forgets a record of `recordReminderSent` whose mail could not leave, so that a retry sends it. */
export async function forgetReminderSent(
  db: Executor,
  input: { outingId: number; userId: number; startsAt: Date },
): Promise<void> {
  await db
    .delete(outingRemindersSent)
    .where(
      and(
        eq(outingRemindersSent.outingId, input.outingId),
        eq(outingRemindersSent.userId, input.userId),
        eq(outingRemindersSent.startsAt, input.startsAt),
      ),
    );
}
