import type { saveDivePlan as saveDivePlanCall } from '@club/shared/api/dive-plans';
import { errorCodes } from '@club/shared/api/errors';
import type { DiveActivity, DiveGas, PalanqueeRole } from '@club/shared/domain/dive-plan';
import { isDivingOuting } from '@club/shared/domain/outings';
import type { z } from 'zod';
import type { Executor } from '../../platform/data/db.ts';
import { AppError, invalidInput } from '../../platform/http/errors.ts';
import { confirmedOf, type LoadedDive, type LoadedDivePlan } from './dive-plan-load.ts';
import { listClubUserIdsAmong } from './queries.ts';
import { divePlanChanged } from './service.ts';

/** What `saveDivePlan` receives, checked against the outing before anything is written. */

export type SaveDivePlanInput = z.output<(typeof saveDivePlanCall)['body']>;
export type DiveInput = SaveDivePlanInput['Dives'][number];
export type RemovedDiveInput = SaveDivePlanInput['Removed_dives'][number];

/** A palanquée as it will be stored: the dive's activity where the palanquée names none. */
export interface ResolvedPalanquee {
  number: number;
  activity: DiveActivity;
  autonomous: boolean;
  gas: DiveGas;
  plannedDepth: number;
  plannedDuration: number;
  overrideReason: string | null;
  members: { userId: number; role: PalanqueeRole }[];
}

export function resolvedPalanquees(dive: DiveInput): ResolvedPalanquee[] {
  return dive.Palanquees.map((palanquee) => ({
    number: palanquee.Number,
    activity: palanquee.Activity ?? dive.Activity,
    autonomous: palanquee.Autonomous,
    gas: palanquee.Gas,
    plannedDepth: palanquee.Planned_depth,
    plannedDuration: palanquee.Planned_duration,
    overrideReason: palanquee.Override_reason || null,
    members: palanquee.Members.map((member) => ({ userId: member.User_id, role: member.Role })),
  }));
}

export const storedDive = (divePlan: LoadedDivePlan, index: number): LoadedDive | undefined =>
  divePlan.dives.find((dive) => dive.row.diveIndex === index);

/** The plan as `Dives` is written on: without the dives `Removed_dives` names. */
export function afterRemovals(
  divePlan: LoadedDivePlan,
  removed: readonly RemovedDiveInput[],
): LoadedDivePlan {
  const indexes = new Set(removed.map((dive) => dive.Index));
  return { ...divePlan, dives: divePlan.dives.filter((dive) => !indexes.has(dive.row.diveIndex)) };
}

/**
 * 409 when a dive was changed since the version the change was made on, or deleted since (a version
 * above 0 names a dive that existed), or created since (0 names a dive new on the board). Removals go
 * first: a dive of `Dives` at an index removed by the same save is a new one.
 */
export function holdToVersions(divePlan: LoadedDivePlan, input: SaveDivePlanInput): void {
  const hold = (on: LoadedDivePlan, dive: { Index: number; Base_version?: number | undefined }) => {
    if (dive.Base_version === undefined) return;
    if (dive.Base_version !== (storedDive(on, dive.Index)?.row.version ?? 0))
      throw divePlanChanged(dive.Index);
  };
  for (const dive of input.Removed_dives) hold(divePlan, dive);
  const remaining = afterRemovals(divePlan, input.Removed_dives);
  for (const dive of input.Dives) hold(remaining, dive);
}

/**
 * 409 `dive_signed` for the removal of a dive that is signed or has started: the sheet of a dive that
 * happened is a record (A322-72), changed by hand but never deleted.
 */
export function holdToRecords(
  divePlan: LoadedDivePlan,
  removed: readonly RemovedDiveInput[],
  now: Date,
): void {
  for (const { Index } of removed) {
    const stored = storedDive(divePlan, Index);
    if (!stored) continue;
    if (stored.row.signedAt !== null)
      throw new AppError(409, errorCodes.diveSigned, `Dive ${Index} is signed: it cannot be removed`);
    if (stored.row.startsAt.getTime() <= now.getTime())
      throw new AppError(409, errorCodes.diveSigned, `Dive ${Index} has started: it cannot be removed`);
  }
}

function firstRepeated<T>(values: readonly T[]): T | undefined {
  const seen = new Set<T>();
  for (const value of values) {
    if (seen.has(value)) return value;
    seen.add(value);
  }
  return undefined;
}

function checkDive(divePlan: LoadedDivePlan, dive: DiveInput): void {
  const where = `Dives[${dive.Index}]`;
  const stored = storedDive(divePlan, dive.Index);
  const spotAllowed =
    dive.Spot_id === null ||
    divePlan.outingSpots.some((spot) => spot.id === dive.Spot_id) ||
    stored?.row.spotId === dive.Spot_id;
  if (!spotAllowed) throw invalidInput(`${where}.Spot_id: not a spot of this outing`);
  const number = firstRepeated(dive.Palanquees.map((palanquee) => palanquee.Number));
  if (number !== undefined) throw invalidInput(`${where}: two palanquées are numbered ${number}`);
  const member = firstRepeated(
    dive.Palanquees.flatMap((palanquee) => palanquee.Members.map((m) => m.User_id)),
  );
  if (member !== undefined) throw invalidInput(`${where}: member ${member} is in two places of the dive`);
}

/**
 * 400 for a plan that cannot be stored (dives on an outing that does not dive, a dive index or a palanquée
 * number twice, a dive removed twice, a member twice in a dive, a spot not of the outing, a role held by
 * someone outside the club); 409 `not_a_participant` for a palanquée member who is not a confirmed
 * participant and was not in the dive as stored. `divePlan` is the plan after the removals.
 */
export async function checkDivePlanInput(
  db: Executor,
  divePlan: LoadedDivePlan,
  input: SaveDivePlanInput,
): Promise<void> {
  if (input.Dives.length > 0 && !isDivingOuting(divePlan.outing.kind)) {
    throw invalidInput('Dives: this outing is not a dive');
  }
  const index = firstRepeated(input.Dives.map((dive) => dive.Index));
  if (index !== undefined) throw invalidInput(`Dives: two dives have the index ${index}`);
  const removedTwice = firstRepeated(input.Removed_dives.map((dive) => dive.Index));
  if (removedTwice !== undefined) throw invalidInput(`Removed_dives: dive ${removedTwice} is named twice`);
  for (const dive of input.Dives) checkDive(divePlan, dive);

  const { Dp_id, Pilot_id, Surface_id } = input.Roles;
  const roleHolders = [Dp_id, Pilot_id, Surface_id].filter((id): id is number => id !== null);
  const ofClub = new Set(await listClubUserIdsAmong(db, divePlan.club.id, roleHolders));
  const outsider = roleHolders.find((id) => !ofClub.has(id));
  if (outsider !== undefined) throw invalidInput(`Roles: user ${outsider} is not a member of this club`);

  const confirmed = new Set(confirmedOf(divePlan).map((participant) => participant.userId));
  const stranger = input.Dives.flatMap((dive) => {
    // Who left the outing stays in the palanquées of a dive that happened (participant-leaves.ts).
    const stayed = new Set(
      storedDive(divePlan, dive.Index)?.palanquees.flatMap((palanquee) =>
        palanquee.members.map((member) => member.userId),
      ),
    );
    return dive.Palanquees.flatMap((palanquee) => palanquee.Members).filter(
      (member) => !confirmed.has(member.User_id) && !stayed.has(member.User_id),
    );
  })[0];
  if (stranger) {
    throw new AppError(
      409,
      errorCodes.notAParticipant,
      `Member ${stranger.User_id} is not a confirmed participant of this outing`,
    );
  }
}
