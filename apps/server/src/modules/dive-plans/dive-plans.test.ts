import type { DivePlan } from '@club/shared/api/dive-plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { autonomousPair, divePlanApi, divePlanBody, firstDive, guided } from './dive-plan-api-support.ts';

/**
 * Saving, checking, signing and recording an outing's dive plan (issue 31) through the API: every palanquée
 * is checked by the rules of the Code du sport, a palanquée breaking one is kept only with a reason, a change
 * after the signature voids it, and a device that was offline cannot overwrite what changed meanwhile.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { post, readDivePlan, scene, save } = divePlanApi(() => t);

describe('checking and signing a dive', () => {
  it('answers a N1 in a 40 m team with the rule and its article, in the reader’s language', async () => {
    const s = await scene();
    const divePlan = await save(s, [guided(s, 40), autonomousPair(s)]);
    const [deep, pair] = firstDive(divePlan).Palanquees;
    expect(deep?.Max_depth).toBe(20);
    expect(deep?.Problems.length).toBeGreaterThan(0);
    expect(deep?.Problems.map((problem) => problem.Article)).toContain('annexe III-16 b');
    expect(deep?.Members.map((member) => [member.Name, member.Role])).toEqual([
      [s.guide.name, 'guide'],
      [s.n1.name, 'diver'],
    ]);
    expect(deep?.Members[1]?.Aptitudes).toEqual(['PE12', 'PE20']);
    expect(pair?.Problems).toEqual([]);
    expect(divePlan.Roles).toMatchObject({ Boat: 'Le Mérou', Dp_id: null });
    expect(divePlan.Rescue_kit).toEqual(['oxygen', 'alert']);
    expect(firstDive(divePlan)).toMatchObject({ Spot_name: 'La Gabinière', Version: 1, Signed_by: null });

    const french = firstDive(await readDivePlan(s.outing, s.manager, 'fr')).Palanquees[0]?.Problems[0]
      ?.Message;
    const english = firstDive(await readDivePlan(s.outing, s.manager, 'en')).Palanquees[0]?.Problems[0]
      ?.Message;
    expect(french).toBeTruthy();
    expect(english).toBeTruthy();
    expect(english).not.toBe(french);
  });

  it('refuses to sign while a team breaks a rule, then signs once it is fixed or kept with a reason', async () => {
    const s = await scene();
    await save(s, [guided(s, 40), autonomousPair(s)]);
    const refused = await post('signDive', s.manager, { Outing_id: s.outing.id, Dive_index: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'palanquee_problem' });
    expect(firstDive(await readDivePlan(s.outing, s.manager)).Signed_by).toBeNull();

    const kept = await save(s, [
      guided(s, 40, { Override_reason: 'Fond à 18 m sous le bateau' }),
      autonomousPair(s),
    ]);
    expect(firstDive(kept).Palanquees[0]).toMatchObject({ Override_reason: 'Fond à 18 m sous le bateau' });
    expect(firstDive(kept).Palanquees[0]?.Problems.length).toBeGreaterThan(0);
    const signed = await post('signDive', s.manager, { Outing_id: s.outing.id, Dive_index: 1 });
    expect(signed.statusCode, signed.body).toBe(200);
    const dive = firstDive(signed.json<DivePlan>());
    expect(dive.Signed_by).toBe(s.manager.name);
    expect(Date.now() - Date.parse(dive.Signed_at ?? '')).toBeLessThan(60_000);
    expect(dive.Signature_voided_at).toBeNull();

    const fixed = await scene();
    await save(fixed, [guided(fixed, 40)]);
    expect(
      (await post('signDive', fixed.manager, { Outing_id: fixed.outing.id, Dive_index: 1 })).statusCode,
    ).toBe(409);
    await save(fixed, [guided(fixed, 20)]);
    expect(
      (await post('signDive', fixed.manager, { Outing_id: fixed.outing.id, Dive_index: 1 })).statusCode,
    ).toBe(200);
  });

  it('refuses to sign a dive without any team, and a dive that does not exist', async () => {
    const s = await scene();
    await save(s, []);
    const empty = await post('signDive', s.manager, { Outing_id: s.outing.id, Dive_index: 1 });
    expect([empty.statusCode, empty.json().error]).toEqual([409, 'palanquee_problem']);
    const missing = await post('signDive', s.manager, { Outing_id: s.outing.id, Dive_index: 2 });
    expect(missing.statusCode).toBe(404);
  });

  it('voids the signature when the teams change afterwards, not when only a duration does', async () => {
    const s = await scene();
    await save(s, [guided(s, 20), autonomousPair(s)]);
    const signed = firstDive(
      (await post('signDive', s.manager, { Outing_id: s.outing.id, Dive_index: 1 })).json(),
    );
    expect(signed.Version).toBe(2);

    const longer = firstDive(await save(s, [guided(s, 20, { Planned_duration: 50 }), autonomousPair(s)]));
    expect([longer.Signed_by, longer.Signature_voided_at, longer.Version]).toEqual([s.manager.name, null, 3]);

    const unchanged = firstDive(await save(s, [guided(s, 20, { Planned_duration: 50 }), autonomousPair(s)]));
    expect(unchanged.Version).toBe(3);

    const moved = guided(s, 20, { Planned_duration: 50 });
    moved.Members.push({ User_id: s.n2.id, Role: 'diver' });
    const pair = { ...autonomousPair(s), Members: [{ User_id: s.otherN2.id, Role: 'diver' as const }] };
    const voided = firstDive(await save(s, [moved, pair]));
    expect(voided.Signed_by).toBeNull();
    expect(voided.Signed_at).toBeNull();
    expect(Date.now() - Date.parse(voided.Signature_voided_at ?? '')).toBeLessThan(60_000);
    expect(voided.Version).toBe(4);
  });

  it('records the actual figures by team number, keeping the signature; an unknown team is bad input', async () => {
    const s = await scene();
    await save(s, [guided(s, 20), autonomousPair(s)]);
    await post('signDive', s.manager, { Outing_id: s.outing.id, Dive_index: 1 });
    const actual = {
      Number: 2,
      Entry_time: '09:05',
      Exit_time: '09:51',
      Max_depth: 18.4,
      Duration: 46,
      Stops: '3 min à 3 m',
    };
    const response = await post('recordDiveActuals', s.manager, {
      Outing_id: s.outing.id,
      Dive_index: 1,
      Base_version: 2,
      Palanquees: [actual],
    });
    expect(response.statusCode, response.body).toBe(200);
    const dive = firstDive(response.json<DivePlan>());
    expect(dive.Palanquees[1]?.Actual).toEqual({
      Entry_time: '09:05',
      Exit_time: '09:51',
      Max_depth: 18.4,
      Duration: 46,
      Stops: '3 min à 3 m',
    });
    expect(dive.Palanquees[0]?.Actual).toBeNull();
    expect([dive.Signed_by, dive.Version]).toEqual([s.manager.name, 3]);

    // A later save of the same palanquées keeps what they did.
    const resaved = firstDive(await save(s, [guided(s, 20, { Planned_duration: 50 }), autonomousPair(s)]));
    expect(resaved.Palanquees[1]?.Actual?.Exit_time).toBe('09:51');

    const unknown = await post('recordDiveActuals', s.manager, {
      Outing_id: s.outing.id,
      Dive_index: 1,
      Palanquees: [{ ...actual, Number: 7 }],
    });
    expect([unknown.statusCode, unknown.json().error]).toEqual([400, 'invalid_input']);
  });

  it('refuses a change made on an older version of the dive (409 dive_plan_changed), writing nothing', async () => {
    const s = await scene();
    await save(s, [guided(s, 20)]);
    await save(s, [guided(s, 20), autonomousPair(s)], { Base_version: 1 });
    const before = await readDivePlan(s.outing, s.manager);
    expect(firstDive(before).Version).toBe(2);

    const stale = await post('saveDivePlan', s.manager, {
      ...divePlanBody(s, [guided(s, 12)], { Base_version: 1 }),
      Roles: { Boat: 'Autre bateau' },
    });
    expect([stale.statusCode, stale.json().error]).toEqual([409, 'dive_plan_changed']);
    const staleActuals = await post('recordDiveActuals', s.manager, {
      Outing_id: s.outing.id,
      Dive_index: 1,
      Base_version: 1,
      Palanquees: [{ Number: 1, Duration: 40 }],
    });
    expect(staleActuals.statusCode).toBe(409);
    const staleSign = await post('signDive', s.manager, {
      Outing_id: s.outing.id,
      Dive_index: 1,
      Base_version: 1,
    });
    expect(staleSign.statusCode).toBe(409);
    expect(await readDivePlan(s.outing, s.manager)).toEqual(before);
  });
});
