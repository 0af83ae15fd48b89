import type {
  DiveActual,
  DivePlan,
  DiveProblem,
  DiveView,
  DiveWishes,
  PalanqueeView,
  PlannedDiver,
} from '@club/shared/api/dive-plans';
import type { Aptitude } from '@club/shared/domain/aptitudes';
import { divingDirectorProblems } from '@club/shared/domain/dive-director';
import type { DiveActivity, DiveGas, DiveIntent, RescueKitItem } from '@club/shared/domain/dive-plan';
import type { PalanqueeProblem } from '@club/shared/domain/palanquee-rules';
import { unplacedMessage } from '@club/shared/domain/unplaced-reasons';
import { aptitudesOfMember } from '../diver-files/papers-of.ts';
import {
  confirmedOf,
  hasActual,
  type LoadedDive,
  type LoadedPlan,
  type LoadedTeam,
  nameIn,
} from './plan-load.ts';
import { paperProblemsOf } from './plan-papers.ts';
import { planText } from './plan-texts.ts';
import type { PlanParticipantRow } from './queries.ts';
import { checkTeam, diverOf, storedTeam } from './team-check.ts';

/** Who reads the plan: an editor sees every team and every participant; another member their own team. */
export interface PlanReader {
  userId: number;
  canEdit: boolean;
  language: string;
}

const toProblem = (problem: PalanqueeProblem): DiveProblem => ({
  Rule: problem.rule,
  Article: problem.article,
  Message: problem.message,
});

function actualOf(team: LoadedTeam): DiveActual | null {
  if (!hasActual(team)) return null;
  const { entryTime, exitTime, maxDepth, duration, stops } = team.row;
  return {
    Entry_time: entryTime,
    Exit_time: exitTime,
    Max_depth: maxDepth,
    Duration: duration,
    Stops: stops ?? '',
  };
}

function palanqueeView(plan: LoadedPlan, team: LoadedTeam, language: string): PalanqueeView {
  const check = checkTeam(plan, storedTeam(team), language);
  return {
    Number: team.row.number,
    Activity: team.row.activity as DiveActivity,
    Autonomous: team.row.autonomous,
    Gas: team.row.gas as DiveGas,
    Planned_depth: team.row.plannedDepth,
    Planned_duration: team.row.plannedDuration,
    Max_depth: check.maxDepthM,
    Members: team.members.map((member) => {
      const diver = diverOf(plan, member.userId);
      return {
        User_id: member.userId,
        Name: nameIn(plan, member.userId) ?? '',
        Role: member.role as PalanqueeView['Members'][number]['Role'],
        Aptitudes: diver.aptitudes,
        Minor: diver.minor,
      };
    }),
    Problems: check.problems.map(toProblem),
    Override_reason: team.row.overrideReason,
    Actual: actualOf(team),
  };
}

function diveView(plan: LoadedPlan, dive: LoadedDive, reader: PlanReader): DiveView {
  const { row } = dive;
  const shown = reader.canEdit
    ? dive.teams
    : dive.teams.filter((team) => team.members.some((member) => member.userId === reader.userId));
  return {
    Index: row.diveIndex,
    Spot_id: row.spotId,
    Spot_name: row.spotId === null ? null : (plan.spots.get(row.spotId)?.name ?? null),
    Start: row.startsAt.toISOString(),
    Activity: row.activity as DiveActivity,
    Gas: row.gas as DiveGas,
    Planned_depth: row.plannedDepth,
    Planned_duration: row.plannedDuration,
    Signed_by: row.signedByName,
    Signed_at: row.signedAt?.toISOString() ?? null,
    Signature_voided_at: row.signatureVoidedAt?.toISOString() ?? null,
    Version: row.version,
    Palanquees: shown.map((team) => palanqueeView(plan, team, reader.language)),
  };
}

/** The member's wishes with the defaults (explore, air) where they gave none. */
export function wishesOf(participant: PlanParticipantRow): DiveWishes {
  return {
    Intent: (participant.intent ?? 'explore') as DiveIntent,
    Training_toward: (participant.trainingToward as Aptitude | null) ?? null,
    Gas: (participant.gas ?? 'air') as DiveGas,
    Buddy_id: participant.buddyUserId,
    Tank_litres: participant.tankLitres,
  };
}

function plannedDivers(plan: LoadedPlan): PlannedDiver[] {
  return confirmedOf(plan).map((participant) => {
    const diver = diverOf(plan, participant.userId);
    return {
      ...wishesOf(participant),
      User_id: participant.userId,
      Name: nameIn(plan, participant.userId) ?? '',
      Aptitudes: diver.aptitudes,
      Minor: diver.minor,
      Wishes_given: participant.intent !== null,
      Paper_problems: paperProblemsOf(plan, participant.userId),
    };
  });
}

/** Why a confirmed participant is in no team of the dive: their surface role, propose's reason, or not yet. */
function reasonNotPlaced(plan: LoadedPlan, dive: LoadedDive, userId: number, language: string): string {
  const roles = plan.roles;
  if (roles?.dpUserId === userId) return planText('dive_director', language);
  if (roles?.pilotUserId === userId) return planText('pilot', language);
  if (roles?.surfaceUserId === userId) return planText('surface_safety', language);
  const reason = dive.row.unplaced[String(userId)];
  return reason ? unplacedMessage(reason, language) : planText('not_placed_yet', language);
}

function unassigned(plan: LoadedPlan, language: string): DivePlan['Unassigned'] {
  const confirmed = confirmedOf(plan);
  return plan.dives.flatMap((dive) => {
    const placed = new Set(dive.teams.flatMap((team) => team.members.map((member) => member.userId)));
    return confirmed
      .filter((participant) => !placed.has(participant.userId))
      .map((participant) => ({
        Dive_index: dive.row.diveIndex,
        User_id: participant.userId,
        Name: nameIn(plan, participant.userId) ?? '',
        Reason: reasonNotPlaced(plan, dive, participant.userId, language),
      }));
  });
}

/** The activities the dive director directs that day: each team's, or the dive's while it has none. */
function activitiesOf(plan: LoadedPlan): DiveActivity[] {
  const activities = plan.dives.flatMap((dive) =>
    dive.teams.length === 0
      ? [dive.row.activity as DiveActivity]
      : dive.teams.map((team) => team.row.activity as DiveActivity),
  );
  return [...new Set(activities)];
}

function dpProblems(plan: LoadedPlan, language: string): DiveProblem[] {
  const dp = plan.roles?.dpUserId == null ? undefined : plan.people.get(plan.roles.dpUserId);
  if (!dp || plan.dives.length === 0) return [];
  const problems = divingDirectorProblems(
    {
      activities: activitiesOf(plan),
      aptitudes: aptitudesOfMember(dp),
      level: dp.divingLevel,
      organism: dp.organism,
    },
    language,
  );
  return problems.map(toProblem);
}

export function divePlanView(plan: LoadedPlan, reader: PlanReader): DivePlan {
  const roles = plan.roles;
  const me = plan.participants.find((participant) => participant.userId === reader.userId);
  return {
    Outing_id: plan.outing.id,
    Roles: {
      Dp_id: roles?.dpUserId ?? null,
      Pilot_id: roles?.pilotUserId ?? null,
      Surface_id: roles?.surfaceUserId ?? null,
      Dp_name: nameIn(plan, roles?.dpUserId),
      Pilot_name: nameIn(plan, roles?.pilotUserId),
      Surface_name: nameIn(plan, roles?.surfaceUserId),
      Boat: roles?.boat ?? '',
      Dp_problems: dpProblems(plan, reader.language),
    },
    Rescue_kit: (roles?.rescueKit ?? []) as RescueKitItem[],
    Can_edit: reader.canEdit,
    Dives: plan.dives.map((dive) => diveView(plan, dive, reader)),
    Unassigned: reader.canEdit ? unassigned(plan, reader.language) : [],
    Divers: reader.canEdit ? plannedDivers(plan) : [],
    My_wishes: me ? wishesOf(me) : null,
  };
}
