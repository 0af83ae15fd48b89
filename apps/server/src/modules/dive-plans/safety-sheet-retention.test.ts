import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { safetySheets } from '../../db/schema/dive-plans.ts';
import { autonomousPair, divePlanApi, divePlanBody, guided, type Scene } from './dive-plan-api-support.ts';

/**
 * The kept safety sheet when the dive director removes the dives of the plan (A322-72: a sheet is kept
 * a year after its dive): a signed dive, or one that has begun, cannot be removed and its sheet stays;
 * a sheet signed once, its signature voided since, stays as last written; only the draft of an outing
 * still to come goes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { post, readDivePlan, scene } = divePlanApi(() => t);

const DAY_MS = 86_400_000;

async function keptSafetySheet(s: Scene) {
  const [row] = await t.db
    .select()
    .from(safetySheets)
    .where(and(eq(safetySheets.clubId, s.club.id), eq(safetySheets.outingId, s.outing.id)));
  return row;
}

/** Saves the scene's plan: one dive starting at `start`, the guided N1 and the autonomous pair. */
async function saveDivePlanStarting(s: Scene, start: Date) {
  const body = divePlanBody(s, [guided(s, 20), autonomousPair(s)]);
  const dives = body.Dives.map((dive) => ({ ...dive, Start: start.toISOString() }));
  const saved = await post('saveDivePlan', s.manager, { ...body, Dives: dives });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function sign(s: Scene) {
  const signed = await post('signDive', s.manager, { Outing_id: s.outing.id, Dive_index: 1 });
  expect(signed.statusCode, signed.body).toBe(200);
}

/** Asks to remove every dive of the plan, on the versions stored. */
async function removeEveryDive(s: Scene) {
  const divePlan = await readDivePlan(s.outing, s.manager);
  const removed = divePlan.Dives.map((dive) => ({ Index: dive.Index, Base_version: dive.Version }));
  return post('saveDivePlan', s.manager, { ...divePlanBody(s, []), Dives: [], Removed_dives: removed });
}

async function deleteEveryDive(s: Scene) {
  const emptied = await removeEveryDive(s);
  expect(emptied.statusCode, emptied.body).toBe(200);
  expect(emptied.json().Dives).toEqual([]);
}

async function refuseToRemove(s: Scene) {
  const refused = await removeEveryDive(s);
  expect([refused.statusCode, refused.json().error]).toEqual([409, 'dive_signed']);
}

describe('removing every dive of a plan', () => {
  it('lets the draft sheet of an outing to come go', async () => {
    const s = await scene();
    await saveDivePlanStarting(s, s.outing.startsAt);
    expect(await keptSafetySheet(s)).toBeDefined();
    await deleteEveryDive(s);
    expect(await keptSafetySheet(s)).toBeUndefined();
  });

  it('refuses to remove a signed dive, whose sheet stays as it was signed', async () => {
    const s = await scene();
    await saveDivePlanStarting(s, s.outing.startsAt);
    await sign(s);
    const signed = await keptSafetySheet(s);
    expect(signed?.signedDives).toBe(1);
    await refuseToRemove(s);
    expect(await keptSafetySheet(s)).toEqual(signed);
  });

  it('keeps the sheet of a dive signed once, its signature voided since', async () => {
    const s = await scene();
    await saveDivePlanStarting(s, s.outing.startsAt);
    await sign(s);
    const changed = await post('saveDivePlan', s.manager, divePlanBody(s, [guided(s, 20)]));
    expect(changed.statusCode, changed.body).toBe(200);
    const voided = await keptSafetySheet(s);
    expect(voided?.signedDives).toBe(0);
    expect(voided?.snapshot.dives[0]?.signatureVoidedAt).not.toBeNull();
    await deleteEveryDive(s);
    expect(await keptSafetySheet(s)).toEqual(voided);
  });

  it('refuses to remove a dive already made, signed or not, whose sheet stays', async () => {
    const s = await scene();
    await saveDivePlanStarting(s, new Date(Date.now() - 2 * DAY_MS));
    const past = await keptSafetySheet(s);
    expect(past?.signedDives).toBe(0);
    await refuseToRemove(s);
    expect(await keptSafetySheet(s)).toEqual(past);
  });
});
