import type { DivePlan, DiveView } from '@club/shared/api/dive-plans';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { safetySheets } from '../../db/schema/dive-plans.ts';
import {
  autonomousPair,
  divePlanApi,
  divePlanBody,
  firstDive,
  guided,
  type Person,
  type Scene,
} from './dive-plan-api-support.ts';

/**
 * A participant who leaves the outing (cancels, is removed, or is moved to the waiting list) leaves the
 * palanquées of its dives to come at once: the dive director's next save goes through, a signed dive they
 * were in is signed no more, and the kept safety sheet no longer names them there. A dive that has
 * started keeps them, as its sheet does.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { post, readDivePlan, scene, save } = divePlanApi(() => t);

const byId = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** Each palanquée of the dive as its number and its members' ids. */
const memberIds = (dive: DiveView | undefined) =>
  (dive?.Palanquees ?? []).map((palanquee) => [
    palanquee.Number,
    byId(palanquee.Members.map((member) => member.User_id)),
  ]);

/** The plan as the board holds it, sent back unchanged on the versions it read. */
function resend(s: Scene, divePlan: DivePlan) {
  return post('saveDivePlan', s.manager, {
    Outing_id: divePlan.Outing_id,
    Roles: divePlan.Roles,
    Rescue_kit: divePlan.Rescue_kit,
    Dives: divePlan.Dives.map((dive) => ({
      ...dive,
      Base_version: dive.Version,
      Palanquees: dive.Palanquees.map((palanquee) => ({
        ...palanquee,
        Members: palanquee.Members.map((member) => ({ User_id: member.User_id, Role: member.Role })),
      })),
    })),
  });
}

async function keptSafetySheet(s: Scene) {
  const [row] = await t.db
    .select()
    .from(safetySheets)
    .where(and(eq(safetySheets.clubId, s.club.id), eq(safetySheets.outingId, s.outing.id)));
  return row;
}

const namesOnSafetySheet = (safetySheet: Awaited<ReturnType<typeof keptSafetySheet>>) =>
  safetySheet?.snapshot.dives.flatMap((dive) =>
    dive.palanquees.flatMap((palanquee) => palanquee.members.map((m) => `${m.firstname} ${m.lastname}`)),
  );

/** Two dives: the N1 in the first only; the first signed. */
async function signedScene() {
  const s = await scene();
  const body = divePlanBody(s, [guided(s, 20), autonomousPair(s)]);
  const [dive] = body.Dives;
  if (!dive) throw new Error('the body has no dive');
  const second = {
    ...dive,
    Index: 2,
    Start: new Date(s.outing.startsAt.getTime() + 3 * 3_600_000).toISOString(),
    Palanquees: [autonomousPair(s)],
  };
  const saved = await post('saveDivePlan', s.manager, { ...body, Dives: [dive, second] });
  expect(saved.statusCode, saved.body).toBe(200);
  const signed = await post('signDive', s.manager, { Outing_id: s.outing.id, Dive_index: 1 });
  expect(signed.statusCode, signed.body).toBe(200);
  return { s, before: signed.json<DivePlan>() };
}

const setParticipant = (s: Scene, who: Person, status: 'removed' | 'waiting') =>
  t.app.inject({
    method: 'POST',
    url: '/api/Outings/setParticipant',
    headers: s.manager.headers,
    payload: { outing_id: s.outing.id, user_id: who.id, status },
  });

describe('a participant who leaves the outing', () => {
  it('leaves the teams when they cancel: the signature goes, the next save is taken, the sheet follows', async () => {
    const { s, before } = await signedScene();
    const [dive1, dive2] = before.Dives;
    expect(dive1?.Signed_by).toBe(s.manager.name);

    const cancelled = await t.app.inject({
      url: `/api/Outings/cancelSignUp/${s.outing.id}`,
      headers: s.n1.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const after = await readDivePlan(s.outing, s.manager);
    const [left, untouched] = after.Dives;
    expect(memberIds(left)).toEqual([
      [1, [s.guide.id]],
      [2, byId([s.n2.id, s.otherN2.id])],
    ]);
    expect(left?.Signed_by).toBeNull();
    expect(left?.Signed_at).toBeNull();
    expect(Date.now() - Date.parse(left?.Signature_voided_at ?? '')).toBeLessThan(60_000);
    expect(left?.Version).toBe((dive1?.Version ?? 0) + 1);
    // The dive they were not in is as it was.
    expect(untouched).toEqual(dive2);
    // The guide now dives alone: the palanquée shows its problem, as any the board shows.
    expect(left?.Palanquees[0]?.Problems.length).toBeGreaterThan(0);

    const resaved = await resend(s, after);
    expect(resaved.statusCode, resaved.body).toBe(200);

    const safetySheet = await keptSafetySheet(s);
    expect(namesOnSafetySheet(safetySheet)).not.toContain(s.n1.name);
    expect(namesOnSafetySheet(safetySheet)).toContain(s.guide.name);
    expect(safetySheet?.signedDives).toBe(0);
    expect(safetySheet?.snapshot.dives[0]?.signatureVoidedAt).toBe(left?.Signature_voided_at);
  });

  it('leaves the teams when the manager removes them or moves them to the waiting list; a team left empty goes', async () => {
    const { s, before } = await signedScene();
    const removed = await setParticipant(s, s.n2, 'removed');
    expect(removed.statusCode, removed.body).toBe(200);
    const waiting = await setParticipant(s, s.otherN2, 'waiting');
    expect(waiting.statusCode, waiting.body).toBe(200);

    const after = await readDivePlan(s.outing, s.manager);
    const [dive1, dive2] = after.Dives;
    expect(memberIds(dive1)).toEqual([[1, byId([s.guide.id, s.n1.id])]]);
    expect(memberIds(dive2)).toEqual([]);
    expect(dive1?.Signed_by).toBeNull();
    expect(dive1?.Version).toBe((before.Dives[0]?.Version ?? 0) + 2);
    // Unsigned, the second dive has nothing to void, but a device that read it before must reload.
    expect(dive2?.Signature_voided_at).toBeNull();
    expect(dive2?.Version).toBe((before.Dives[1]?.Version ?? 0) + 2);
    const stale = await resend(s, before);
    expect([stale.statusCode, stale.json().error]).toEqual([409, 'dive_plan_changed']);

    expect((await resend(s, after)).statusCode).toBe(200);
    const names = namesOnSafetySheet(await keptSafetySheet(s));
    expect(names).not.toContain(s.n2.name);
    expect(names).not.toContain(s.otherN2.name);
  });

  it('stays in the teams of a dive that has started: that dive and its sheet stay as they were', async () => {
    const s = await scene();
    const body = divePlanBody(s, [guided(s, 20), autonomousPair(s)]);
    const [dive] = body.Dives;
    if (!dive) throw new Error('the body has no dive');
    const began = { ...dive, Start: new Date(Date.now() - 3_600_000).toISOString() };
    const toCome = { ...dive, Index: 2, Palanquees: [guided(s, 20)] };
    const saved = await post('saveDivePlan', s.manager, { ...body, Dives: [began, toCome] });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = saved.json<DivePlan>();
    const safetySheetBefore = await keptSafetySheet(s);

    const cancelled = await t.app.inject({
      url: `/api/Outings/cancelSignUp/${s.outing.id}`,
      headers: s.n1.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const after = await readDivePlan(s.outing, s.manager);
    expect(after.Dives[0]).toEqual(before.Dives[0]);
    expect(memberIds(after.Dives[1])).toEqual([[1, [s.guide.id]]]);
    const safetySheet = await keptSafetySheet(s);
    expect(safetySheet?.snapshot.dives[0]).toEqual(safetySheetBefore?.snapshot.dives[0]);
    expect(namesOnSafetySheet(safetySheet)).toContain(s.n1.name);

    // The board sends the dive that happened with them: it is taken.
    const resaved = await resend(s, after);
    expect(resaved.statusCode, resaved.body).toBe(200);
    expect(memberIds(resaved.json<DivePlan>().Dives[0])).toEqual(memberIds(before.Dives[0]));
  });

  it('changes nothing of a plan they are not in', async () => {
    const s = await scene();
    await save(s, [guided(s, 20)]);
    const signed = await post('signDive', s.manager, { Outing_id: s.outing.id, Dive_index: 1 });
    expect(signed.statusCode, signed.body).toBe(200);
    const safetySheetBefore = await keptSafetySheet(s);

    expect((await setParticipant(s, s.n2, 'waiting')).statusCode).toBe(200);
    expect((await setParticipant(s, s.otherN2, 'removed')).statusCode).toBe(200);
    expect(firstDive(await readDivePlan(s.outing, s.manager))).toEqual(firstDive(signed.json<DivePlan>()));
    expect(await keptSafetySheet(s)).toEqual(safetySheetBefore);
  });
});
