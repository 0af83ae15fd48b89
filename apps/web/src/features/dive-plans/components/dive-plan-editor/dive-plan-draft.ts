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

export interface DraftPalanquee {
  /** Kept from the plan, so a palanquée's actuals (keyed by number) stay with it; new ones take the next. */
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
  palanquees: DraftPalanquee[];
}

export interface DivePlanDraft {
  roles: { diveDirectorId: number | null; pilotId: number | null; surfaceId: number | null; boat: string };
  rescueKit: RescueKitItem[];
  dives: DraftDive[];
  /** Dives of the plan removed on the board, with the `Version` the removal was decided on. */
  removedDives: { index: number; version: number }[];
}

const depthText = (metres: number) => formatDecimal(metres, 1);

function draftPalanqueeOf(palanquee: PalanqueeView): DraftPalanquee {
  return {
    number: palanquee.Number,
    activity: palanquee.Activity,
    autonomous: palanquee.Autonomous,
    gas: palanquee.Gas,
    plannedDepth: depthText(palanquee.Planned_depth),
    plannedDuration: String(palanquee.Planned_duration),
    overrideReason: palanquee.Override_reason ?? '',
    members: palanquee.Members.map((member) => ({ userId: member.User_id, role: member.Role })),
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
    palanquees: dive.Palanquees.map(draftPalanqueeOf),
  };
}

export function draftOf(divePlan: DivePlan, timeZone: string): DivePlanDraft {
  return {
    roles: {
      diveDirectorId: divePlan.Roles.Dp_id,
      pilotId: divePlan.Roles.Pilot_id,
      surfaceId: divePlan.Roles.Surface_id,
      boat: divePlan.Roles.Boat,
    },
    // In the sheet's order, so ticking an item off and on again leaves nothing to save.
    rescueKit: RESCUE_KIT_ITEMS.filter((item) => divePlan.Rescue_kit.includes(item)),
    dives: divePlan.Dives.map((dive) => draftDiveOf(dive, timeZone)),
    removedDives: [],
  };
}

/** A typed depth in metres; NaN when empty or not a number (the call's schema then refuses it). */
export const depthOf = (text: string): number => parseDecimal(text) ?? Number.NaN;

/** A typed duration in minutes; NaN when empty or not a whole number. */
export const durationOf = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The body of saveDivePlan for the draft. A palanquée emptied on the board is left out (a palanquée has
 * members); a dive of the plan carries its version, so a device that was offline cannot overwrite it,
 * and a dive added on the board carries 0, so it cannot overwrite one another device added meanwhile.
 */
export function saveBodyOf(outingId: number, draft: DivePlanDraft, timeZone: string): SaveDivePlanBody {
  return {
    Outing_id: outingId,
    Roles: {
      Dp_id: draft.roles.diveDirectorId,
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
      Palanquees: dive.palanquees
        .filter((palanquee) => palanquee.members.length > 0)
        .map((palanquee) => ({
          Number: palanquee.number,
          Activity: palanquee.activity,
          Autonomous: palanquee.autonomous,
          Gas: palanquee.gas,
          Planned_depth: depthOf(palanquee.plannedDepth),
          Planned_duration: durationOf(palanquee.plannedDuration),
          Override_reason: palanquee.overrideReason.trim() === '' ? null : palanquee.overrideReason.trim(),
          Members: palanquee.members.map((member) => ({ User_id: member.userId, Role: member.role })),
        })),
    })),
    Removed_dives: draft.removedDives.map((dive) => ({ Index: dive.index, Base_version: dive.version })),
  };
}

/** The draft with each palanquée's members in one order: a diver moved out and back changes nothing. */
function inMemberOrder(draft: DivePlanDraft): DivePlanDraft {
  const byUser = (a: DraftMember, b: DraftMember) => a.userId - b.userId;
  return {
    ...draft,
    dives: draft.dives.map((dive) => ({
      ...dive,
      palanquees: dive.palanquees.map((palanquee) => ({
        ...palanquee,
        members: [...palanquee.members].sort(byUser),
      })),
    })),
  };
}

/**
 * Whether saving the draft would change anything (an empty palanquée added and left empty does not, nor
 * the order of a palanquée's members).
 */
export function draftChanged(divePlan: DivePlan, draft: DivePlanDraft, timeZone: string): boolean {
  const body = (of: DivePlanDraft) =>
    JSON.stringify(saveBodyOf(divePlan.Outing_id, inMemberOrder(of), timeZone));
  return body(draft) !== body(draftOf(divePlan, timeZone));
}

/** The draft with one dive changed. */
export function withDive(
  draft: DivePlanDraft,
  index: number,
  change: (dive: DraftDive) => DraftDive,
): DivePlanDraft {
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
 * and a surface interval later, and no palanquée yet. Null without a dive to follow (the first one comes
 * from the outing, through "Proposer") or when the next index would pass the limit.
 */
export function withNewDive(draft: DivePlanDraft): DivePlanDraft | null {
  const last = draft.dives.at(-1);
  if (!last || last.index >= divePlanLimits.dives) return null;
  const dive: DraftDive = {
    ...last,
    index: last.index + 1,
    version: null,
    time: laterTime(last.time, NEXT_DIVE_AFTER_HOURS),
    palanquees: [],
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
export function withoutDive(draft: DivePlanDraft, index: number): DivePlanDraft {
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
 * Whether the draft changes the palanquées of a saved dive as the server compares them (members, roles,
 * planned depth, autonomy, activity, gas; not the duration or a reason): on a signed dive, saving that
 * voids the signature.
 */
export function divePalanqueesChanged(divePlan: DivePlan, dive: DraftDive, timeZone: string): boolean {
  const saved = divePlan.Dives.find((planned) => planned.Index === dive.index);
  if (!saved) return false;
  const palanqueesOf = (of: DraftDive) => {
    const body = saveBodyOf(
      divePlan.Outing_id,
      inMemberOrder({ ...draftOf(divePlan, timeZone), dives: [of] }),
      timeZone,
    );
    return JSON.stringify(
      body.Dives[0]?.Palanquees?.map(
        ({ Override_reason: _reason, Planned_duration: _duration, ...palanquee }) => palanquee,
      ),
    );
  };
  return palanqueesOf(dive) !== palanqueesOf(draftDiveOf(saved, timeZone));
}
