import type { DivePlan } from '@club/shared/api/dive-plans';
import type { Executor } from '../../platform/data/db.ts';
import type { Actor } from '../../platform/http/auth.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import {
  afterRemovals,
  checkPlanInput,
  type DiveInput,
  holdToRecords,
  holdToVersions,
  type ResolvedTeam,
  resolvedTeams,
  type SavePlanInput,
  storedDive,
} from './plan-input.ts';
import type { LoadedDive, LoadedPlan } from './plan-load.ts';
import { writePlan } from './service.ts';
import {
  type DiveValues,
  deleteDives,
  insertDive,
  replaceTeams,
  type TeamValues,
  updateDive,
  upsertRoles,
  voidedSignature,
} from './write-queries.ts';

/**
 * Replaces an outing's roles, removes the dives the dive director removed on purpose, and writes the
 * dives sent; a dive left out is kept as it is (another device may have added it). A dive left as it
 * was keeps its version; a changed one gets the next. A change to the composition of a signed dive's
 * teams voids the signature (A322-72: the sheet signed is the one dived), and the teams keep their
 * actual figures by number.
 */

const byNumber = <T extends { number: number }>(teams: T[]) => [...teams].sort((a, b) => a.number - b.number);

/** What the signature vouches for: who dives with whom, in which role, how deep, on what, guided or not. */
function compositionKey(teams: ResolvedTeam[]): string {
  return JSON.stringify(
    byNumber(teams).map((team) => [
      team.number,
      team.activity,
      team.autonomous,
      team.gas,
      team.plannedDepth,
      [...team.members].sort((a, b) => a.userId - b.userId).map((member) => [member.userId, member.role]),
    ]),
  );
}

function fullKey(dive: DiveValues, teams: ResolvedTeam[]): string {
  const extras = byNumber(teams).map((team) => [team.plannedDuration, team.overrideReason]);
  return JSON.stringify([
    dive.spotId,
    dive.startsAt.getTime(),
    dive.activity,
    dive.gas,
    dive.plannedDepth,
    dive.plannedDuration,
    compositionKey(teams),
    extras,
  ]);
}

function storedTeams(dive: LoadedDive): ResolvedTeam[] {
  return dive.teams.map(({ row, members }) => ({
    number: row.number,
    activity: row.activity as ResolvedTeam['activity'],
    autonomous: row.autonomous,
    gas: row.gas as ResolvedTeam['gas'],
    plannedDepth: row.plannedDepth,
    plannedDuration: row.plannedDuration,
    overrideReason: row.overrideReason,
    members: members.map((member) => ({
      userId: member.userId,
      role: member.role as ResolvedTeam['members'][number]['role'],
    })),
  }));
}

const storedDiveValues = ({ row }: LoadedDive): DiveValues => ({
  diveIndex: row.diveIndex,
  spotId: row.spotId,
  startsAt: row.startsAt,
  activity: row.activity,
  gas: row.gas,
  plannedDepth: row.plannedDepth,
  plannedDuration: row.plannedDuration,
});

const diveValues = (dive: DiveInput): DiveValues => ({
  diveIndex: dive.Index,
  spotId: dive.Spot_id,
  startsAt: new Date(dive.Start),
  activity: dive.Activity,
  gas: dive.Gas,
  plannedDepth: dive.Planned_depth,
  plannedDuration: dive.Planned_duration,
});

/** The teams to store, each with the actual figures its number had. */
function teamValues(teams: ResolvedTeam[], stored: LoadedDive | undefined): TeamValues[] {
  return teams.map((team) => {
    const before = stored?.teams.find((candidate) => candidate.row.number === team.number)?.row;
    return {
      ...team,
      entryTime: before?.entryTime ?? null,
      exitTime: before?.exitTime ?? null,
      maxDepth: before?.maxDepth ?? null,
      duration: before?.duration ?? null,
      stops: before?.stops ?? null,
    };
  });
}

/**
 * Writes one dive of the save on `plan` as it stands after the removals. A dive created at an index
 * just removed starts at `firstVersion`, after the removed one's: a device holding the old dive cannot
 * take the new one for it.
 */
async function writeDive(
  tx: Executor,
  plan: LoadedPlan,
  input: DiveInput,
  firstVersion: number,
): Promise<void> {
  const { club, outing } = plan;
  const values = diveValues(input);
  const teams = resolvedTeams(input);
  const stored = storedDive(plan, input.Index);
  if (!stored) {
    const diveId = await insertDive(tx, club.id, outing.id, { ...values, version: firstVersion });
    await replaceTeams(tx, club.id, diveId, teamValues(teams, undefined));
    return;
  }
  const before = storedTeams(stored);
  if (fullKey(values, teams) === fullKey(storedDiveValues(stored), before)) return;
  const voidsSignature = stored.row.signedAt !== null && compositionKey(teams) !== compositionKey(before);
  const placed = new Set(teams.flatMap((team) => team.members.map((member) => String(member.userId))));
  const unplaced = Object.fromEntries(
    Object.entries(stored.row.unplaced).filter(([userId]) => !placed.has(userId)),
  );
  await updateDive(tx, club.id, stored.row.id, {
    ...values,
    unplaced,
    ...(voidsSignature ? voidedSignature(new Date()) : {}),
  });
  await replaceTeams(tx, club.id, stored.row.id, teamValues(teams, stored));
}

export function saveDivePlan(
  db: Executor,
  scope: ClubScope<Actor>,
  input: SavePlanInput,
  language: string,
): Promise<DivePlan> {
  return writePlan(db, scope, { outingId: input.Outing_id, language }, async (tx, plan) => {
    holdToVersions(plan, input);
    holdToRecords(plan, input.Removed_dives, new Date());
    const remaining = afterRemovals(plan, input.Removed_dives);
    await checkPlanInput(tx, remaining, input);
    await upsertRoles(tx, plan.club.id, plan.outing.id, {
      dpUserId: input.Roles.Dp_id,
      pilotUserId: input.Roles.Pilot_id,
      surfaceUserId: input.Roles.Surface_id,
      boat: input.Roles.Boat,
      rescueKit: [...new Set(input.Rescue_kit)],
    });
    const removed = plan.dives.filter((dive) => !remaining.dives.includes(dive));
    await deleteDives(
      tx,
      plan.club.id,
      removed.map((dive) => dive.row.id),
    );
    const removedVersions = new Map(removed.map((dive) => [dive.row.diveIndex, dive.row.version]));
    for (const dive of input.Dives) {
      await writeDive(tx, remaining, dive, (removedVersions.get(dive.Index) ?? 0) + 1);
    }
  });
}
