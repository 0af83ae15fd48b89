import { desc, eq, sql } from 'drizzle-orm';
import { safetySheets } from '../../db/schema/dive-plans.ts';
import { outings } from '../../db/schema/outings.ts';
import { ofClub, sameClubAs } from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';
import type { SafetySheetData } from './safety-sheet-data.ts';

/** Reading the club's kept safety sheets (`safety-sheet-snapshot-queries.ts` writes them). */

export interface KeptSafetySheet {
  title: string;
  firstDiveAt: Date;
  snapshot: SafetySheetData;
}

/** The sheet kept for an outing of the club, whether or not the outing still exists; null when none. */
export function selectKeptSafetySheet(
  db: Executor,
  clubId: number,
  outingId: number,
): Promise<KeptSafetySheet | null> {
  return db
    .select({
      title: safetySheets.title,
      firstDiveAt: safetySheets.firstDiveAt,
      snapshot: safetySheets.snapshot,
    })
    .from(safetySheets)
    .where(ofClub(safetySheets, clubId, eq(safetySheets.outingId, outingId)))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

export interface KeptSafetySheetSummaryRow {
  outingId: number;
  title: string;
  site: string;
  diveDirectorName: string | null;
  firstDiveAt: Date;
  dives: number;
  signedDives: number;
  divers: number;
  outingDeleted: boolean;
}

/** A page of the club's kept sheets, latest first dive first (then the latest written outing). */
export function selectKeptSafetySheetsPage(
  db: Executor,
  clubId: number,
  page: { limit: number; offset: number },
): Promise<KeptSafetySheetSummaryRow[]> {
  return db
    .select({
      outingId: safetySheets.outingId,
      title: safetySheets.title,
      site: safetySheets.site,
      diveDirectorName: safetySheets.diveDirectorName,
      firstDiveAt: safetySheets.firstDiveAt,
      dives: safetySheets.dives,
      signedDives: safetySheets.signedDives,
      divers: safetySheets.divers,
      outingDeleted: sql<boolean>`${outings.id} is null`,
    })
    .from(safetySheets)
    .leftJoin(outings, sameClubAs(outings, safetySheets, eq(outings.id, safetySheets.outingId)))
    .where(ofClub(safetySheets, clubId))
    .orderBy(desc(safetySheets.firstDiveAt), desc(safetySheets.outingId))
    .limit(page.limit)
    .offset(page.offset);
}
