import type { DivePlan } from '@club/shared/api/dive-plans';
import type { Executor } from '../../platform/data/db.ts';
import type { Actor } from '../../platform/http/auth.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import {
  afterRemovals,
  checkDivePlanInput,
  type DiveInput,
  holdToRecords,
  holdToVersions,
  type ResolvedPalanquee,
  resolvedPalanquees,
  type SaveDivePlanInput,
  storedDive,
} from './dive-plan-input.ts';
import type { LoadedDive, LoadedDivePlan } from './dive-plan-load.ts';
import { writeDivePlan } from './service.ts';
import {
  type DiveValues,
  deleteDives,
  insertDive,
  type PalanqueeValues,
  replacePalanquees,
  updateDive,
  upsertRoles,
  voidedSignature,
} from './write-queries.ts';

/**
 * Replaces an outing's roles, removes the dives the dive director removed on purpose, and writes the
 * dives sent; a dive left out is kept as it is (another device may have added it). A dive left as it
 * was keeps its version; a changed one gets the next. A change to the composition of a signed dive's
 * palanquées voids the signature (A322-72: the sheet signed is the one dived), and the palanquées keep their
 * actuals by number.
 */

const byNumber = <T extends { number: number }>(palanquees: T[]) =>
  [...palanquees].sort((a, b) => a.number - b.number);

/** What the signature vouches for: who dives with whom, in which role, how deep, on what, guided or not. */
function compositionKey(palanquees: ResolvedPalanquee[]): string {
  return JSON.stringify(
    byNumber(palanquees).map((palanquee) => [
      palanquee.number,
      palanquee.activity,
      palanquee.autonomous,
      palanquee.gas,
      palanquee.plannedDepth,
      [...palanquee.members]
        .sort((a, b) => a.userId - b.userId)
        .map((member) => [member.userId, member.role]),
    ]),
  );
}

function fullKey(dive: DiveValues, palanquees: ResolvedPalanquee[]): string {
  const extras = byNumber(palanquees).map((palanquee) => [
    palanquee.plannedDuration,
    palanquee.overrideReason,
  ]);
  return JSON.stringify([
    dive.spotId,
    dive.startsAt.getTime(),
    dive.activity,
    dive.gas,
    dive.plannedDepth,
    dive.plannedDuration,
    compositionKey(palanquees),
    extras,
  ]);
}

function storedPalanquees(dive: LoadedDive): ResolvedPalanquee[] {
  return dive.palanquees.map(({ row, members }) => ({
    number: row.number,
    activity: row.activity as ResolvedPalanquee['activity'],
    autonomous: row.autonomous,
    gas: row.gas as ResolvedPalanquee['gas'],
    plannedDepth: row.plannedDepth,
    plannedDuration: row.plannedDuration,
    overrideReason: row.overrideReason,
    members: members.map((member) => ({
      userId: member.userId,
      role: member.role as ResolvedPalanquee['members'][number]['role'],
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

/** The palanquées to store, each with the actuals its number had. */
function palanqueeValues(palanquees: ResolvedPalanquee[], stored: LoadedDive | undefined): PalanqueeValues[] {
  return palanquees.map((palanquee) => {
    const before = stored?.palanquees.find((candidate) => candidate.row.number === palanquee.number)?.row;
    return {
      ...palanquee,
      entryTime: before?.entryTime ?? null,
      exitTime: before?.exitTime ?? null,
      maxDepth: before?.maxDepth ?? null,
      duration: before?.duration ?? null,
      stops: before?.stops ?? null,
    };
  });
}

/**
 * Writes one dive of the save on `divePlan` as it stands after the removals. A dive created at an index
 * just removed starts at `firstVersion`, after the removed one's: a device holding the old dive cannot
 * take the new one for it.
 */
async function writeDive(
  tx: Executor,
  divePlan: LoadedDivePlan,
  input: DiveInput,
  firstVersion: number,
): Promise<void> {
  const { club, outing } = divePlan;
  const values = diveValues(input);
  const palanquees = resolvedPalanquees(input);
  const stored = storedDive(divePlan, input.Index);
  if (!stored) {
    const diveId = await insertDive(tx, club.id, outing.id, { ...values, version: firstVersion });
    await replacePalanquees(tx, club.id, diveId, palanqueeValues(palanquees, undefined));
    return;
  }
  const before = storedPalanquees(stored);
  if (fullKey(values, palanquees) === fullKey(storedDiveValues(stored), before)) return;
  const voidsSignature =
    stored.row.signedAt !== null && compositionKey(palanquees) !== compositionKey(before);
  const placed = new Set(
    palanquees.flatMap((palanquee) => palanquee.members.map((member) => String(member.userId))),
  );
  const unplaced = Object.fromEntries(
    Object.entries(stored.row.unplaced).filter(([userId]) => !placed.has(userId)),
  );
  await updateDive(tx, club.id, stored.row.id, {
    ...values,
    unplaced,
    ...(voidsSignature ? voidedSignature(new Date()) : {}),
  });
  await replacePalanquees(tx, club.id, stored.row.id, palanqueeValues(palanquees, stored));
}

export function saveDivePlan(
  db: Executor,
  scope: ClubScope<Actor>,
  input: SaveDivePlanInput,
  language: string,
): Promise<DivePlan> {
  return writeDivePlan(db, scope, { outingId: input.Outing_id, language }, async (tx, divePlan) => {
    holdToVersions(divePlan, input);
    holdToRecords(divePlan, input.Removed_dives, new Date());
    const remaining = afterRemovals(divePlan, input.Removed_dives);
    await checkDivePlanInput(tx, remaining, input);
    await upsertRoles(tx, divePlan.club.id, divePlan.outing.id, {
      diveDirectorUserId: input.Roles.Dp_id,
      pilotUserId: input.Roles.Pilot_id,
      surfaceUserId: input.Roles.Surface_id,
      boat: input.Roles.Boat,
      rescueKit: [...new Set(input.Rescue_kit)],
    });
    const removed = divePlan.dives.filter((dive) => !remaining.dives.includes(dive));
    await deleteDives(
      tx,
      divePlan.club.id,
      removed.map((dive) => dive.row.id),
    );
    const removedVersions = new Map(removed.map((dive) => [dive.row.diveIndex, dive.row.version]));
    for (const dive of input.Dives) {
      await writeDive(tx, remaining, dive, (removedVersions.get(dive.Index) ?? 0) + 1);
    }
  });
}
