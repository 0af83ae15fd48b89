import { dayIn } from '@club/shared/domain/diver-papers';
import { isDivingOuting } from '@club/shared/domain/outings';
import type { Executor } from '../../platform/data/db.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { loadMemberPapers, type MemberPapers } from '../diver-files/papers-of.ts';
import { findSignUpPaperRules, type SignUpPaperRules } from '../diver-files/sign-up-papers.ts';
import { listOutingSpots } from '../outing-details/queries.ts';
import type { PlanOuting } from './editor-access.ts';
import {
  type DiveRow,
  findRoles,
  listDives,
  listPalanqueeMembers,
  listPalanquees,
  listPlanParticipants,
  listSpotsByIds,
  type PalanqueeMemberRow,
  type PalanqueeRow,
  type PlanParticipantRow,
  type PlanSpotRow,
  type RolesRow,
} from './queries.ts';

/** An outing's dive plan as stored, with everyone it names, read once for a call. */

export interface LoadedTeam {
  row: PalanqueeRow;
  members: PalanqueeMemberRow[];
}

export interface LoadedDive {
  row: DiveRow;
  teams: LoadedTeam[];
}

export interface LoadedPlan {
  club: ClubRow;
  outing: PlanOuting;
  /** The outing's day in the club's time zone (`YYYY-MM-DD`): who is a minor is told on it. */
  day: string;
  roles: RolesRow | null;
  dives: LoadedDive[];
  /** Confirmed and waiting participants, in arrival order. */
  participants: PlanParticipantRow[];
  /** The outing's spots in the manager's order. */
  outingSpots: PlanSpotRow[];
  /** Spots by id: the outing's and those its dives name. */
  spots: Map<number, PlanSpotRow>;
  /** Everyone the plan names (participants, team members, role holders) with their papers, by user id. */
  people: Map<number, MemberPapers>;
  /** Which papers the club checks: the board warns of those that will not cover the day. */
  paperRules: SignUpPaperRules;
}

export const confirmedOf = (plan: LoadedPlan) =>
  plan.participants.filter((participant) => participant.status === 'confirmed');

export const participantOf = (plan: LoadedPlan, userId: number) =>
  plan.participants.find((participant) => participant.userId === userId) ?? null;

export const fullName = (person: { firstname: string; lastname: string }) =>
  `${person.firstname} ${person.lastname}`.trim();

/** The name of someone the plan names; null for nobody (or someone who left the club). */
export function nameIn(plan: LoadedPlan, userId: number | null | undefined): string | null {
  const person = userId == null ? undefined : plan.people.get(userId);
  return person ? fullName(person) : null;
}

/** Whether the dive director wrote down anything of what the team actually did. */
export const hasActual = ({ row }: LoadedTeam) =>
  row.entryTime !== null ||
  row.exitTime !== null ||
  row.maxDepth !== null ||
  row.duration !== null ||
  !!row.stops;

/** The plan as it counts: an outing that does not dive has no dives, whatever rows remain. */
export const asStored = (plan: LoadedPlan): LoadedPlan =>
  isDivingOuting(plan.outing.kind) ? plan : { ...plan, dives: [] };

export async function loadPlan(db: Executor, club: ClubRow, outing: PlanOuting): Promise<LoadedPlan> {
  // One after the other: inside a write's transaction they share one connection.
  const roles = await findRoles(db, club.id, outing.id);
  const diveRows = await listDives(db, club.id, outing.id);
  const participants = await listPlanParticipants(db, club.id, outing.id);
  const outingSpotRows = await listOutingSpots(db, club.id, [outing.id]);
  const paperRules = await findSignUpPaperRules(db, club.id);
  const teamRows = await listPalanquees(
    db,
    club.id,
    diveRows.map((dive) => dive.id),
  );
  const memberRows = await listPalanqueeMembers(
    db,
    club.id,
    teamRows.map((team) => team.id),
  );
  const dives = diveRows.map((row) => ({
    row,
    teams: teamRows
      .filter((team) => team.diveId === row.id)
      .map((team) => ({ row: team, members: memberRows.filter((member) => member.palanqueeId === team.id) })),
  }));

  const outingSpots = outingSpotRows.map(({ spotId, name, latitude, longitude }) => ({
    id: spotId,
    name,
    latitude,
    longitude,
  }));
  const spots = new Map(outingSpots.map((spot) => [spot.id, spot]));
  const missingSpots = diveRows.flatMap((dive) =>
    dive.spotId !== null && !spots.has(dive.spotId) ? [dive.spotId] : [],
  );
  for (const spot of await listSpotsByIds(db, club.id, missingSpots)) spots.set(spot.id, spot);

  const peopleIds = new Set<number>([
    ...participants.map((participant) => participant.userId),
    ...memberRows.map((member) => member.userId),
    ...[roles?.dpUserId, roles?.pilotUserId, roles?.surfaceUserId].filter((id): id is number => id != null),
  ]);
  const people = new Map(
    (await loadMemberPapers(db, club.id, [...peopleIds])).map((person) => [person.userId, person]),
  );
  return {
    club,
    outing,
    day: dayIn(club.timeZone, outing.startsAt),
    roles,
    dives,
    participants,
    outingSpots,
    spots,
    people,
    paperRules,
  };
}
