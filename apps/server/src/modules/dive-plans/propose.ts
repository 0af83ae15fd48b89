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
import { confirmedOf, type LoadedDive, type LoadedPlan, loadPlan } from './plan-load.ts';
import { diveOf, writePlan } from './service.ts';
import { diverOf } from './team-check.ts';
import { insertDive, replaceTeams, updateDive } from './write-queries.ts';

/**
 * "Propose": the palanquées of every unsigned dive (or of the one asked) built from the confirmed
 * participants by `proposePalanquees`, replacing the teams the dive had; who cannot be placed is kept
 * with why. The outing's dive director, pilot and surface safety stay on the surface and are not placed.
 */

/** The first dive of an outing that has none: its first spot and start, exploring on air to 20 m for 45 min. */
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

function proposalDivers(plan: LoadedPlan): ProposalDiver[] {
  const onSurface = new Set([plan.roles?.dpUserId, plan.roles?.pilotUserId, plan.roles?.surfaceUserId]);
  return confirmedOf(plan)
    .filter((participant) => !onSurface.has(participant.userId))
    .map((participant) => {
      const diver = diverOf(plan, participant.userId);
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

async function proposeDive(tx: Executor, plan: LoadedPlan, dive: LoadedDive): Promise<void> {
  const { row } = dive;
  const defaults: ProposalDive = {
    activity: row.activity as DiveActivity,
    gas: row.gas as DiveGas,
    plannedDepthM: row.plannedDepth,
  };
  const divers = proposalDivers(plan);
  const proposal = proposePalanquees(defaults, divers);
  const teams = proposal.palanquees.map((team, position) => ({
    number: position + 1,
    activity: team.activity,
    autonomous: team.autonomous,
    gas: team.gas,
    plannedDepth: team.plannedDepthM,
    plannedDuration: row.plannedDuration,
    overrideReason: null,
    members: team.members.map((member) => ({ userId: member.id, role: member.role })),
  }));
  await replaceTeams(tx, plan.club.id, row.id, teams);
  await updateDive(tx, plan.club.id, row.id, {
    unplaced: Object.fromEntries(proposal.unplaced.map((diver) => [String(diver.id), diver.reason])),
  });
}

/** The outing's first dive, made from the outing itself. */
async function createFirstDive(tx: Executor, plan: LoadedPlan): Promise<LoadedPlan> {
  await insertDive(tx, plan.club.id, plan.outing.id, {
    diveIndex: 1,
    spotId: plan.outingSpots[0]?.id ?? null,
    startsAt: plan.outing.startsAt,
    ...FIRST_DIVE_DEFAULTS,
  });
  return loadPlan(tx, plan.club, plan.outing);
}

export function proposeDivePlan(
  db: Executor,
  scope: ClubScope<Actor>,
  input: { Outing_id: number; Dive_index?: number | undefined },
  language: string,
): Promise<DivePlan> {
  return writePlan(db, scope, { outingId: input.Outing_id, language }, async (tx, stored) => {
    if (!isDivingOuting(stored.outing.kind)) throw invalidInput('Outing_id: this outing is not a dive');
    const plan = stored.dives.length === 0 ? await createFirstDive(tx, stored) : stored;
    if (input.Dive_index !== undefined) {
      const dive = diveOf(plan, input.Dive_index);
      if (dive.row.signedAt !== null) throw diveSigned(input.Dive_index);
      await proposeDive(tx, plan, dive);
      return;
    }
    for (const dive of plan.dives) {
      if (dive.row.signedAt === null) await proposeDive(tx, plan, dive);
    }
  });
}
