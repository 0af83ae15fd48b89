import path from 'node:path';
import type { DivePlan } from '@club/shared/api/dive-plans';
import type { Outing } from '@club/shared/api/outings';
import { checkPalanquee } from '@club/shared/domain/palanquee-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createLocalFileStore } from '../../platform/files/storage.ts';
import { DEMO_MANAGER } from '../../seed/demo-accounts.ts';
import { seedDemoWhenEmpty } from '../../seed/run.ts';

/**
 * "Propose" on the demo's boat day, as its dive director would press it on the seeded club: every palanquée
 * it makes is lawful by the same rules the board shows, and whoever it leaves out is listed with why.
 */

const host = 'demo.localhost:3000';
let t: TestApp;
let token: string;
let outing: Outing;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoWhenEmpty(t.db, createLocalFileStore(path.join(t.dataDir, 'files')))).toBe(true);
  token = await signIn(t.app, host, DEMO_MANAGER);
  const club = (await t.app.inject({ url: '/api/Clubs/getClubByAlias/demo', headers: { host } })).json<{
    Id: number;
  }>();
  const outings = (
    await t.app.inject({ url: `/api/Outings/getOutings/${club.Id}/0`, headers: { host } })
  ).json<Outing[]>();
  const boatDay = outings.find(
    (candidate) => candidate.Title === 'Journée bateau : Vaisseau et Grand Langoustier',
  );
  if (!boatDay) throw new Error('the demo has its boat day');
  outing = boatDay;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('proposing on the demo club', () => {
  it('gives only lawful teams, and lists each diver it leaves out with a reason', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/Outings/proposeDivePlan',
      headers: { host, authorization: `Bearer ${token}`, 'accept-language': 'fr' },
      payload: { Outing_id: outing.Id },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const divePlan = answer.json<DivePlan>();

    expect(divePlan.Dives.length).toBeGreaterThan(0);
    const placed = new Set<number>();
    for (const dive of divePlan.Dives) {
      expect(dive.Palanquees.length, `dive ${dive.Index}`).toBeGreaterThan(0);
      for (const palanquee of dive.Palanquees) {
        expect(palanquee.Problems, `dive ${dive.Index}, team ${palanquee.Number}`).toEqual([]);
        expect(palanquee.Planned_depth).toBeLessThanOrEqual(palanquee.Max_depth);
        // The answer's own figures agree with the shared rules the board runs.
        const check = checkPalanquee({
          activity: palanquee.Activity,
          autonomous: palanquee.Autonomous,
          gas: palanquee.Gas,
          plannedDepthM: palanquee.Planned_depth,
          members: palanquee.Members.map((member) => {
            const wishes = divePlan.Divers.find((diver) => diver.User_id === member.User_id);
            return {
              role: member.Role,
              aptitudes: member.Aptitudes,
              minor: member.Minor,
              beginner: member.Aptitudes.length === 0,
              ...(wishes?.Training_toward ? { trainingToward: wishes.Training_toward } : {}),
            };
          }),
        });
        expect(check.problems).toEqual([]);
        expect(check.maxDepthM).toBe(palanquee.Max_depth);
        for (const member of palanquee.Members) placed.add(member.User_id);
      }
    }
    for (const left of divePlan.Unassigned) expect(left.Reason.trim(), `${left.Name}`).not.toBe('');
    // Every confirmed diver is either in a palanquée of the first dive or listed with why.
    const firstDive = divePlan.Dives[0];
    const inFirstDive = new Set(
      firstDive?.Palanquees.flatMap((palanquee) => palanquee.Members.map((m) => m.User_id)),
    );
    for (const diver of divePlan.Divers) {
      const listed = divePlan.Unassigned.some(
        (left) => left.Dive_index === 1 && left.User_id === diver.User_id,
      );
      expect(inFirstDive.has(diver.User_id) || listed, diver.Name).toBe(true);
    }
  });
});
