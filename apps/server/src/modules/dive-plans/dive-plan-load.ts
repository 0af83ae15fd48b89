import { dayIn } from '@club/shared/domain/diver-file';
import { isDivingOuting } from '@club/shared/domain/outings';
import type { Executor } from '../../platform/data/db.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { loadMemberDiverFiles, type MemberDiverFile } from '../diver-files/papers-of.ts';
import { findSignUpPaperRules, type SignUpPaperRules } from '../diver-files/sign-up-papers.ts';
import { listOutingSpots } from '../outing-details/queries.ts';
import type { DivePlanOuting } from './editor-access.ts';
import {
  type DivePlanParticipantRow,
  type DivePlanSpotRow,
  type DiveRow,
  findRoles,
  listDivePlanParticipants,
  listDives,
  listPalanqueeMembers,
  listPalanquees,
  listSpotsByIds,
  type PalanqueeMemberRow,
  type PalanqueeRow,
  type RolesRow,
} from './queries.ts';

/** An outing's dive plan as stored, with everyone it names, read once for a call. */

export interface LoadedPalanquee {
  row: PalanqueeRow;
  members: PalanqueeMemberRow[];
}

export interface LoadedDive {
  row: DiveRow;
  palanquees: LoadedPalanquee[];
}

export interface LoadedDivePlan {
  club: ClubRow;
  outing: DivePlanOuting;
  /** The outing's day in the club's time zone (`YYYY-MM-DD`): who is a minor is told on it. */
  day: string;
  roles: RolesRow | null;
  dives: LoadedDive[];
  /** Confirmed and waiting participants, in arrival order. */
  participants: DivePlanParticipantRow[];
  /** The outing's spots in the manager's order. */
  outingSpots: DivePlanSpotRow[];
  /** Spots by id: the outing's and those its dives name. */
  spots: Map<number, DivePlanSpotRow>;
  /**
   * Everyone the plan names (participants, palanquée members, role holders) with their papers, by user id.
   */
  people: Map<number, MemberDiverFile>;
  /** Which papers the club checks: the board warns of those that will not cover the day. */
  paperRules: SignUpPaperRules;
}

export const confirmedOf = (divePlan: LoadedDivePlan) =>
  divePlan.participants.filter((participant) => participant.status === 'confirmed');

export const participantOf = (divePlan: LoadedDivePlan, userId: number) =>
  divePlan.participants.find((participant) => participant.userId === userId) ?? null;

export const fullName = (person: { firstname: string; lastname: string }) =>
  `${person.firstname} ${person.lastname}`.trim();

/** The name of someone the plan names; null for nobody (or someone who left the club). */
export function nameIn(divePlan: LoadedDivePlan, userId: number | null | undefined): string | null {
  const person = userId == null ? undefined : divePlan.people.get(userId);
  return person ? fullName(person) : null;
}

/** Whether the dive director wrote down anything of what the palanquée actually did. */
export const hasActual = ({ row }: LoadedPalanquee) =>
  row.entryTime !== null ||
  row.exitTime !== null ||
  row.maxDepth !== null ||
  row.duration !== null ||
  !!row.stops;

/** The plan as it counts: an outing that does not dive has no dives, whatever rows remain. */
export const asStored = (divePlan: LoadedDivePlan): LoadedDivePlan =>
  isDivingOuting(divePlan.outing.kind) ? divePlan : { ...divePlan, dives: [] };

export async function loadDivePlan(
  db: Executor,
  club: ClubRow,
  outing: DivePlanOuting,
): Promise<LoadedDivePlan> {
  // One after the other: inside a write's transaction they share one connection.
  const roles = await findRoles(db, club.id, outing.id);
  const diveRows = await listDives(db, club.id, outing.id);
  const participants = await listDivePlanParticipants(db, club.id, outing.id);
  const outingSpotRows = await listOutingSpots(db, club.id, [outing.id]);
  const paperRules = await findSignUpPaperRules(db, club.id);
  const palanqueeRows = await listPalanquees(
    db,
    club.id,
    diveRows.map((dive) => dive.id),
  );
  const memberRows = await listPalanqueeMembers(
    db,
    club.id,
    palanqueeRows.map((palanquee) => palanquee.id),
  );
  const dives = diveRows.map((row) => ({
    row,
    palanquees: palanqueeRows
      .filter((palanquee) => palanquee.diveId === row.id)
      .map((palanquee) => ({
        row: palanquee,
        members: memberRows.filter((member) => member.palanqueeId === palanquee.id),
      })),
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
    ...[roles?.diveDirectorUserId, roles?.pilotUserId, roles?.surfaceUserId].filter(
      (id): id is number => id != null,
    ),
  ]);
  const people = new Map(
    (await loadMemberDiverFiles(db, club.id, [...peopleIds])).map((person) => [person.userId, person]),
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
