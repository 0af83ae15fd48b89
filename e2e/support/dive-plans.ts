import type { APIRequestContext } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { expect } from './person.ts';
import { demoApi } from './walk-routes.ts';

/**
 * Outings of the dive director's day (issue 31) made through the API as the demo's manager, so that a
 * spec's palanquées never depend on what other specs sign up for. Only demo members who cannot sign in
 * dive in them (Marin, Léa and Tom belong to the other specs), and their papers are left as they are.
 */

export const manager = { email: 'manager@demo.localhost', password: 'demo-manager-2026' };

/** The demo's members by level (apps/server/seed-data/demo-people.ts, src/seed/demo-papers.ts). */
export const divers = {
  /** FFESSM N4: GP, PE-60, PA-60. */
  julien: { email: 'julien@demo.localhost', name: 'Julien Castel' },
  /** FFESSM N5: GP, PE-60, PA-60. */
  agnes: { email: 'agnes@demo.localhost', name: 'Agnès Morel' },
  /** MF1: E3, GP, PE-60, PA-60. */
  pierre: { email: 'pierre@demo.localhost', name: 'Pierre Lambert' },
  /** FFESSM N2: PE-40, PA-20. */
  nicolas: { email: 'nicolas@demo.localhost', name: 'Nicolas Roux' },
  /** A PADI card the manager read as PE-40 and PA-20; her medical certificate ran out two weeks ago. */
  sofia: { email: 'sofia@demo.localhost', name: 'Sofia Lindqvist' },
  /** Initiateur: E1, PE-40, PA-20. */
  hugo: { email: 'hugo@demo.localhost', name: 'Hugo Marchetti' },
  /** FFESSM N1: PE-20 only. */
  camille: { email: 'camille@demo.localhost', name: 'Camille Fabre' },
} as const;
export type DiverKey = keyof typeof divers;

/** Why the manager takes a diver whose papers the club would refuse (kept with the sign-up). */
const PAPERS_REASON = 'Certificat médical neuf vu au club, copie à venir';

export interface Actual {
  Entry_time: string | null;
  Exit_time: string | null;
  Max_depth: number | null;
  Duration: number | null;
  Stops: string;
}

/** What the specs read of getDivePlan (packages/shared/src/api/dive-plans.ts). */
export interface DivePlanRead {
  Roles: {
    Dp_id: number | null;
    Dp_name: string | null;
    Pilot_id: number | null;
    Surface_id: number | null;
    Boat: string;
  };
  Rescue_kit: string[];
  Dives: {
    Index: number;
    Version: number;
    Spot_id: number | null;
    Start: string;
    Activity: string;
    Gas: string;
    Planned_depth: number;
    Planned_duration: number;
    Signed_by: string | null;
    Signed_at: string | null;
    Palanquees: {
      Number: number;
      Planned_depth: number;
      Members: { User_id: number; Name: string; Role: string }[];
      Problems: { Rule: string; Article: string; Message: string }[];
      Override_reason: string | null;
      Actual: Actual | null;
    }[];
  }[];
  /** The confirmed participants with what they asked for at sign-up (read by the outing's editors). */
  Divers: {
    User_id: number;
    Name: string;
    Intent: string;
    Training_toward: string | null;
    Gas: string;
    Buddy_id: number | null;
    Tank_litres: number | null;
    Wishes_given: boolean;
  }[];
}

export interface DivePalanquee {
  depth: number;
  guide: DiverKey;
  divers: DiverKey[];
}

/** The manager's API session on the demo club, with its members' ids. */
export interface ManagerSession {
  api: APIRequestContext;
  headers: { authorization: string };
  managerId: number;
  idOf(diver: DiverKey): number;
}

async function read<T>(answer: Promise<{ ok(): boolean; status(): number; text(): Promise<string> }>) {
  const response = await answer;
  const body = await response.text();
  expect(response.ok(), `${response.status()} ${body}`).toBe(true);
  return JSON.parse(body) as T;
}

export async function managerSession(): Promise<ManagerSession> {
  const api = await demoApi(E2E_PORT);
  const { token } = await read<{ token: string }>(api.post('/api/Users/connection/', { data: manager }));
  const headers = { authorization: `Bearer ${token}` };
  const club = await read<{ Id: number }>(api.get('/api/Clubs/getClubByAlias/demo'));
  const members = await read<{ Id: number; Email: string }[]>(
    api.get(`/api/Users/getAllUsersByClub/${club.Id}`, { headers }),
  );
  const me = await read<{ Id: number }>(api.get('/api/Users/getUserDetailsByToken', { headers }));
  const idByEmail = new Map(members.map((member) => [member.Email, member.Id]));
  return {
    api,
    headers,
    managerId: me.Id,
    idOf(diver) {
      const id = idByEmail.get(divers[diver].email);
      if (id === undefined) throw new Error(`the demo club has ${divers[diver].email}`);
      return id;
    },
  };
}

export interface DiveDayOuting {
  outingId: number;
  title: string;
  /** The dive's start, ISO. */
  start: string;
}

/**
 * A boat dive `daysAhead` days from now on the Donator wreck, directed by the manager, with `who`
 * confirmed (a reason given where their papers would refuse them) and one dive at `depth` m planned for
 * 40 min, its palanquées `palanquees` (none: left for "Proposer").
 */
export async function diveDayOuting(
  session: ManagerSession,
  divePlan: {
    title: string;
    daysAhead: number;
    who: DiverKey[];
    depth: number;
    palanquees?: DivePalanquee[];
  },
): Promise<DiveDayOuting> {
  const { api, headers } = session;
  const club = await read<{ Id: number }>(api.get('/api/Clubs/getClubByAlias/demo'));
  const spots = await read<{ Id: number; Name: string }[]>(api.get(`/api/Spots/getSpotsByClub/${club.Id}`));
  const wreck = spots.find((spot) => spot.Name === 'Épave du Donator');
  if (!wreck) throw new Error('the demo club has the Donator wreck');
  // 08:30 in Paris, whatever the season: the day's noon UTC less the offset Paris has that day.
  const day = new Date(Date.now() + divePlan.daysAhead * 86_400_000);
  const start = new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 8, 30) - parisOffsetMs(day),
  );
  const hours = (count: number) => new Date(start.getTime() + count * 3_600_000).toISOString();
  const outing = await read<{ Id: number }>(
    api.post('/api/Outings/createOuting', {
      headers,
      data: {
        Kind: 'boat_dive',
        Start: start.toISOString(),
        End: hours(4),
        Deadline: hours(-15),
        Seats: 12,
        Spot_ids: [wreck.Id],
        Meeting_point: 'Port de Port-Cros, ponton B',
        Contents: [{ Language_key: 'fr', Title: divePlan.title }],
      },
    }),
  );
  for (const diver of divePlan.who) await confirmParticipant(session, outing.Id, session.idOf(diver));
  const diveStart = hours(0.5);
  await read(
    api.post('/api/Outings/saveDivePlan', {
      headers,
      data: {
        Outing_id: outing.Id,
        Roles: { Dp_id: session.managerId, Pilot_id: null, Surface_id: null, Boat: 'Le Mérou II' },
        Rescue_kit: ['rescue_plan', 'alert', 'oxygen', 'bavu'],
        Dives: [
          {
            Index: 1,
            Spot_id: wreck.Id,
            Start: diveStart,
            Activity: 'exploration',
            Gas: 'air',
            Planned_depth: divePlan.depth,
            Planned_duration: 40,
            Palanquees: (divePlan.palanquees ?? []).map((palanquee, index) => ({
              Number: index + 1,
              Planned_depth: palanquee.depth,
              Planned_duration: 40,
              Members: [
                { User_id: session.idOf(palanquee.guide), Role: 'guide' },
                ...palanquee.divers.map((diver) => ({ User_id: session.idOf(diver), Role: 'diver' })),
              ],
            })),
          },
        ],
      },
    }),
  );
  return { outingId: outing.Id, title: divePlan.title, start: diveStart };
}

/** The manager confirms `userId` on the outing, with a reason where their papers would refuse them. */
export async function confirmParticipant(
  session: ManagerSession,
  outingId: number,
  userId: number,
): Promise<void> {
  const confirm = (reason?: string) =>
    session.api.post('/api/Outings/setParticipant', {
      headers: session.headers,
      data: { outing_id: outingId, user_id: userId, status: 'confirmed', reason },
    });
  const answer = await confirm();
  if (answer.status() === 409) await read(confirm(PAPERS_REASON));
  else expect(answer.ok(), await answer.text()).toBe(true);
}

/** The id of the demo club's member signing in with `email` (one of those who sign in: Marin, Léa, Tom). */
export async function memberIdOf(session: ManagerSession, email: string): Promise<number> {
  const club = await read<{ Id: number }>(session.api.get('/api/Clubs/getClubByAlias/demo'));
  const members = await read<{ Id: number; Email: string }[]>(
    session.api.get(`/api/Users/getAllUsersByClub/${club.Id}`, { headers: session.headers }),
  );
  const member = members.find((candidate) => candidate.Email === email);
  if (!member) throw new Error(`the demo club has ${email}`);
  return member.Id;
}

/** A palanquée by its members' ids, its guide first. */
export interface PalanqueeOfIds {
  depth: number;
  guideId: number;
  diverIds: number[];
}

/**
 * The manager puts the first dive's palanquées to `palanquees`, the roles, the rescue kit and the dive's
 * own figures kept as they are; answers the plan as saved.
 */
export async function placePalanquees(
  session: ManagerSession,
  outingId: number,
  palanquees: PalanqueeOfIds[],
): Promise<DivePlanRead> {
  const divePlan = await divePlanOf(session, outingId);
  const dive = divePlan.Dives.find((each) => each.Index === 1);
  if (!dive) throw new Error('the outing has a first dive');
  const { Pilot_id, Surface_id, Boat, Dp_id } = divePlan.Roles;
  return read<DivePlanRead>(
    session.api.post('/api/Outings/saveDivePlan', {
      headers: session.headers,
      data: {
        Outing_id: outingId,
        Roles: { Dp_id, Pilot_id, Surface_id, Boat },
        Rescue_kit: divePlan.Rescue_kit,
        Dives: [
          {
            Index: dive.Index,
            Spot_id: dive.Spot_id,
            Start: dive.Start,
            Activity: dive.Activity,
            Gas: dive.Gas,
            Planned_depth: dive.Planned_depth,
            Planned_duration: dive.Planned_duration,
            Base_version: dive.Version,
            Palanquees: palanquees.map((palanquee, index) => ({
              Number: index + 1,
              Planned_depth: palanquee.depth,
              Planned_duration: dive.Planned_duration,
              Members: [
                { User_id: palanquee.guideId, Role: 'guide' },
                ...palanquee.diverIds.map((id) => ({ User_id: id, Role: 'diver' })),
              ],
            })),
          },
        ],
      },
    }),
  );
}

/** Paris's offset from UTC on `day` (one or two hours). */
function parisOffsetMs(day: Date): number {
  const noon = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 12));
  const parisNoon = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(noon);
  return (Number(parisNoon) - 12) * 3_600_000;
}

export async function divePlanOf(session: ManagerSession, outingId: number): Promise<DivePlanRead> {
  return read<DivePlanRead>(
    session.api.get(`/api/Outings/getDivePlan/${outingId}`, { headers: session.headers }),
  );
}

export async function deleteOuting(session: ManagerSession, outingId: number): Promise<void> {
  await session.api.get(`/api/Outings/deleteOuting/${outingId}`, { headers: session.headers });
}
