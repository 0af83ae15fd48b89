import { asc, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import { news } from '../../db/schema/news.ts';
import { outingContents, outingParticipants, outingSpots, outings } from '../../db/schema/outings.ts';
import { spots } from '../../db/schema/spots.ts';
import { clubRow, clubRows, ofClub, sameClubAs } from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';

/**
 * The outings. Every query takes the club's id: a row of another club is never read nor written. The
 * participants' queries are in participants-queries.ts; the outing's texts and spots, which its dive
 * plans and the papers' reminders read too, in ../outing-details/queries.ts.
 */

export type OutingRow = typeof outings.$inferSelect;
export type OutingFields = Omit<typeof outings.$inferInsert, 'id' | 'clubId' | 'createdAt'>;

/** An outing with its counts and, for the asking user, their status (null: not signed up). */
export interface OutingWithCounts extends OutingRow {
  confirmedCount: number;
  waitingCount: number;
  myStatus: string | null;
}

const countOf = (status: 'confirmed' | 'waiting') =>
  sql<number>`(select count(*) from ${outingParticipants} where ${sameClubAs(
    outingParticipants,
    outings,
    eq(outingParticipants.outingId, outings.id),
    eq(outingParticipants.status, status),
  )})`.mapWith(Number);

/** The columns of an outing with its counts and the status of `userId` (0: nobody). */
function withCounts(userId: number) {
  return {
    id: outings.id,
    clubId: outings.clubId,
    kind: outings.kind,
    startsAt: outings.startsAt,
    endsAt: outings.endsAt,
    signUpDeadline: outings.signUpDeadline,
    seats: outings.seats,
    minCertificationStep: outings.minCertificationStep,
    meetingPoint: outings.meetingPoint,
    price: outings.price,
    newsId: outings.newsId,
    createdAt: outings.createdAt,
    confirmedCount: countOf('confirmed'),
    waitingCount: countOf('waiting'),
    myStatus: sql<
      string | null
    >`(select ${outingParticipants.status} from ${outingParticipants} where ${sameClubAs(
      outingParticipants,
      outings,
      eq(outingParticipants.outingId, outings.id),
      eq(outingParticipants.userId, userId),
    )})`,
  };
}

export function findOuting(
  db: Executor,
  clubId: number,
  outingId: number,
  userId = 0,
): Promise<OutingWithCounts | null> {
  return db
    .select(withCounts(userId))
    .from(outings)
    .where(ofClub(outings, clubId, eq(outings.id, outingId)))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/**
 * The outing's row locked until the transaction ends: sign-ups, cancellations and the manager's
 * changes of one outing run one after the other, so seats are counted by one of them at a time.
 */
export function lockOuting(db: Executor, clubId: number, outingId: number): Promise<OutingRow | null> {
  return db
    .select()
    .from(outings)
    .where(ofClub(outings, clubId, eq(outings.id, outingId)))
    .limit(1)
    .for('update')
    .then((rows) => rows[0] ?? null);
}

/**
 * One page of the club's outings: not yet ended, soonest first; or ended, latest first. The id
 * breaks ties so pages never overlap.
 */
export function listOutingsPage(
  db: Executor,
  clubId: number,
  query: { past: boolean; now: Date; limit: number; offset: number; userId: number },
): Promise<OutingWithCounts[]> {
  const ended = query.past ? lte(outings.endsAt, query.now) : gt(outings.endsAt, query.now);
  const order = query.past
    ? [desc(outings.startsAt), desc(outings.id)]
    : [asc(outings.startsAt), asc(outings.id)];
  return db
    .select(withCounts(query.userId))
    .from(outings)
    .where(ofClub(outings, clubId, ended))
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
}

/** The outings not yet ended that the user signed up for (confirmed or waiting), soonest first. */
export function listUserUpcomingOutings(
  db: Executor,
  clubId: number,
  userId: number,
  now: Date,
): Promise<OutingWithCounts[]> {
  return db
    .select(withCounts(userId))
    .from(outings)
    .innerJoin(
      outingParticipants,
      sameClubAs(
        outingParticipants,
        outings,
        eq(outingParticipants.outingId, outings.id),
        eq(outingParticipants.userId, userId),
      ),
    )
    .where(ofClub(outings, clubId, gt(outings.endsAt, now)))
    .orderBy(asc(outings.startsAt), asc(outings.id));
}

/** The club's outings ending at `since` or later, soonest first (the calendar feed). */
export function listOutingsEndingSince(db: Executor, clubId: number, since: Date): Promise<OutingRow[]> {
  return db
    .select()
    .from(outings)
    .where(ofClub(outings, clubId, gte(outings.endsAt, since)))
    .orderBy(asc(outings.startsAt), asc(outings.id));
}

/** Which of these spot ids are spots of the club. */
export async function listClubSpotIdsAmong(
  db: Executor,
  clubId: number,
  spotIds: number[],
): Promise<number[]> {
  if (spotIds.length === 0) return [];
  const rows = await db
    .select({ id: spots.id })
    .from(spots)
    .where(ofClub(spots, clubId, inArray(spots.id, spotIds)));
  return rows.map((row) => row.id);
}

export async function newsOfClubExists(db: Executor, clubId: number, newsId: number): Promise<boolean> {
  const rows = await db
    .select({ id: news.id })
    .from(news)
    .where(ofClub(news, clubId, eq(news.id, newsId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertOuting(db: Executor, clubId: number, fields: OutingFields): Promise<OutingRow> {
  const [row] = await db
    .insert(outings)
    .values(clubRow(outings, clubId, fields))
    .returning();
  if (!row) throw new Error('outing not inserted');
  return row;
}

export async function updateOuting(
  db: Executor,
  clubId: number,
  outingId: number,
  fields: OutingFields,
): Promise<OutingRow | null> {
  const [row] = await db
    .update(outings)
    .set(fields)
    .where(ofClub(outings, clubId, eq(outings.id, outingId)))
    .returning();
  return row ?? null;
}

export async function deleteOutingRow(db: Executor, clubId: number, outingId: number): Promise<boolean> {
  const rows = await db
    .delete(outings)
    .where(ofClub(outings, clubId, eq(outings.id, outingId)))
    .returning({ id: outings.id });
  return rows.length > 0;
}

/** The outing's texts become these (languages not given lose theirs). */
export async function replaceContents(
  db: Executor,
  clubId: number,
  outingId: number,
  contents: { languageId: number; title: string; description: string; gearNotes: string }[],
): Promise<void> {
  await db
    .delete(outingContents)
    .where(ofClub(outingContents, clubId, eq(outingContents.outingId, outingId)));
  if (contents.length === 0) return;
  await db.insert(outingContents).values(
    clubRows(
      outingContents,
      clubId,
      contents.map((content) => ({ ...content, outingId })),
    ),
  );
}

/** The outing's spots become these, in this order. */
export async function replaceSpots(
  db: Executor,
  clubId: number,
  outingId: number,
  spotIds: number[],
): Promise<void> {
  await db.delete(outingSpots).where(ofClub(outingSpots, clubId, eq(outingSpots.outingId, outingId)));
  if (spotIds.length === 0) return;
  await db.insert(outingSpots).values(
    clubRows(
      outingSpots,
      clubId,
      spotIds.map((spotId, position) => ({ outingId, spotId, position })),
    ),
  );
}
