import { eq, inArray, notExists, sql } from 'drizzle-orm';
import {
  divePalanqueeMembers,
  divePalanquees,
  dives,
  diveWishes,
  outingRoles,
} from '../../db/schema/dive-plans.ts';
import { clubRow, clubRows, ofClub, sameClubAs } from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';

/** Writes of an outing's dive plan. Every query takes the club's id, as those of queries.ts do. */

export type RolesValues = Omit<typeof outingRoles.$inferInsert, 'outingId' | 'clubId'>;
export type DiveValues = Omit<typeof dives.$inferInsert, 'id' | 'clubId' | 'outingId'>;
export type PalanqueeValues = Omit<typeof divePalanquees.$inferInsert, 'id' | 'clubId' | 'diveId'> & {
  members: { userId: number; role: string }[];
};
export type ActualValues = Pick<
  typeof divePalanquees.$inferInsert,
  'entryTime' | 'exitTime' | 'maxDepth' | 'duration' | 'stops'
>;

export async function upsertRoles(
  db: Executor,
  clubId: number,
  outingId: number,
  values: RolesValues,
): Promise<void> {
  await db
    .insert(outingRoles)
    .values(clubRow(outingRoles, clubId, { outingId, ...values }))
    .onConflictDoUpdate({
      target: outingRoles.outingId,
      set: values,
      setWhere: ofClub(outingRoles, clubId),
    });
}

export async function insertDive(
  db: Executor,
  clubId: number,
  outingId: number,
  values: DiveValues,
): Promise<number> {
  const [row] = await db
    .insert(dives)
    .values(clubRow(dives, clubId, { outingId, ...values }))
    .returning({ id: dives.id });
  if (!row) throw new Error('dive not inserted');
  return row.id;
}

/** Changes a dive; `bumpVersion` adds one to its version in the same statement. */
export async function updateDive(
  db: Executor,
  clubId: number,
  diveId: number,
  values: Partial<DiveValues>,
  bumpVersion = true,
): Promise<void> {
  await db
    .update(dives)
    .set({ ...values, ...(bumpVersion ? { version: sql`${dives.version} + 1` } : {}) })
    .where(ofClub(dives, clubId, eq(dives.id, diveId)));
}

/** Deletes these dives (their palanquées go with them). */
export async function deleteDives(db: Executor, clubId: number, diveIds: number[]): Promise<void> {
  if (diveIds.length === 0) return;
  await db.delete(dives).where(ofClub(dives, clubId, inArray(dives.id, diveIds)));
}

/** Replaces every palanquée of the dive (and their members) by these. */
export async function replacePalanquees(
  db: Executor,
  clubId: number,
  diveId: number,
  palanquees: PalanqueeValues[],
): Promise<void> {
  await db.delete(divePalanquees).where(ofClub(divePalanquees, clubId, eq(divePalanquees.diveId, diveId)));
  for (const { members, ...palanquee } of palanquees) {
    const [row] = await db
      .insert(divePalanquees)
      .values(clubRow(divePalanquees, clubId, { diveId, ...palanquee }))
      .returning({ id: divePalanquees.id });
    if (!row) throw new Error('palanquée not inserted');
    if (members.length === 0) continue;
    await db.insert(divePalanqueeMembers).values(
      clubRows(
        divePalanqueeMembers,
        clubId,
        members.map((member) => ({ palanqueeId: row.id, userId: member.userId, role: member.role })),
      ),
    );
  }
}

/** Takes the user out of every palanquée of these dives. */
export async function deleteMemberFromDives(
  db: Executor,
  clubId: number,
  diveIds: number[],
  userId: number,
): Promise<void> {
  if (diveIds.length === 0) return;
  const palanqueesOfDives = db
    .select({ id: divePalanquees.id })
    .from(divePalanquees)
    .where(ofClub(divePalanquees, clubId, inArray(divePalanquees.diveId, diveIds)));
  await db
    .delete(divePalanqueeMembers)
    .where(
      ofClub(
        divePalanqueeMembers,
        clubId,
        eq(divePalanqueeMembers.userId, userId),
        inArray(divePalanqueeMembers.palanqueeId, palanqueesOfDives),
      ),
    );
}

/** Deletes the palanquées of these dives that have no member left. */
export async function deleteEmptyPalanquees(db: Executor, clubId: number, diveIds: number[]): Promise<void> {
  if (diveIds.length === 0) return;
  const hasMember = db
    .select({ one: sql`1` })
    .from(divePalanqueeMembers)
    .where(
      sameClubAs(
        divePalanqueeMembers,
        divePalanquees,
        eq(divePalanqueeMembers.palanqueeId, divePalanquees.id),
      ),
    );
  await db
    .delete(divePalanquees)
    .where(ofClub(divePalanquees, clubId, inArray(divePalanquees.diveId, diveIds), notExists(hasMember)));
}

/** The columns of a dive whose signature a change to its palanquées voided `at` (A322-72). */
export const voidedSignature = (at: Date) => ({
  signedByName: null,
  signedByUserId: null,
  signedAt: null,
  signatureVoidedAt: at,
});

export async function updateActuals(
  db: Executor,
  clubId: number,
  palanqueeId: number,
  values: ActualValues,
): Promise<void> {
  await db
    .update(divePalanquees)
    .set(values)
    .where(ofClub(divePalanquees, clubId, eq(divePalanquees.id, palanqueeId)));
}

export type WishesValues = Pick<
  typeof diveWishes.$inferInsert,
  'intent' | 'trainingToward' | 'gas' | 'buddyUserId' | 'tankLitres'
>;

export async function upsertWishes(
  db: Executor,
  clubId: number,
  outingId: number,
  userId: number,
  values: WishesValues,
): Promise<void> {
  await db
    .insert(diveWishes)
    .values(clubRow(diveWishes, clubId, { outingId, userId, ...values }))
    .onConflictDoUpdate({
      target: [diveWishes.outingId, diveWishes.userId],
      set: values,
      setWhere: ofClub(diveWishes, clubId),
    });
}
