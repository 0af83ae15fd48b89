import type { DivePlan, DiveWishes } from '@club/shared/api/dive-plans';
import { ROLE } from '@club/shared/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClub, buildOuting, type OutingRow } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { diveWishes, safetySheets } from '../../db/schema/dive-plans.ts';
import { divePlanApi, type Person } from './dive-plan-api-support.ts';
import { addOutingSpot, addParticipants } from './dive-plan-test-support.ts';

/**
 * "Propose" on a realistic boat (issue 31), the members' wishes it reads, and the safety sheet kept
 * after every write, also once the outing is deleted.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { person, post, readDivePlan } = divePlanApi(() => t);

function wish(who: Person, outing: OutingRow, wishes: Partial<DiveWishes>) {
  return post('setDiveWishes', who, { Outing_id: outing.id, Intent: 'explore', ...wishes });
}

/**
 * A Saturday boat as a club fills it: a N5 directing, two instructors, a guide, explorers from N1 to
 * N3, a N1 training toward PE-40, a baptism, a minor N2, and a N3 wanting a PA-60 training: the two
 * instructors are taken by the first trainee and the baptism, so nobody is left to teach him.
 */
async function boat() {
  const club = await buildClub(t.db);
  const manager = await person(club, null, { role: ROLE.manager });
  const outing = await buildOuting(t.db, club, { title: 'Samedi bateau' });
  const spot = await addOutingSpot(t.db, outing, 'La Gabinière');
  await addOutingSpot(t.db, outing, 'Pointe du Vaisseau', 1);
  const diveDirector = await person(club, 'ffessm_n5');
  const mf1 = await person(club, 'ffessm_mf1');
  const initiateur = await person(club, 'ffessm_initiateur');
  const guide = await person(club, 'ffessm_n4');
  const explorers = [
    await person(club, 'ffessm_n3'),
    await person(club, 'ffessm_n3'),
    await person(club, 'ffessm_n2'),
    await person(club, 'ffessm_n2'),
    await person(club, 'ffessm_n1'),
    await person(club, 'ffessm_n1'),
  ];
  const trainee = await person(club, 'ffessm_n1');
  const baptism = await person(club, null);
  const minor = await person(club, 'ffessm_n2', { birthdate: `${new Date().getUTCFullYear() - 15}-03-01` });
  const towardPa60 = await person(club, 'ffessm_n3');
  const everyone = [diveDirector, mf1, initiateur, guide, ...explorers, trainee, baptism, minor, towardPa60];
  await addParticipants(t.db, outing, everyone);
  expect((await wish(trainee, outing, { Intent: 'train', Training_toward: 'PE40' })).statusCode).toBe(200);
  expect((await wish(baptism, outing, { Intent: 'baptism' })).statusCode).toBe(200);
  expect((await wish(towardPa60, outing, { Intent: 'train', Training_toward: 'PA60' })).statusCode).toBe(200);
  const saved = await post('saveDivePlan', manager, {
    Outing_id: outing.id,
    Roles: { Dp_id: diveDirector.id },
    Dives: [],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { club, manager, outing, spot, diveDirector, towardPa60, everyone };
}

describe('propose', () => {
  it('makes only lawful teams and lists who it could not place with why; the dive director stays on the surface', async () => {
    const b = await boat();
    const response = await post('proposeDivePlan', b.manager, { Outing_id: b.outing.id });
    expect(response.statusCode, response.body).toBe(200);
    const divePlan = response.json<DivePlan>();
    expect(divePlan.Dives).toHaveLength(1);
    const dive = divePlan.Dives[0] as DivePlan['Dives'][number];
    // The outing had no dive: the first one is made from it.
    expect(dive).toMatchObject({
      Index: 1,
      Spot_id: b.spot.id,
      Start: b.outing.startsAt.toISOString(),
      Activity: 'exploration',
      Gas: 'air',
      Planned_depth: 20,
      Planned_duration: 45,
    });
    expect(dive.Palanquees.length).toBeGreaterThanOrEqual(3);
    for (const palanquee of dive.Palanquees) {
      expect(palanquee.Problems, `palanquée ${palanquee.Number}`).toEqual([]);
      expect(palanquee.Members.length).toBeGreaterThanOrEqual(2);
    }
    const placed = dive.Palanquees.flatMap((palanquee) => palanquee.Members.map((member) => member.User_id));
    expect(new Set(placed).size).toBe(placed.length);
    const unassigned = new Map(divePlan.Unassigned.map((entry) => [entry.User_id, entry.Reason]));
    for (const diver of b.everyone) {
      expect(placed.includes(diver.id) !== unassigned.has(diver.id), diver.name).toBe(true);
    }
    expect(unassigned.get(b.diveDirector.id)).toBe('Directeur de plongée : reste en surface');
    expect(unassigned.get(b.towardPa60.id)).toMatch(/encadrant E\d/);
    for (const reason of unassigned.values()) expect(reason).not.toBe('');

    const english = await readDivePlan(b.outing, b.manager, 'en');
    const reason = english.Unassigned.find((entry) => entry.User_id === b.towardPa60.id)?.Reason;
    expect(reason).toMatch(/instructor/);
  });

  it('skips signed dives, refuses one asked by its index, and places nobody on an outing that does not dive', async () => {
    const b = await boat();
    await post('proposeDivePlan', b.manager, { Outing_id: b.outing.id });
    const signed = await post('signDive', b.manager, { Outing_id: b.outing.id, Dive_index: 1 });
    expect(signed.statusCode, signed.body).toBe(200);
    const before = (signed.json() as DivePlan).Dives[0];

    const again = await post('proposeDivePlan', b.manager, { Outing_id: b.outing.id });
    expect(again.statusCode).toBe(200);
    expect(again.json<DivePlan>().Dives[0]).toEqual(before);
    const asked = await post('proposeDivePlan', b.manager, { Outing_id: b.outing.id, Dive_index: 1 });
    expect([asked.statusCode, asked.json().error]).toEqual([409, 'dive_signed']);

    const social = await buildOuting(t.db, b.club, { kind: 'social' });
    const refused = await post('proposeDivePlan', b.manager, { Outing_id: social.id });
    expect([refused.statusCode, refused.json().error]).toEqual([400, 'invalid_input']);
  });
});

describe('dive wishes', () => {
  it('keeps what a signed-up member wants; the board shows it to the editors with who gave none', async () => {
    const club = await buildClub(t.db);
    const manager = await person(club, null, { role: ROLE.manager });
    const outing = await buildOuting(t.db, club);
    const diver = await person(club, 'ffessm_n2');
    const buddy = await person(club, 'ffessm_n2');
    const silent = await person(club, 'ffessm_n1');
    await addParticipants(t.db, outing, [diver, silent]);
    await addParticipants(t.db, outing, [buddy], 'waiting');

    const response = await wish(diver, outing, { Gas: 'nitrox', Buddy_id: buddy.id, Tank_litres: 15 });
    expect(response.statusCode, response.body).toBe(200);
    const wishes = {
      Intent: 'explore',
      Training_toward: null,
      Gas: 'nitrox',
      Buddy_id: buddy.id,
      Tank_litres: 15,
    };
    expect(response.json()).toEqual(wishes);
    expect((await readDivePlan(outing, diver)).My_wishes).toEqual(wishes);
    const board = await readDivePlan(outing, manager);
    expect(board.Divers.map((entry) => [entry.User_id, entry.Wishes_given, entry.Gas])).toEqual([
      [diver.id, true, 'nitrox'],
      [silent.id, false, 'air'],
    ]);

    // Wishes go with the sign-up.
    const cancelled = await t.app.inject({
      url: `/api/Outings/cancelSignUp/${outing.id}`,
      headers: diver.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await t.db.select().from(diveWishes).where(eq(diveWishes.outingId, outing.id))).toEqual([]);
  });

  it('refuses wishes from a member not signed up, for a buddy not signed up, and a training without its aim', async () => {
    const club = await buildClub(t.db);
    const outing = await buildOuting(t.db, club);
    const diver = await person(club, 'ffessm_n2');
    const other = await person(club, 'ffessm_n2');
    await addParticipants(t.db, outing, [diver]);
    const notSignedUp = await wish(other, outing, {});
    expect([notSignedUp.statusCode, notSignedUp.json().error]).toEqual([409, 'not_a_participant']);
    const social = await buildOuting(t.db, club, { kind: 'social' });
    await addParticipants(t.db, social, [other]);
    expect((await wish(other, social, {})).statusCode).toBe(409);
    for (const wishes of [{ Buddy_id: other.id }, { Buddy_id: diver.id }, { Intent: 'train' as const }]) {
      const response = await wish(diver, outing, wishes);
      expect([response.statusCode, response.json().error]).toEqual([400, 'invalid_input']);
    }
  });
});

describe('the kept safety sheet', () => {
  it('is rewritten after every write and outlives the outing', async () => {
    const b = await boat();
    await post('proposeDivePlan', b.manager, { Outing_id: b.outing.id });
    await post('signDive', b.manager, { Outing_id: b.outing.id, Dive_index: 1 });
    const safetySheetOf = async () => {
      const [row] = await t.db
        .select()
        .from(safetySheets)
        .where(and(eq(safetySheets.clubId, b.club.id), eq(safetySheets.outingId, b.outing.id)));
      return row;
    };
    const safetySheet = await safetySheetOf();
    const divePlan = await readDivePlan(b.outing, b.manager);
    const placed = new Set(
      divePlan.Dives[0]?.Palanquees.flatMap((palanquee) => palanquee.Members.map((m) => m.User_id)),
    );
    expect(safetySheet).toMatchObject({
      title: 'Samedi bateau',
      site: 'La Gabinière',
      diveDirectorName: b.diveDirector.name,
      dives: 1,
      signedDives: 1,
      divers: placed.size,
    });
    expect(safetySheet?.snapshot.dives[0]?.signedBy).toBe(b.manager.name);
    expect(safetySheet?.snapshot.dives[0]?.site).toMatchObject({ name: 'La Gabinière', latitude: 43.0048 });
    const names = safetySheet?.snapshot.dives[0]?.palanquees.flatMap((palanquee) =>
      palanquee.members.map((m) => `${m.firstname} ${m.lastname}`),
    );
    expect(names?.sort()).toEqual(
      b.everyone
        .filter((diver) => placed.has(diver.id))
        .map((diver) => diver.name)
        .sort(),
    );
    // Aptitudes as the federation writes them, the highest of each family: a N3 reads PE-60, PA-60.
    const aptitudes = safetySheet?.snapshot.dives[0]?.palanquees.flatMap((palanquee) =>
      palanquee.members.map((m) => m.aptitudes),
    );
    expect(aptitudes).toContainEqual(['PE-60', 'PA-60']);
    for (const label of aptitudes?.flat() ?? []) expect(label).toMatch(/^(P[EAN]-(\d+|C)|GP|E[1-4])$/);

    const deleted = await t.app.inject({
      url: `/api/Outings/deleteOuting/${b.outing.id}`,
      headers: b.manager.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await safetySheetOf()).toEqual(safetySheet);
  });
});
