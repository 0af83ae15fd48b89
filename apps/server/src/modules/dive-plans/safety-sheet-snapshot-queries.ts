import { eq } from 'drizzle-orm';
import { safetySheets } from '../../db/schema/dive-plans.ts';
import { clubRow, ofClub } from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';

/** The kept safety sheet of an outing (one row per club and outing, no foreign key to the outing). */

export type SafetySheetValues = Omit<
  typeof safetySheets.$inferInsert,
  'id' | 'clubId' | 'outingId' | 'updatedAt'
>;

export async function upsertSafetySheet(
  db: Executor,
  clubId: number,
  outingId: number,
  values: SafetySheetValues,
): Promise<void> {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(safetySheets)
    .values(clubRow(safetySheets, clubId, { outingId, ...set }))
    .onConflictDoUpdate({
      target: [safetySheets.clubId, safetySheets.outingId],
      set,
      setWhere: ofClub(safetySheets, clubId),
    });
}

export async function deleteSafetySheet(db: Executor, clubId: number, outingId: number): Promise<void> {
  await db.delete(safetySheets).where(ofClub(safetySheets, clubId, eq(safetySheets.outingId, outingId)));
}
