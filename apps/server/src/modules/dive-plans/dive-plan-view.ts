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
import { diveDirectorProblems } from '@club/shared/domain/dive-director';
import type { DiveActivity, DiveGas, DiveIntent, RescueKitItem } from '@club/shared/domain/dive-plan';
import type { PalanqueeProblem } from '@club/shared/domain/palanquee-rules';
import { unplacedMessage } from '@club/shared/domain/unplaced-reasons';
import { aptitudesOfMember } from '../diver-files/papers-of.ts';
import {
  confirmedOf,
  hasActual,
  type LoadedDive,
  type LoadedDivePlan,
  type LoadedPalanquee,
  nameIn,
} from './dive-plan-load.ts';
import { paperProblemsOf } from './dive-plan-papers.ts';
import { divePlanText } from './dive-plan-texts.ts';
import { checkPlannedPalanquee, diverOf, storedPalanquee } from './palanquee-check.ts';
import type { DivePlanParticipantRow } from './queries.ts';

/**
 * Who reads the plan: an editor sees every palanquée and every participant; another member their own
 * palanquée.
 */
export interface DivePlanReader {
  userId: number;
  canEdit: boolean;
  language: string;
}

const toProblem = (problem: PalanqueeProblem): DiveProblem => ({
  Rule: problem.rule,
  Article: problem.article,
  Message: problem.message,
});

function actualOf(palanquee: LoadedPalanquee): DiveActual | null {
  if (!hasActual(palanquee)) return null;
  const { entryTime, exitTime, maxDepth, duration, stops } = palanquee.row;
  return {
    Entry_time: entryTime,
    Exit_time: exitTime,
    Max_depth: maxDepth,
    Duration: duration,
    Stops: stops ?? '',
  };
}

function palanqueeView(
  divePlan: LoadedDivePlan,
  palanquee: LoadedPalanquee,
  language: string,
): PalanqueeView {
  const check = checkPlannedPalanquee(divePlan, storedPalanquee(palanquee), language);
  return {
    Number: palanquee.row.number,
    Activity: palanquee.row.activity as DiveActivity,
    Autonomous: palanquee.row.autonomous,
    Gas: palanquee.row.gas as DiveGas,
    Planned_depth: palanquee.row.plannedDepth,
    Planned_duration: palanquee.row.plannedDuration,
    Max_depth: check.maxDepthM,
    Members: palanquee.members.map((member) => {
      const diver = diverOf(divePlan, member.userId);
      return {
        User_id: member.userId,
        Name: nameIn(divePlan, member.userId) ?? '',
        Role: member.role as PalanqueeView['Members'][number]['Role'],
        Aptitudes: diver.aptitudes,
        Minor: diver.minor,
      };
    }),
    Problems: check.problems.map(toProblem),
    Override_reason: palanquee.row.overrideReason,
    Actual: actualOf(palanquee),
  };
}

function diveView(divePlan: LoadedDivePlan, dive: LoadedDive, reader: DivePlanReader): DiveView {
  const { row } = dive;
  const shown = reader.canEdit
    ? dive.palanquees
    : dive.palanquees.filter((palanquee) =>
        palanquee.members.some((member) => member.userId === reader.userId),
      );
  return {
    Index: row.diveIndex,
    Spot_id: row.spotId,
    Spot_name: row.spotId === null ? null : (divePlan.spots.get(row.spotId)?.name ?? null),
    Start: row.startsAt.toISOString(),
    Activity: row.activity as DiveActivity,
    Gas: row.gas as DiveGas,
    Planned_depth: row.plannedDepth,
    Planned_duration: row.plannedDuration,
    Signed_by: row.signedByName,
    Signed_at: row.signedAt?.toISOString() ?? null,
    Signature_voided_at: row.signatureVoidedAt?.toISOString() ?? null,
    Version: row.version,
    Palanquees: shown.map((palanquee) => palanqueeView(divePlan, palanquee, reader.language)),
  };
}

/** The member's wishes with the defaults (explore, air) where they gave none. */
export function wishesOf(participant: DivePlanParticipantRow): DiveWishes {
  return {
    Intent: (participant.intent ?? 'explore') as DiveIntent,
    Training_toward: (participant.trainingToward as Aptitude | null) ?? null,
    Gas: (participant.gas ?? 'air') as DiveGas,
    Buddy_id: participant.buddyUserId,
    Tank_litres: participant.tankLitres,
  };
}

function plannedDivers(divePlan: LoadedDivePlan): PlannedDiver[] {
  return confirmedOf(divePlan).map((participant) => {
    const diver = diverOf(divePlan, participant.userId);
    return {
      ...wishesOf(participant),
      User_id: participant.userId,
      Name: nameIn(divePlan, participant.userId) ?? '',
      Aptitudes: diver.aptitudes,
      Minor: diver.minor,
      Wishes_given: participant.intent !== null,
      Paper_problems: paperProblemsOf(divePlan, participant.userId),
    };
  });
}

/**
 * Why a confirmed participant is in no palanquée of the dive: their surface role, propose's reason, or not
 * yet.
 */
function reasonNotPlaced(
  divePlan: LoadedDivePlan,
  dive: LoadedDive,
  userId: number,
  language: string,
): string {
  const roles = divePlan.roles;
  if (roles?.diveDirectorUserId === userId) return divePlanText('dive_director', language);
  if (roles?.pilotUserId === userId) return divePlanText('pilot', language);
  if (roles?.surfaceUserId === userId) return divePlanText('surface_safety', language);
  const reason = dive.row.unplaced[String(userId)];
  return reason ? unplacedMessage(reason, language) : divePlanText('not_placed_yet', language);
}

function unassigned(divePlan: LoadedDivePlan, language: string): DivePlan['Unassigned'] {
  const confirmed = confirmedOf(divePlan);
  return divePlan.dives.flatMap((dive) => {
    const placed = new Set(
      dive.palanquees.flatMap((palanquee) => palanquee.members.map((member) => member.userId)),
    );
    return confirmed
      .filter((participant) => !placed.has(participant.userId))
      .map((participant) => ({
        Dive_index: dive.row.diveIndex,
        User_id: participant.userId,
        Name: nameIn(divePlan, participant.userId) ?? '',
        Reason: reasonNotPlaced(divePlan, dive, participant.userId, language),
      }));
  });
}

/** The activities the dive director directs that day: each palanquée's, or the dive's while it has none. */
function activitiesOf(divePlan: LoadedDivePlan): DiveActivity[] {
  const activities = divePlan.dives.flatMap((dive) =>
    dive.palanquees.length === 0
      ? [dive.row.activity as DiveActivity]
      : dive.palanquees.map((palanquee) => palanquee.row.activity as DiveActivity),
  );
  return [...new Set(activities)];
}

function diveDirectorProblemsOf(divePlan: LoadedDivePlan, language: string): DiveProblem[] {
  const diveDirector =
    divePlan.roles?.diveDirectorUserId == null
      ? undefined
      : divePlan.people.get(divePlan.roles.diveDirectorUserId);
  if (!diveDirector || divePlan.dives.length === 0) return [];
  const problems = diveDirectorProblems(
    {
      activities: activitiesOf(divePlan),
      aptitudes: aptitudesOfMember(diveDirector),
      level: diveDirector.divingLevel,
      organism: diveDirector.organism,
    },
    language,
  );
  return problems.map(toProblem);
}

export function divePlanView(divePlan: LoadedDivePlan, reader: DivePlanReader): DivePlan {
  const roles = divePlan.roles;
  const me = divePlan.participants.find((participant) => participant.userId === reader.userId);
  return {
    Outing_id: divePlan.outing.id,
    Roles: {
      Dp_id: roles?.diveDirectorUserId ?? null,
      Pilot_id: roles?.pilotUserId ?? null,
      Surface_id: roles?.surfaceUserId ?? null,
      Dp_name: nameIn(divePlan, roles?.diveDirectorUserId),
      Pilot_name: nameIn(divePlan, roles?.pilotUserId),
      Surface_name: nameIn(divePlan, roles?.surfaceUserId),
      Boat: roles?.boat ?? '',
      Dp_problems: diveDirectorProblemsOf(divePlan, reader.language),
    },
    Rescue_kit: (roles?.rescueKit ?? []) as RescueKitItem[],
    Can_edit: reader.canEdit,
    Dives: divePlan.dives.map((dive) => diveView(divePlan, dive, reader)),
    Unassigned: reader.canEdit ? unassigned(divePlan, reader.language) : [],
    Divers: reader.canEdit ? plannedDivers(divePlan) : [],
    My_wishes: me ? wishesOf(me) : null,
  };
}
