import type { DivePlan, recordDiveActuals as recordDiveActualsCall } from '@club/shared/api/dive-plans';
import { errorCodes } from '@club/shared/api/errors';
import type { z } from 'zod';
import type { Executor } from '../../platform/data/db.ts';
import type { Actor } from '../../platform/http/auth.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { AppError, invalidInput } from '../../platform/http/errors.ts';
import { fullName } from './dive-plan-load.ts';
import { checkPlannedPalanquee, storedPalanquee } from './palanquee-check.ts';
import { findUserName } from './queries.ts';
import { diveOf, holdToVersion, writeDivePlan } from './service.ts';
import { updateActuals, updateDive } from './write-queries.ts';

/** The dive director's signature of a dive's safety sheet, and what each palanquée actually did. */

type ActualsInput = z.output<(typeof recordDiveActualsCall)['body']>;

const palanqueeProblem = (message: string) => new AppError(409, errorCodes.palanqueeProblem, message);

/**
 * Signs the dive in the actor's name, at `signedAt` (now, but for the demo's past dive). Refused while
 * it has no palanquée, or while a palanquée breaks a rule and the dive director gave no reason to keep it
 * (A322-72: the dive director decides, and says why).
 */
export function signDive(
  db: Executor,
  scope: ClubScope<Actor>,
  input: { Outing_id: number; Dive_index: number; Base_version?: number | undefined },
  language: string,
  signedAt = new Date(),
): Promise<DivePlan> {
  return writeDivePlan(db, scope, { outingId: input.Outing_id, language }, async (tx, divePlan) => {
    const dive = diveOf(divePlan, input.Dive_index);
    holdToVersion(dive, input.Base_version);
    if (dive.palanquees.length === 0)
      throw palanqueeProblem(`Dive ${input.Dive_index} has no palanquée to sign`);
    const unexplained = dive.palanquees.filter(
      (palanquee) =>
        !palanquee.row.overrideReason &&
        checkPlannedPalanquee(divePlan, storedPalanquee(palanquee), language).problems.length > 0,
    );
    if (unexplained.length > 0) {
      const numbers = unexplained.map((palanquee) => palanquee.row.number).join(', ');
      throw palanqueeProblem(
        `Palanquée ${numbers}: a rule is broken; fix the team or give a reason to keep it before signing`,
      );
    }
    const signer = await findUserName(tx, scope.club.id, scope.actor.userId);
    await updateDive(tx, divePlan.club.id, dive.row.id, {
      signedByName: signer ? fullName(signer) : '',
      signedByUserId: scope.actor.userId,
      signedAt,
      signatureVoidedAt: null,
    });
  });
}

/** Writes what the palanquées named by number actually did; the signature stands. */
export function recordDiveActuals(
  db: Executor,
  scope: ClubScope<Actor>,
  input: ActualsInput,
  language: string,
): Promise<DivePlan> {
  return writeDivePlan(db, scope, { outingId: input.Outing_id, language }, async (tx, divePlan) => {
    const dive = diveOf(divePlan, input.Dive_index);
    holdToVersion(dive, input.Base_version);
    const targets = input.Palanquees.map((actual) => {
      const palanquee = dive.palanquees.find((candidate) => candidate.row.number === actual.Number);
      if (!palanquee)
        throw invalidInput(`Palanquees: dive ${input.Dive_index} has no palanquée ${actual.Number}`);
      return { palanquee, actual };
    });
    for (const { palanquee, actual } of targets) {
      await updateActuals(tx, divePlan.club.id, palanquee.row.id, {
        entryTime: actual.Entry_time,
        exitTime: actual.Exit_time,
        maxDepth: actual.Max_depth,
        duration: actual.Duration,
        stops: actual.Stops,
      });
    }
    await updateDive(tx, divePlan.club.id, dive.row.id, {});
  });
}
