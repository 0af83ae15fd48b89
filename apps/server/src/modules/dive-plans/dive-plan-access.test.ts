import type { DivePlan } from '@club/shared/api/dive-plans';
import { ROLE } from '@club/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClub, buildOuting } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { autonomousPair, divePlanApi, divePlanBody, firstDive, guided } from './dive-plan-api-support.ts';
import { addOutingSpot, addParticipants } from './dive-plan-test-support.ts';

/**
 * What an outing's dive plan may hold, and who writes and reads it (issue 31): the club's managers and
 * the outing's dive director write; another member reads only their own palanquée; another club's
 * manager does not see the outing at all.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { person, post, readDivePlan, scene, save } = divePlanApi(() => t);

describe('what a plan may hold', () => {
  it('answers bad input clearly: a member twice, two teams of one number, two dives of one index, a spot or a role from elsewhere', async () => {
    const s = await scene();
    const elsewhere = await buildClub(t.db);
    const outsider = await person(elsewhere, 'ffessm_n2');
    const otherOuting = await buildOuting(t.db, s.club);
    const otherSpot = await addOutingSpot(t.db, otherOuting, 'Pointe du Vaisseau');
    const twice = { ...autonomousPair(s), Members: [{ User_id: s.n1.id, Role: 'diver' as const }] };
    const cases: [string, object][] = [
      ['in two places', divePlanBody(s, [guided(s, 20), twice])],
      ['numbered 1', divePlanBody(s, [guided(s, 20), { ...autonomousPair(s), Number: 1 }])],
      [
        'index 1',
        { ...divePlanBody(s, []), Dives: [...divePlanBody(s, []).Dives, ...divePlanBody(s, []).Dives] },
      ],
      [
        'Spot_id',
        { ...divePlanBody(s, []), Dives: [{ ...divePlanBody(s, []).Dives[0], Spot_id: otherSpot.id }] },
      ],
      ['Roles', { ...divePlanBody(s, []), Roles: { Pilot_id: outsider.id } }],
    ];
    for (const [message, body] of cases) {
      const response = await post('saveDivePlan', s.manager, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json(), message).toMatchObject({
        error: 'invalid_input',
        message: expect.stringContaining(message),
      });
    }
    expect((await readDivePlan(s.outing, s.manager)).Dives).toEqual([]);
  });

  it('places only confirmed participants (409 not_a_participant)', async () => {
    const s = await scene();
    const waiting = await person(s.club, 'ffessm_n2');
    await addParticipants(t.db, s.outing, [waiting], 'waiting');
    for (const member of [s.stranger, waiting]) {
      const palanquee = {
        ...autonomousPair(s),
        Members: [
          { User_id: s.n2.id, Role: 'diver' as const },
          { User_id: member.id, Role: 'diver' as const },
        ],
      };
      const response = await post('saveDivePlan', s.manager, divePlanBody(s, [palanquee]));
      expect([response.statusCode, response.json().error]).toEqual([409, 'not_a_participant']);
    }
  });

  it('gives an outing that does not dive no dives, and refuses dives on it', async () => {
    const club = await buildClub(t.db);
    const manager = await person(club, null, { role: ROLE.manager });
    const outing = await buildOuting(t.db, club, { kind: 'social' });
    expect((await readDivePlan(outing, manager)).Dives).toEqual([]);
    const response = await post('saveDivePlan', manager, {
      Outing_id: outing.id,
      Roles: {},
      Dives: [
        {
          Index: 1,
          Start: outing.startsAt.toISOString(),
          Activity: 'exploration',
          Planned_depth: 20,
          Planned_duration: 45,
        },
      ],
    });
    expect([response.statusCode, response.json().error]).toEqual([400, 'invalid_input']);
  });
});

describe('who writes and who reads', () => {
  it('lets the outing’s dive director write without being a manager; other members get 403 on every write', async () => {
    const s = await scene();
    await save(s, [guided(s, 20), autonomousPair(s)]);
    const writes: [string, object][] = [
      ['saveDivePlan', divePlanBody(s, [guided(s, 20)])],
      ['proposeDivePlan', { Outing_id: s.outing.id }],
      ['signDive', { Outing_id: s.outing.id, Dive_index: 1 }],
      [
        'recordDiveActuals',
        { Outing_id: s.outing.id, Dive_index: 1, Palanquees: [{ Number: 1, Duration: 40 }] },
      ],
    ];
    for (const [call, body] of writes) {
      const response = await post(call, s.guide, body);
      expect([call, response.statusCode, response.json().error]).toEqual([call, 403, 'forbidden']);
    }
    expect(firstDive(await readDivePlan(s.outing, s.manager)).Palanquees).toHaveLength(2);

    await save(s, [guided(s, 20), autonomousPair(s)], { Dp_id: s.guide.id });
    const byDiveDirector = await post(
      'saveDivePlan',
      s.guide,
      divePlanBody(s, [autonomousPair(s)], { Dp_id: s.guide.id }),
    );
    expect(byDiveDirector.statusCode, byDiveDirector.body).toBe(200);
    expect(byDiveDirector.json<DivePlan>().Can_edit).toBe(true);
    const signed = await post('signDive', s.guide, { Outing_id: s.outing.id, Dive_index: 1 });
    expect(firstDive(signed.json()).Signed_by).toBe(s.guide.name);
  });

  it('hides the outing from another club’s manager (404 on every call)', async () => {
    const s = await scene();
    await save(s, [guided(s, 20)]);
    const elsewhere = await buildClub(t.db);
    const otherManager = await person(elsewhere, 'ffessm_mf2', { role: ROLE.manager });
    const calls: [string, object][] = [
      ['saveDivePlan', divePlanBody(s, [])],
      ['proposeDivePlan', { Outing_id: s.outing.id }],
      ['signDive', { Outing_id: s.outing.id, Dive_index: 1 }],
      ['recordDiveActuals', { Outing_id: s.outing.id, Dive_index: 1, Palanquees: [] }],
      ['setDiveWishes', { Outing_id: s.outing.id, Intent: 'explore' }],
    ];
    for (const [call, body] of calls) {
      expect([call, (await post(call, otherManager, body)).statusCode]).toEqual([call, 404]);
    }
    const read = await t.app.inject({
      url: `/api/Outings/getDivePlan/${s.outing.id}`,
      headers: otherManager.headers,
    });
    expect(read.statusCode).toBe(404);
    expect(firstDive(await readDivePlan(s.outing, s.manager)).Palanquees).toHaveLength(1);
  });

  it('shows a member only the palanquée they are in, and no one else’s wishes', async () => {
    const s = await scene();
    await save(s, [guided(s, 20), autonomousPair(s)], { Dp_id: s.guide.id });
    const mine = await readDivePlan(s.outing, s.n2);
    expect(mine.Can_edit).toBe(false);
    expect(firstDive(mine).Palanquees.map((palanquee) => palanquee.Number)).toEqual([2]);
    expect([mine.Divers, mine.Unassigned]).toEqual([[], []]);
    expect(mine.Roles).toMatchObject({ Dp_id: s.guide.id, Dp_name: s.guide.name, Boat: 'Le Mérou' });
    expect(mine.My_wishes).toEqual({
      Intent: 'explore',
      Training_toward: null,
      Gas: 'air',
      Buddy_id: null,
      Tank_litres: null,
    });
    const outsider = await readDivePlan(s.outing, s.stranger);
    expect(firstDive(outsider).Palanquees).toEqual([]);
    expect(outsider.My_wishes).toBeNull();
  });
});
