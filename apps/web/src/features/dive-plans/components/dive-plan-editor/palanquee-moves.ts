import { divePlanLimits, type PalanqueeRole } from '@club/shared/domain/dive-plan';
import type { DraftDive, DraftMember, DraftPalanquee } from './dive-plan-draft.ts';

/**
 * Where a diver goes: a palanquée by its number, a new palanquée, or out of every palanquée ("Non placés").
 */
export type Destination = { palanquee: number } | 'new' | 'unassigned';

const nextNumber = (dive: DraftDive) =>
  Math.max(0, ...dive.palanquees.map((palanquee) => palanquee.number)) + 1;

/** A palanquée with the dive's settings. */
function newPalanquee(dive: DraftDive, members: DraftMember[]): DraftPalanquee {
  return {
    number: nextNumber(dive),
    activity: dive.activity,
    autonomous: false,
    gas: dive.gas,
    plannedDepth: dive.plannedDepth,
    plannedDuration: dive.plannedDuration,
    overrideReason: '',
    members,
  };
}

export function palanqueeOfDiver(dive: DraftDive, userId: number): DraftPalanquee | undefined {
  return dive.palanquees.find((palanquee) => palanquee.members.some((member) => member.userId === userId));
}

/** Whether a palanquée can take one more member (the plan's limit; the rules say more on their own). */
export const hasRoom = (palanquee: DraftPalanquee) =>
  palanquee.members.length < divePlanLimits.membersPerPalanquee;

/**
 * The dive with a diver moved: out of their palanquée if they are in one, then into the destination. They
 * keep their role, except that a guide joining a palanquée that has one becomes a diver, and someone coming
 * from "Non placés" is a diver. A move to a full palanquée, or to the palanquée they are in, changes nothing.
 * A palanquée left empty stays on the board (somewhere to drop someone) and is not saved.
 */
export function moveDiver(dive: DraftDive, userId: number, destination: Destination): DraftDive {
  const from = palanqueeOfDiver(dive, userId);
  const target =
    typeof destination === 'object'
      ? dive.palanquees.find((palanquee) => palanquee.number === destination.palanquee)
      : undefined;
  if (typeof destination === 'object' && (!target || target === from || !hasRoom(target))) return dive;
  if (destination === 'unassigned' && !from) return dive;

  const previousRole: PalanqueeRole =
    from?.members.find((member) => member.userId === userId)?.role ?? 'diver';
  const role: PalanqueeRole =
    previousRole === 'guide' && target?.members.some((member) => member.role === 'guide')
      ? 'diver'
      : previousRole;
  const moved: DraftMember = { userId, role };

  const palanquees = dive.palanquees.map((palanquee) => {
    if (palanquee === from)
      return { ...palanquee, members: palanquee.members.filter((member) => member.userId !== userId) };
    if (palanquee === target) return { ...palanquee, members: [...palanquee.members, moved] };
    return palanquee;
  });
  const withoutDiver = { ...dive, palanquees };
  if (destination === 'new')
    return { ...withoutDiver, palanquees: [...palanquees, newPalanquee(dive, [moved])] };
  return withoutDiver;
}

export function addPalanquee(dive: DraftDive): DraftDive {
  return { ...dive, palanquees: [...dive.palanquees, newPalanquee(dive, [])] };
}

/** The dive without a palanquée; its members go back to "Non placés". */
export function removePalanquee(dive: DraftDive, number: number): DraftDive {
  return { ...dive, palanquees: dive.palanquees.filter((palanquee) => palanquee.number !== number) };
}

export function updatePalanquee(
  dive: DraftDive,
  number: number,
  change: Partial<Omit<DraftPalanquee, 'number' | 'members'>>,
): DraftDive {
  return {
    ...dive,
    palanquees: dive.palanquees.map((palanquee) =>
      palanquee.number === number ? { ...palanquee, ...change } : palanquee,
    ),
  };
}

export function setMemberRole(dive: DraftDive, userId: number, role: PalanqueeRole): DraftDive {
  return {
    ...dive,
    palanquees: dive.palanquees.map((palanquee) => ({
      ...palanquee,
      members: palanquee.members.map((member) => (member.userId === userId ? { ...member, role } : member)),
    })),
  };
}

/**
 * "Mêmes équipes": the dive's palanquées replaced by copies of another dive's (members, roles and settings,
 * the override reasons with them: the same palanquée keeps the same reason until the dive director changes
 * it).
 */
export function copyPalanquees(from: DraftDive, into: DraftDive): DraftDive {
  return {
    ...into,
    palanquees: from.palanquees
      .filter((palanquee) => palanquee.members.length > 0)
      .map((palanquee) => ({ ...palanquee, members: palanquee.members.map((member) => ({ ...member })) })),
  };
}
