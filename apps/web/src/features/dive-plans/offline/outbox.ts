/**
 * The dive director's writes on the boat (issue 31): each change to a plan (the palanquées, the actual
 * figures, a signature) is queued here first, with the `Base_version` of each dive it was made on, and
 * sent in order when the network answers. Pure functions on the queue; `outbox-sender.ts` sends it and
 * `kept-dive-plans.ts` keeps it on the device.
 */
import {
  type DivePlan,
  diveInputOf,
  type recordDiveActuals,
  type saveDivePlan,
  type signDive,
} from '@club/shared/api/dive-plans';
import type { z } from 'zod';

export type SaveDivePlanWrite = z.output<typeof saveDivePlan.body>;
export type SignDiveWrite = z.output<typeof signDive.body>;
export type DiveActualsWrite = z.output<typeof recordDiveActuals.body>;

export type DivePlanWrite =
  | { kind: 'save'; body: SaveDivePlanWrite }
  | { kind: 'sign'; body: SignDiveWrite }
  | { kind: 'actuals'; body: DiveActualsWrite };

export type DivePlanWriteKind = DivePlanWrite['kind'];

export interface OutboxEntry {
  id: string;
  write: DivePlanWrite;
  /** ISO instant the change was made on the device. */
  madeAt: string;
  /**
   * The server answered `dive_plan_changed`: the dives another device changed since this write's base.
   * Sending stops here until the person chooses (keep theirs, or take the server's).
   */
  conflict: { dives: number[] } | null;
  /** The person chose to keep their change: it is sent without its `Base_version`, so it overwrites. */
  overwrite: boolean;
}

type Bases = Map<number, number | undefined>;

/**
 * The dives a write changes, with the `Base_version` each was changed on (undefined: none, it
 * overwrites; 0: a dive new on the board). A save's removals are in `removalBases`.
 */
export function baseVersions(write: DivePlanWrite): Bases {
  if (write.kind === 'save') return new Map(write.body.Dives.map((dive) => [dive.Index, dive.Base_version]));
  return new Map([[write.body.Dive_index, write.body.Base_version]]);
}

/**
 * The dives a save removes, with the `Base_version` each removal was decided on. The server removes them
 * before writing `Dives`: a dive of `Dives` at a removed index is a new one.
 */
export function removalBases(write: DivePlanWrite): Bases {
  if (write.kind !== 'save') return new Map();
  return new Map(write.body.Removed_dives.map((dive) => [dive.Index, dive.Base_version]));
}

/** Every dive a write touches, changed or removed, in the day's order. */
export const divesOf = (write: DivePlanWrite): number[] =>
  [...new Set([...baseVersions(write).keys(), ...removalBases(write).keys()])].sort((a, b) => a - b);

/**
 * `write` with the base versions of `bases` for the dives it changes, and of `removals` for those it removes.
 */
function withBases(write: DivePlanWrite, bases: Bases, removals: Bases = new Map()): DivePlanWrite {
  const baseIn = (from: Bases) => (index: number, current: number | undefined) =>
    from.has(index) ? from.get(index) : current;
  const baseOf = baseIn(bases);
  switch (write.kind) {
    case 'save': {
      const removalOf = baseIn(removals);
      return {
        kind: 'save',
        body: {
          ...write.body,
          Dives: write.body.Dives.map((dive) => ({
            ...dive,
            Base_version: baseOf(dive.Index, dive.Base_version),
          })),
          Removed_dives: write.body.Removed_dives.map((dive) => ({
            ...dive,
            Base_version: removalOf(dive.Index, dive.Base_version),
          })),
        },
      };
    }
    case 'sign':
      return {
        kind: 'sign',
        body: { ...write.body, Base_version: baseOf(write.body.Dive_index, write.body.Base_version) },
      };
    case 'actuals':
      return {
        kind: 'actuals',
        body: { ...write.body, Base_version: baseOf(write.body.Dive_index, write.body.Base_version) },
      };
  }
}

/**
 * Whether `later` takes `earlier`'s place: the whole plan saved again, or the same dive's figures or
 * signature.
 */
function takesPlaceOf(later: DivePlanWrite, earlier: DivePlanWrite): boolean {
  if (later.kind !== earlier.kind) return false;
  if (later.kind === 'save') return true;
  return divesOf(later)[0] === divesOf(earlier)[0];
}

/**
 * The one write of `earlier` then `later`: figures typed for other palanquées of the dive are kept, and so
 * are the dives the earlier save removed (the later one was made on a plan that no longer showed them).
 */
function combined(earlier: DivePlanWrite, later: DivePlanWrite): DivePlanWrite {
  if (earlier.kind === 'save' && later.kind === 'save') {
    const removedBefore = new Set(earlier.body.Removed_dives.map((dive) => dive.Index));
    const removed = [
      ...earlier.body.Removed_dives,
      ...later.body.Removed_dives.filter((dive) => !removedBefore.has(dive.Index)),
    ];
    return { kind: 'save', body: { ...later.body, Removed_dives: removed } };
  }
  if (earlier.kind !== 'actuals' || later.kind !== 'actuals') return later;
  const typedAgain = new Set(later.body.Palanquees.map((palanquee) => palanquee.Number));
  const palanquees = [
    ...earlier.body.Palanquees.filter((palanquee) => !typedAgain.has(palanquee.Number)),
    ...later.body.Palanquees,
  ];
  return {
    kind: 'actuals',
    body: { ...later.body, Palanquees: palanquees.sort((a, b) => a.Number - b.Number) },
  };
}

/**
 * Queues a write behind the others. A write that takes the last one's place (a second save of the whole
 * plan, the same dive's figures or signature) is merged into it rather than queued, unless that one is
 * being sent (`sendingId`) or waits on a conflict; it keeps the older base versions, so that a change
 * another device made meanwhile is still found: a dive the earlier save changed and the later one
 * removes is removed on the earlier's base.
 */
export function enqueue(
  entries: readonly OutboxEntry[],
  entry: OutboxEntry,
  sendingId: string | null,
): OutboxEntry[] {
  const last = entries.at(-1);
  if (
    last &&
    last.id !== sendingId &&
    last.conflict === null &&
    !last.overwrite &&
    takesPlaceOf(entry.write, last.write)
  ) {
    const earlier = baseVersions(last.write);
    const removals = new Map([...earlier, ...removalBases(last.write)]);
    const write = withBases(combined(last.write, entry.write), earlier, removals);
    return [...entries.slice(0, -1), { ...entry, write }];
  }
  return [...entries, entry];
}

/** What is sent for an entry: without base versions once the person chose to overwrite. */
export function requestOf(entry: OutboxEntry): DivePlanWrite {
  if (!entry.overwrite) return entry.write;
  const none = new Map(divesOf(entry.write).map((index) => [index, undefined]));
  return withBases(entry.write, none, none);
}

/**
 * After `sent` was accepted (the server answered `answer`), the writes queued behind it that were made on
 * the same versions as it now stand on the versions it produced: the device's own chain of changes is
 * never a conflict with itself.
 */
export function rebaseAfterSent(
  rest: readonly OutboxEntry[],
  sent: OutboxEntry,
  answer: DivePlan,
): OutboxEntry[] {
  const sentBases = baseVersions(sent.write);
  const versionNow = new Map(answer.Dives.map((dive) => [dive.Index, dive.Version]));
  const movedOf = (bases: Bases) => {
    const moved: Bases = new Map();
    for (const [index, base] of bases) {
      const now = versionNow.get(index);
      if (base !== undefined && sentBases.get(index) === base && now !== undefined) moved.set(index, now);
    }
    return moved;
  };
  return rest.map((entry) => {
    const moved = movedOf(baseVersions(entry.write));
    const movedRemovals = movedOf(removalBases(entry.write));
    if (moved.size === 0 && movedRemovals.size === 0) return entry;
    return { ...entry, write: withBases(entry.write, moved, movedRemovals) };
  });
}

/**
 * The dives of a refused write that the server holds in another version than the write's base: changed,
 * removed, or created (a base of 0) by another device. A dive the write removes before creating it anew
 * is held to its removal's base.
 */
export function conflictedDives(write: DivePlanWrite, server: DivePlan | null): number[] {
  // Without the server's plan (it could not be read again), every dive of the write is named.
  if (!server) return divesOf(write);
  const versionNow = new Map(server.Dives.map((dive) => [dive.Index, dive.Version]));
  const removals = removalBases(write);
  const claims = [...removals, ...[...baseVersions(write)].filter(([index]) => !removals.has(index))];
  const changed = claims
    .filter(([index, base]) => base !== undefined && (versionNow.get(index) ?? 0) !== base)
    .map(([index]) => index);
  return changed.length > 0 ? [...new Set(changed)].sort((a, b) => a - b) : divesOf(write);
}

export function markConflict(entries: readonly OutboxEntry[], id: string, dives: number[]): OutboxEntry[] {
  return entries.map((entry) => (entry.id === id ? { ...entry, conflict: { dives } } : entry));
}

/** "Garder mes changements": the write is sent again, overwriting what the other device did. */
export function keepMine(entries: readonly OutboxEntry[], id: string): OutboxEntry[] {
  return entries.map((entry) => (entry.id === id ? { ...entry, conflict: null, overwrite: true } : entry));
}

/**
 * "Prendre la version du serveur": a saved plan keeps its other changes (roles, rescue kit, the dives
 * nobody else changed, their removals) and takes the server's conflicted dives as they are now, removing
 * none of them; figures or a signature made on an older dive are dropped.
 */
export function takeServerVersion(
  entries: readonly OutboxEntry[],
  id: string,
  server: DivePlan,
): OutboxEntry[] {
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry?.conflict) return [...entries];
  if (entry.write.kind !== 'save') return entries.filter((candidate) => candidate.id !== id);
  const conflicted = new Set(entry.conflict.dives);
  const serverDives = new Map(server.Dives.map((dive) => [dive.Index, dive]));
  const dives = entry.write.body.Dives.flatMap((dive) => {
    if (!conflicted.has(dive.Index)) return [dive];
    const theirs = serverDives.get(dive.Index);
    return theirs ? [diveInputOf(theirs)] : [];
  });
  const removed = entry.write.body.Removed_dives.filter((dive) => !conflicted.has(dive.Index));
  const write: DivePlanWrite = {
    kind: 'save',
    body: { ...entry.write.body, Dives: dives, Removed_dives: removed },
  };
  return entries.map((candidate) =>
    candidate.id === id ? { ...candidate, write, conflict: null } : candidate,
  );
}

/** The first write waiting on the person's choice: nothing behind it is sent before. */
export const blockingConflict = (entries: readonly OutboxEntry[]): OutboxEntry | null =>
  entries.find((entry) => entry.conflict !== null) ?? null;
