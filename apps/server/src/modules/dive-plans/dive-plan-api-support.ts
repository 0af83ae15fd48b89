import type { DivePlan, PalanqueeInput } from '@club/shared/api/dive-plans';
import { ROLE } from '@club/shared/constants';
import { expect } from 'vitest';
import {
  buildClub,
  buildOuting,
  type ClubRow,
  hostOf,
  type OutingRow,
  signIn,
} from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { addOutingSpot, addParticipants, buildDiver } from './dive-plan-test-support.ts';

/** The dive plan calls as the tests make them, and the scene most of them play on. */

export interface Person {
  id: number;
  name: string;
  headers: Record<string, string>;
}

export type Scene = Awaited<ReturnType<ReturnType<typeof divePlanApi>['scene']>>;

export const guided = (s: Scene, depth: number, extra: Partial<PalanqueeInput> = {}): PalanqueeInput => ({
  Number: 1,
  Planned_depth: depth,
  Planned_duration: 45,
  Members: [
    { User_id: s.guide.id, Role: 'guide' },
    { User_id: s.n1.id, Role: 'diver' },
  ],
  ...extra,
});

export const autonomousPair = (s: Scene): PalanqueeInput => ({
  Number: 2,
  Autonomous: true,
  Planned_depth: 20,
  Planned_duration: 45,
  Members: [
    { User_id: s.n2.id, Role: 'diver' },
    { User_id: s.otherN2.id, Role: 'diver' },
  ],
});

export function divePlanBody(
  s: Scene,
  palanquees: PalanqueeInput[],
  extra: { Base_version?: number; Dp_id?: number } = {},
) {
  return {
    Outing_id: s.outing.id,
    Roles: { Dp_id: extra.Dp_id ?? null, Boat: 'Le Mérou' },
    Rescue_kit: ['oxygen', 'alert'],
    Dives: [
      {
        Index: 1,
        Spot_id: s.spot.id,
        Start: s.outing.startsAt.toISOString(),
        Activity: 'exploration',
        Planned_depth: 40,
        Planned_duration: 45,
        ...(extra.Base_version === undefined ? {} : { Base_version: extra.Base_version }),
        Palanquees: palanquees,
      },
    ],
  };
}

export const firstDive = (divePlan: DivePlan) => {
  const dive = divePlan.Dives[0];
  if (!dive) throw new Error('the plan has no dive');
  return dive;
};

/** The calls of the test file whose app `current` gives (made in its `beforeAll`). */
export function divePlanApi(current: () => TestApp) {
  async function person(club: ClubRow, level: string | null, fields: Parameters<typeof buildDiver>[3] = {}) {
    const t = current();
    const user = await buildDiver(t.db, club, level, fields);
    const token = await signIn(t.app, hostOf(club), user);
    return {
      id: user.id,
      name: `${user.firstname} ${user.lastname}`,
      headers: { host: hostOf(club), authorization: `Bearer ${token}` },
    };
  }

  const post = (call: string, who: Person, payload: object, language = 'fr') =>
    current().app.inject({
      method: 'POST',
      url: `/api/Outings/${call}`,
      headers: { ...who.headers, 'accept-language': language },
      payload,
    });

  async function readDivePlan(outing: OutingRow, who: Person, language = 'fr'): Promise<DivePlan> {
    const response = await current().app.inject({
      url: `/api/Outings/getDivePlan/${outing.id}`,
      headers: { ...who.headers, 'accept-language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DivePlan>();
  }

  /** A boat dive at La Gabinière with its manager, a N4 guide, a N1, two N2 and a member not signed up. */
  async function scene() {
    const t = current();
    const club = await buildClub(t.db);
    const manager = await person(club, 'ffessm_mf2', { role: ROLE.manager });
    const outing = await buildOuting(t.db, club, { title: 'Gabinière' });
    const spot = await addOutingSpot(t.db, outing, 'La Gabinière');
    const guide = await person(club, 'ffessm_n4');
    const n1 = await person(club, 'ffessm_n1');
    const n2 = await person(club, 'ffessm_n2');
    const otherN2 = await person(club, 'ffessm_n2');
    const stranger = await person(club, 'ffessm_n3');
    await addParticipants(t.db, outing, [guide, n1, n2, otherN2]);
    return { club, manager, outing, spot, guide, n1, n2, otherN2, stranger };
  }

  /** Saves the scene's plan with these palanquées (as its manager unless said), expecting it to be taken. */
  async function save(
    s: Scene,
    palanquees: PalanqueeInput[],
    extra: Parameters<typeof divePlanBody>[2] = {},
    who?: Person,
  ) {
    const response = await post('saveDivePlan', who ?? s.manager, divePlanBody(s, palanquees, extra));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DivePlan>();
  }

  return { person, post, readDivePlan, scene, save };
}
