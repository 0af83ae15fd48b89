import type { DivePlan, DiveView, PalanqueeView, saveDivePlan } from '@club/shared/api/dive-plans';
import {
  type DiveActivity,
  type DiveGas,
  divePlanLimits,
  type PalanqueeRole,
  RESCUE_KIT_ITEMS,
  type RescueKitItem,
} from '@club/shared/domain/dive-plan';
import type { z } from 'zod';
import { formatDecimal, parseDecimal } from '../../../../lib/forms/decimal-text.ts';
import { zonedParts, zonedToIso } from '../../../../lib/zoned-time.ts';

export type SaveDivePlanBody = z.input<typeof saveDivePlan.body>;

/**
 * The board's working copy of a plan, edited at once and sent by "Enregistrer": its dives, and the saved
 * ones removed on purpose (a dive left out of the save would be kept: it may be another device's). Numbers
 * stay as typed (a depth field being cleared to type another is not 0 m); times are the club's clocks.
 */
export interface DraftMember {
  userId: number;
  role: PalanqueeRole;
}

export interface DraftTeam {
  /** Kept from the plan, so a team's actual figures (keyed by number) stay with it; new ones take the next. */
  number: number;
  activity: DiveActivity;
  autonomous: boolean;
  gas: DiveGas;
  plannedDepth: string;
  plannedDuration: string;
  overrideReason: string;
  members: DraftMember[];
}

export interface DraftDive {
  index: number;
  /** The dive's `Version` this draft started from; null for a dive added on the board (sent as 0: new). */
  version: number | null;
  spotId: number | null;
  /** `YYYY-MM-DD` and `HH:MM` on the club's clocks. */
  date: string;
  time: string;
  activity: DiveActivity;
  gas: DiveGas;
  plannedDepth: string;
  plannedDuration: string;
  teams: DraftTeam[];
}

export interface PlanDraft {
  roles: { dpId: number | null; pilotId: number | null; surfaceId: number | null; boat: string };
  rescueKit: RescueKitItem[];
  dives: DraftDive[];
  /** Dives of the plan removed on the board, with the `Version` the removal was decided on. */
  removedDives: { index: number; version: number }[];
}

const depthText = (metres: number) => formatDecimal(metres, 1);

function draftTeamOf(team: PalanqueeView): DraftTeam {
  return {
    number: team.Number,
    activity: team.Activity,
    autonomous: team.Autonomous,
    gas: team.Gas,
    plannedDepth: depthText(team.Planned_depth),
    plannedDuration: String(team.Planned_duration),
    overrideReason: team.Override_reason ?? '',
    members: team.Members.map((member) => ({ userId: member.User_id, role: member.Role })),
  };
}

function draftDiveOf(dive: DiveView, timeZone: string): DraftDive {
  const { date, time } = zonedParts(dive.Start, timeZone);
  return {
    index: dive.Index,
    version: dive.Version,
    spotId: dive.Spot_id,
    date,
    time,
    activity: dive.Activity,
    gas: dive.Gas,
    plannedDepth: depthText(dive.Planned_depth),
    plannedDuration: String(dive.Planned_duration),
    teams: dive.Palanquees.map(draftTeamOf),
  };
}

export function draftOf(plan: DivePlan, timeZone: string): PlanDraft {
  return {
    roles: {
      dpId: plan.Roles.Dp_id,
      pilotId: plan.Roles.Pilot_id,
      surfaceId: plan.Roles.Surface_id,
      boat: plan.Roles.Boat,
    },
    // In the sheet's order, so ticking an item off and on again leaves nothing to save.
    rescueKit: RESCUE_KIT_ITEMS.filter((item) => plan.Rescue_kit.includes(item)),
    dives: plan.Dives.map((dive) => draftDiveOf(dive, timeZone)),
    removedDives: [],
  };
}

/** A typed depth in metres; NaN when empty or not a number (the call's schema then refuses it). */
export const depthOf = (text: string): number => parseDecimal(text) ?? Number.NaN;

/** A typed duration in minutes; NaN when empty or not a whole number. */
export const durationOf = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The body of saveDivePlan for the draft. A team emptied on the board is left out (a palanquée has
 * members); a dive of the plan carries its version, so a device that was offline cannot overwrite it,
 * and a dive added on the board carries 0, so it cannot overwrite one another device added meanwhile.
 */
export function saveBodyOf(outingId: number, draft: PlanDraft, timeZone: string): SaveDivePlanBody {
  return {
    Outing_id: outingId,
    Roles: {
      Dp_id: draft.roles.dpId,
      Pilot_id: draft.roles.pilotId,
      Surface_id: draft.roles.surfaceId,
      Boat: draft.roles.boat.trim(),
    },
    Rescue_kit: draft.rescueKit,
    Dives: draft.dives.map((dive) => ({
      Index: dive.index,
      Spot_id: dive.spotId,
      Start: zonedToIso(dive.date, dive.time, timeZone),
      Activity: dive.activity,
      Gas: dive.gas,
      Planned_depth: depthOf(dive.plannedDepth),
      Planned_duration: durationOf(dive.plannedDuration),
      Base_version: dive.version ?? 0,
      Palanquees: dive.teams
        .filter((team) => team.members.length > 0)
        .map((team) => ({
          Number: team.number,
          Activity: team.activity,
          Autonomous: team.autonomous,
          Gas: team.gas,
          Planned_depth: depthOf(team.plannedDepth),
          Planned_duration: durationOf(team.plannedDuration),
          Override_reason: team.overrideReason.trim() === '' ? null : team.overrideReason.trim(),
          Members: team.members.map((member) => ({ User_id: member.userId, Role: member.role })),
        })),
    })),
    Removed_dives: draft.removedDives.map((dive) => ({ Index: dive.index, Base_version: dive.version })),
  };
}

/** The draft with each team's members in one order: a diver moved out and back changes nothing. */
function inMemberOrder(draft: PlanDraft): PlanDraft {
  const byUser = (a: DraftMember, b: DraftMember) => a.userId - b.userId;
  return {
    ...draft,
    dives: draft.dives.map((dive) => ({
      ...dive,
      teams: dive.teams.map((team) => ({ ...team, members: [...team.members].sort(byUser) })),
    })),
  };
}

/**
 * Whether saving the draft would change anything (an empty team added and left empty does not, nor
 * the order of a team's members).
 */
export function draftChanged(plan: DivePlan, draft: PlanDraft, timeZone: string): boolean {
  const body = (of: PlanDraft) => JSON.stringify(saveBodyOf(plan.Outing_id, inMemberOrder(of), timeZone));
  return body(draft) !== body(draftOf(plan, timeZone));
}

/** The draft with one dive changed. */
export function withDive(draft: PlanDraft, index: number, change: (dive: DraftDive) => DraftDive): PlanDraft {
  return { ...draft, dives: draft.dives.map((dive) => (dive.index === index ? change(dive) : dive)) };
}

/** The hours between two dives of a day when the board adds one: a dive and a surface interval. */
const NEXT_DIVE_AFTER_HOURS = 3;

function laterTime(time: string, hours: number): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]) + hours;
  return hour > 23 ? time : `${String(hour).padStart(2, '0')}:${match[2]}`;
}

/**
 * The draft with a dive added after the last, on the same day and spot with the same settings, a dive
 * and a surface interval later, and no team yet. Null without a dive to follow (the first one comes
 * from the outing, through "Proposer") or when the next index would pass the limit.
 */
export function withNewDive(draft: PlanDraft): PlanDraft | null {
  const last = draft.dives.at(-1);
  if (!last || last.index >= divePlanLimits.dives) return null;
  const dive: DraftDive = {
    ...last,
    index: last.index + 1,
    version: null,
    time: laterTime(last.time, NEXT_DIVE_AFTER_HOURS),
    teams: [],
  };
  return { ...draft, dives: [...draft.dives, dive] };
}

/**
 * Whether the board may remove a dive: one added on the board, or a saved one neither signed nor begun
 * (the server refuses the others, A322-72: the sheet of a dive that happened is a record).
 */
export function canRemoveDive(saved: DiveView | undefined, now: Date): boolean {
  return !saved || (saved.Signed_by === null && Date.parse(saved.Start) > now.getTime());
}

/**
 * The draft without dive `index`: a dive added on the board just goes; a dive of the plan is named in
 * `removedDives`, on its version, for the next save. The other dives keep their indexes (the rotations'
 * order; a gap is a rotation that will not happen).
 */
export function withoutDive(draft: PlanDraft, index: number): PlanDraft {
  const dive = draft.dives.find((candidate) => candidate.index === index);
  if (!dive) return draft;
  return {
    ...draft,
    dives: draft.dives.filter((candidate) => candidate !== dive),
    removedDives:
      dive.version === null ? draft.removedDives : [...draft.removedDives, { index, version: dive.version }],
  };
}

/**
 * Whether the draft changes the teams of a saved dive as the server compares them (members, roles,
 * planned depth, autonomy, activity, gas; not the duration or a reason): on a signed dive, saving that
 * voids the signature.
 */
export function diveTeamsChanged(plan: DivePlan, dive: DraftDive, timeZone: string): boolean {
  const saved = plan.Dives.find((planned) => planned.Index === dive.index);
  if (!saved) return false;
  const teamsOf = (of: DraftDive) => {
    const body = saveBodyOf(
      plan.Outing_id,
      inMemberOrder({ ...draftOf(plan, timeZone), dives: [of] }),
      timeZone,
    );
    return JSON.stringify(
      body.Dives[0]?.Palanquees?.map(
        ({ Override_reason: _reason, Planned_duration: _duration, ...team }) => team,
      ),
    );
  };
  return teamsOf(dive) !== teamsOf(draftDiveOf(saved, timeZone));
}
