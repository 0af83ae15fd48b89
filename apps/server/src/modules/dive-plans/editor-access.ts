import type { Executor } from '../../platform/data/db.ts';
import type { Actor } from '../../platform/http/auth.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { canManageClub } from '../../platform/http/policy.ts';
import { type DivePlanOutingRow, selectDivePlanOuting } from './access-queries.ts';

/** Who writes an outing's dive plan and reads its safety sheet (issue 31). */

export type DivePlanOuting = DivePlanOutingRow;

export const noSuchOuting = () => notFound('No such outing on this site');

/** The outing of the club with its dive director; 404 when the club has none of this id. */
export async function findDivePlanOuting(
  db: Executor,
  clubId: number,
  outingId: number,
): Promise<DivePlanOuting> {
  const outing = await selectDivePlanOuting(db, clubId, outingId);
  if (!outing) throw noSuchOuting();
  return outing;
}

/** The club's managers, the super administrator, and the outing's dive director. */
export function canEditDivePlan({ club, actor }: ClubScope<Actor | null>, outing: DivePlanOuting): boolean {
  if (actor === null || outing.clubId !== club.id) return false;
  if (canManageClub(actor, club)) return true;
  return (
    outing.diveDirectorUserId !== null &&
    outing.diveDirectorUserId === actor.userId &&
    actor.clubId === club.id
  );
}

/** 403 unless the actor may write the outing's plan (see `canEditDivePlan`). */
export function assertDivePlanEditor(scope: ClubScope<Actor | null>, outing: DivePlanOuting): void {
  if (!canEditDivePlan(scope, outing)) {
    throw forbidden("Only the club's managers and the outing's dive director may do this");
  }
}

/** The outing, once the actor is known to be one of its plan's editors (404, then 403). */
export async function findEditableOuting(
  db: Executor,
  scope: ClubScope<Actor>,
  outingId: number,
): Promise<DivePlanOuting> {
  const outing = await findDivePlanOuting(db, scope.club.id, outingId);
  assertDivePlanEditor(scope, outing);
  return outing;
}
