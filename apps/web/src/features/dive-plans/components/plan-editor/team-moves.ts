import { divePlanLimits, type PalanqueeRole } from '@club/shared/domain/dive-plan';
import type { DraftDive, DraftMember, DraftTeam } from './plan-draft.ts';

/** Where a diver goes: a team by its number, a new team, or out of every team ("Non placés"). */
export type Destination = { team: number } | 'new' | 'unassigned';

const nextNumber = (dive: DraftDive) => Math.max(0, ...dive.teams.map((team) => team.number)) + 1;

/** A team with the dive's settings. */
function newTeam(dive: DraftDive, members: DraftMember[]): DraftTeam {
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

export function teamOf(dive: DraftDive, userId: number): DraftTeam | undefined {
  return dive.teams.find((team) => team.members.some((member) => member.userId === userId));
}

/** Whether a team can take one more member (the plan's limit; the rules say more on their own). */
export const hasRoom = (team: DraftTeam) => team.members.length < divePlanLimits.membersPerPalanquee;

/**
 * The dive with a diver moved: out of their team if they are in one, then into the destination. They keep
 * their role, except that a guide joining a team that has one becomes a diver, and someone coming from
 * "Non placés" is a diver. A move to a full team, or to the team they are in, changes nothing. A team
 * left empty stays on the board (somewhere to drop someone) and is not saved.
 */
export function moveDiver(dive: DraftDive, userId: number, destination: Destination): DraftDive {
  const from = teamOf(dive, userId);
  const target =
    typeof destination === 'object' ? dive.teams.find((team) => team.number === destination.team) : undefined;
  if (typeof destination === 'object' && (!target || target === from || !hasRoom(target))) return dive;
  if (destination === 'unassigned' && !from) return dive;

  const previousRole: PalanqueeRole =
    from?.members.find((member) => member.userId === userId)?.role ?? 'diver';
  const role: PalanqueeRole =
    previousRole === 'guide' && target?.members.some((member) => member.role === 'guide')
      ? 'diver'
      : previousRole;
  const moved: DraftMember = { userId, role };

  const teams = dive.teams.map((team) => {
    if (team === from) return { ...team, members: team.members.filter((member) => member.userId !== userId) };
    if (team === target) return { ...team, members: [...team.members, moved] };
    return team;
  });
  const withoutDiver = { ...dive, teams };
  if (destination === 'new') return { ...withoutDiver, teams: [...teams, newTeam(dive, [moved])] };
  return withoutDiver;
}

export function addTeam(dive: DraftDive): DraftDive {
  return { ...dive, teams: [...dive.teams, newTeam(dive, [])] };
}

/** The dive without a team; its members go back to "Non placés". */
export function removeTeam(dive: DraftDive, number: number): DraftDive {
  return { ...dive, teams: dive.teams.filter((team) => team.number !== number) };
}

export function updateTeam(
  dive: DraftDive,
  number: number,
  change: Partial<Omit<DraftTeam, 'number' | 'members'>>,
): DraftDive {
  return {
    ...dive,
    teams: dive.teams.map((team) => (team.number === number ? { ...team, ...change } : team)),
  };
}

export function setMemberRole(dive: DraftDive, userId: number, role: PalanqueeRole): DraftDive {
  return {
    ...dive,
    teams: dive.teams.map((team) => ({
      ...team,
      members: team.members.map((member) => (member.userId === userId ? { ...member, role } : member)),
    })),
  };
}

/**
 * "Mêmes équipes": the dive's teams replaced by copies of another dive's (members, roles and settings,
 * the override reasons with them: the same team keeps the same reason until the dive director changes it).
 */
export function copyTeams(from: DraftDive, into: DraftDive): DraftDive {
  return {
    ...into,
    teams: from.teams
      .filter((team) => team.members.length > 0)
      .map((team) => ({ ...team, members: team.members.map((member) => ({ ...member })) })),
  };
}
