import type { DivePlan } from '@club/shared/api/dive-plans';
import { errorCodes } from '@club/shared/api/errors';
import type { Executor } from '../../platform/data/db.ts';
import type { Actor } from '../../platform/http/auth.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { lockDivePlanOuting } from './access-queries.ts';
import { asStored, type LoadedDive, type LoadedDivePlan, loadDivePlan } from './dive-plan-load.ts';
import { divePlanView } from './dive-plan-view.ts';
import { canEditDivePlan, findDivePlanOuting, findEditableOuting, noSuchOuting } from './editor-access.ts';
import { refreshSafetySheet } from './safety-sheet-snapshot.ts';

/**
 * An outing's dive plan (issue 31): read by any member of the club (their own palanquée), written by the
 * club's managers and the outing's dive director. Each write runs in one transaction holding the outing's
 * row, and ends by rewriting the kept safety sheet.
 */

export async function getDivePlan(
  db: Executor,
  scope: ClubScope<Actor>,
  outingId: number,
  language: string,
): Promise<DivePlan> {
  const outing = await findDivePlanOuting(db, scope.club.id, outingId);
  const divePlan = asStored(await loadDivePlan(db, scope.club, outing));
  return divePlanView(divePlan, {
    userId: scope.actor.userId,
    canEdit: canEditDivePlan(scope, outing),
    language,
  });
}

/**
 * Runs `write` on the plan as stored, for an editor of the outing's plan, then keeps the safety sheet
 * and answers the plan as it now is.
 */
export async function writeDivePlan(
  db: Executor,
  scope: ClubScope<Actor>,
  input: { outingId: number; language: string },
  write: (tx: Executor, divePlan: LoadedDivePlan) => Promise<void>,
): Promise<DivePlan> {
  await db.transaction(async (tx) => {
    if (!(await lockDivePlanOuting(tx, scope.club.id, input.outingId))) throw noSuchOuting();
    const outing = await findEditableOuting(tx, scope, input.outingId);
    await write(tx, asStored(await loadDivePlan(tx, scope.club, outing)));
    await refreshSafetySheet(tx, scope.club, input.outingId);
  });
  return getDivePlan(db, scope, input.outingId, input.language);
}

export function diveOf(divePlan: LoadedDivePlan, index: number): LoadedDive {
  const dive = divePlan.dives.find((candidate) => candidate.row.diveIndex === index);
  if (!dive) throw notFound(`No dive ${index} in this outing`);
  return dive;
}

export const divePlanChanged = (index: number) =>
  new AppError(
    409,
    errorCodes.divePlanChanged,
    `Dive ${index} was changed meanwhile (on another device?): reload it, then make the change again`,
  );

/** 409 when the change was made on an older version of the dive than the stored one. */
export function holdToVersion(dive: LoadedDive, baseVersion: number | undefined): void {
  if (baseVersion !== undefined && baseVersion !== dive.row.version)
    throw divePlanChanged(dive.row.diveIndex);
}
