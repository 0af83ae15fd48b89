import type { DivePlan } from '@club/shared/api/dive-plans';
import { errorCodes } from '@club/shared/api/errors';
import type { DiveActivity, DiveGas, DiveIntent } from '@club/shared/domain/dive-plan';
import { isDivingOuting } from '@club/shared/domain/outings';
import {
  type ProposalDive,
  type ProposalDiver,
  proposePalanquees,
} from '@club/shared/domain/propose-palanquees';
import type { Executor } from '../../platform/data/db.ts';
import type { Actor } from '../../platform/http/auth.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { AppError, invalidInput } from '../../platform/http/errors.ts';
import { confirmedOf, type LoadedDive, type LoadedDivePlan, loadDivePlan } from './dive-plan-load.ts';
import { diverOf } from './palanquee-check.ts';
import { diveOf, writeDivePlan } from './service.ts';
import { insertDive, replacePalanquees, updateDive } from './write-queries.ts';

/**
 * "Propose": the palanquées of every unsigned dive (or of the one asked) built from the confirmed
 * participants by `proposePalanquees`, replacing the palanquées the dive had; who cannot be placed is kept
 * with why. The outing's dive director, pilot and surface safety stay on the surface and are not placed.
 */

/**
 * The first dive of an outing that has none: its first spot and start, exploring on air to 20 m for 45 min.
 */
const FIRST_DIVE_DEFAULTS = {
  activity: 'exploration',
  gas: 'air',
  plannedDepth: 20,
  plannedDuration: 45,
} as const;

const diveSigned = (index: number) =>
  new AppError(
    409,
    errorCodes.diveSigned,
    `Dive ${index} is signed: change its teams by hand (that voids the signature)`,
  );

function proposalDivers(divePlan: LoadedDivePlan): ProposalDiver[] {
  const onSurface = new Set([
    divePlan.roles?.diveDirectorUserId,
    divePlan.roles?.pilotUserId,
    divePlan.roles?.surfaceUserId,
  ]);
  return confirmedOf(divePlan)
    .filter((participant) => !onSurface.has(participant.userId))
    .map((participant) => {
      const diver = diverOf(divePlan, participant.userId);
      return {
        id: participant.userId,
        aptitudes: diver.aptitudes,
        minor: diver.minor,
        intent: (participant.intent ?? 'explore') as DiveIntent,
        trainingToward: participant.intent === 'train' ? participant.trainingToward : null,
        gas: (participant.gas ?? 'air') as DiveGas,
        buddyId: participant.buddyUserId,
      };
    });
}

async function proposeDive(tx: Executor, divePlan: LoadedDivePlan, dive: LoadedDive): Promise<void> {
  const { row } = dive;
  const defaults: ProposalDive = {
    activity: row.activity as DiveActivity,
    gas: row.gas as DiveGas,
    plannedDepthM: row.plannedDepth,
  };
  const divers = proposalDivers(divePlan);
  const proposal = proposePalanquees(defaults, divers);
  const palanquees = proposal.palanquees.map((palanquee, position) => ({
    number: position + 1,
    activity: palanquee.activity,
    autonomous: palanquee.autonomous,
    gas: palanquee.gas,
    plannedDepth: palanquee.plannedDepthM,
    plannedDuration: row.plannedDuration,
    overrideReason: null,
    members: palanquee.members.map((member) => ({ userId: member.id, role: member.role })),
  }));
  await replacePalanquees(tx, divePlan.club.id, row.id, palanquees);
  await updateDive(tx, divePlan.club.id, row.id, {
    unplaced: Object.fromEntries(proposal.unplaced.map((diver) => [String(diver.id), diver.reason])),
  });
}

/** The outing's first dive, made from the outing itself. */
async function createFirstDive(tx: Executor, divePlan: LoadedDivePlan): Promise<LoadedDivePlan> {
  await insertDive(tx, divePlan.club.id, divePlan.outing.id, {
    diveIndex: 1,
    spotId: divePlan.outingSpots[0]?.id ?? null,
    startsAt: divePlan.outing.startsAt,
    ...FIRST_DIVE_DEFAULTS,
  });
  return loadDivePlan(tx, divePlan.club, divePlan.outing);
}

export function proposeDivePlan(
  db: Executor,
  scope: ClubScope<Actor>,
  input: { Outing_id: number; Dive_index?: number | undefined },
  language: string,
): Promise<DivePlan> {
  return writeDivePlan(db, scope, { outingId: input.Outing_id, language }, async (tx, stored) => {
    if (!isDivingOuting(stored.outing.kind)) throw invalidInput('Outing_id: this outing is not a dive');
    const divePlan = stored.dives.length === 0 ? await createFirstDive(tx, stored) : stored;
    if (input.Dive_index !== undefined) {
      const dive = diveOf(divePlan, input.Dive_index);
      if (dive.row.signedAt !== null) throw diveSigned(input.Dive_index);
      await proposeDive(tx, divePlan, dive);
      return;
    }
    for (const dive of divePlan.dives) {
      if (dive.row.signedAt === null) await proposeDive(tx, divePlan, dive);
    }
  });
}
