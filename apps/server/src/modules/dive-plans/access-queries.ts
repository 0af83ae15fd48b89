import { eq } from 'drizzle-orm';
import { outingRoles } from '../../db/schema/dive-plans.ts';
import { outings } from '../../db/schema/outings.ts';
import { ofClub, sameClubAs } from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';

/** An outing as its dive plan needs it, with the dive director it names (null: none yet). */
export interface DivePlanOutingRow {
  id: number;
  clubId: number;
  kind: string;
  startsAt: Date;
  endsAt: Date;
  diveDirectorUserId: number | null;
}

/** The outing of the club with its dive director; null when the club has none of this id. */
export function selectDivePlanOuting(
  db: Executor,
  clubId: number,
  outingId: number,
): Promise<DivePlanOutingRow | null> {
  return db
    .select({
      id: outings.id,
      clubId: outings.clubId,
      kind: outings.kind,
      startsAt: outings.startsAt,
      endsAt: outings.endsAt,
      diveDirectorUserId: outingRoles.diveDirectorUserId,
    })
    .from(outings)
    .leftJoin(outingRoles, sameClubAs(outingRoles, outings, eq(outingRoles.outingId, outings.id)))
    .where(ofClub(outings, clubId, eq(outings.id, outingId)))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/**
 * Locks the outing's row until the transaction ends, so two writes to one outing's plan (two devices of
 * the dive director) run one after the other and each sees the versions the other wrote.
 */
export async function lockDivePlanOuting(db: Executor, clubId: number, outingId: number): Promise<boolean> {
  const rows = await db
    .select({ id: outings.id })
    .from(outings)
    .where(ofClub(outings, clubId, eq(outings.id, outingId)))
    .limit(1)
    .for('update');
  return rows.length > 0;
}
