import type { DivePlan } from '@club/shared/api/dive-plans';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { safetySheets } from '../../db/schema/dive-plans.ts';
import { autonomousPair, divePlanApi, divePlanBody, guided, type Scene } from './dive-plan-api-support.ts';

/**
 * Saving a plan never loses a dive another device added (a dive left out of `Dives` is kept), and a dive
 * goes only when the dive director removes it on purpose (`Removed_dives`), on the version they saw, and
 * never once it is signed or has started (A322-72: the sheet of a dive that happened is a record).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { post, readDivePlan, scene } = divePlanApi(() => t);

const HOUR_MS = 3_600_000;

/** Dive `index` of the scene: the guided N1 in the first, the autonomous pair in the others. */
function diveBody(s: Scene, index: number, extra: { Base_version?: number; Start?: Date } = {}) {
  const [dive] = divePlanBody(s, []).Dives;
  if (!dive) throw new Error('the body has no dive');
  const start = extra.Start ?? new Date(s.outing.startsAt.getTime() + (index - 1) * 3 * HOUR_MS);
  return {
    ...dive,
    Index: index,
    Start: start.toISOString(),
    ...(extra.Base_version === undefined ? {} : { Base_version: extra.Base_version }),
    Palanquees: [index === 1 ? guided(s, 20) : autonomousPair(s)],
  };
}

const saveBody = (s: Scene, dives: object[], removed?: object[]) => ({
  ...divePlanBody(s, []),
  Dives: dives,
  ...(removed ? { Removed_dives: removed } : {}),
});

/** Saves dives 1 and 2 (the first `firstStart` when given), as one device would. */
async function twoDives(s: Scene, firstStart?: Date) {
  const saved = await post(
    'saveDivePlan',
    s.manager,
    saveBody(s, [diveBody(s, 1, firstStart ? { Start: firstStart } : {}), diveBody(s, 2)]),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<DivePlan>();
}

const versionOf = (divePlan: DivePlan, index: number) =>
  divePlan.Dives.find((dive) => dive.Index === index)?.Version;

async function keptSafetySheet(s: Scene) {
  const [row] = await t.db
    .select()
    .from(safetySheets)
    .where(and(eq(safetySheets.clubId, s.club.id), eq(safetySheets.outingId, s.outing.id)));
  return row;
}

describe('a dive left out of a save', () => {
  it('is kept as it is: a device that did not know dive 2 changes dive 1 only', async () => {
    const s = await scene();
    const before = await twoDives(s);
    const saved = await post(
      'saveDivePlan',
      s.manager,
      saveBody(s, [{ ...diveBody(s, 1, { Base_version: versionOf(before, 1) }), Planned_duration: 50 }]),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<DivePlan>();
    expect(after.Dives.map((dive) => dive.Index)).toEqual([1, 2]);
    expect(after.Dives[0]?.Planned_duration).toBe(50);
    expect(after.Dives[1]).toEqual(before.Dives[1]);
  });

  it('is kept when the save sends no dive at all', async () => {
    const s = await scene();
    const before = await twoDives(s);
    const saved = await post('saveDivePlan', s.manager, saveBody(s, []));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<DivePlan>().Dives).toEqual(before.Dives);
  });
});

describe('removing a dive on purpose', () => {
  it('removes it on the version the dive director saw, and the kept sheet follows', async () => {
    const s = await scene();
    const before = await twoDives(s);
    const removed = await post(
      'saveDivePlan',
      s.manager,
      saveBody(s, [], [{ Index: 2, Base_version: versionOf(before, 2) }]),
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<DivePlan>().Dives).toEqual([before.Dives[0]]);
    expect((await keptSafetySheet(s))?.snapshot.dives.map((dive) => dive.index)).toEqual([1]);
  });

  it('refuses a removal decided on an older version (409 dive_plan_changed), writing nothing', async () => {
    const s = await scene();
    const seen = await twoDives(s);
    // Another device changes dive 2 meanwhile.
    const changed = await post(
      'saveDivePlan',
      s.manager,
      saveBody(s, [{ ...diveBody(s, 2, { Base_version: versionOf(seen, 2) }), Planned_duration: 30 }]),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const before = await readDivePlan(s.outing, s.manager);

    const stale = await post('saveDivePlan', s.manager, {
      ...saveBody(s, [], [{ Index: 2, Base_version: versionOf(seen, 2) }]),
      Roles: { Boat: 'Autre bateau' },
    });
    expect([stale.statusCode, stale.json().error]).toEqual([409, 'dive_plan_changed']);
    expect(await readDivePlan(s.outing, s.manager)).toEqual(before);

    // A dive another device removed already is a change too.
    const gone = await post('saveDivePlan', s.manager, saveBody(s, [], [{ Index: 3, Base_version: 1 }]));
    expect([gone.statusCode, gone.json().error]).toEqual([409, 'dive_plan_changed']);
  });

  it('refuses to remove a signed dive or one that has started (409 dive_signed), writing nothing', async () => {
    const s = await scene();
    // Dive 1 began an hour ago; dive 2 is to come, and signed.
    await twoDives(s, new Date(Date.now() - HOUR_MS));
    const signed = await post('signDive', s.manager, { Outing_id: s.outing.id, Dive_index: 2 });
    expect(signed.statusCode, signed.body).toBe(200);
    const before = signed.json<DivePlan>();
    const safetySheet = await keptSafetySheet(s);

    for (const index of [1, 2]) {
      const refused = await post('saveDivePlan', s.manager, {
        ...saveBody(s, [], [{ Index: index, Base_version: versionOf(before, index) }]),
        Roles: { Boat: 'Autre bateau' },
      });
      expect([refused.statusCode, refused.json().error]).toEqual([409, 'dive_signed']);
    }
    // Without a version ("keep my change" after a conflict) it is refused the same.
    const forced = await post('saveDivePlan', s.manager, saveBody(s, [], [{ Index: 2 }]));
    expect([forced.statusCode, forced.json().error]).toEqual([409, 'dive_signed']);

    expect(await readDivePlan(s.outing, s.manager)).toEqual(before);
    expect(await keptSafetySheet(s)).toEqual(safetySheet);
  });

  it('refuses a dive index removed twice in one save (400)', async () => {
    const s = await scene();
    const before = await twoDives(s);
    const version = versionOf(before, 2);
    const twice = await post(
      'saveDivePlan',
      s.manager,
      saveBody(
        s,
        [],
        [
          { Index: 2, Base_version: version },
          { Index: 2, Base_version: version },
        ],
      ),
    );
    expect([twice.statusCode, twice.json().error]).toEqual([400, 'invalid_input']);
  });
});

describe('a dive new on the board (Base_version 0)', () => {
  it('is created when its index is free, and refused (409) when another device created it meanwhile', async () => {
    const s = await scene();
    const seen = await twoDives(s);
    const mine = { ...diveBody(s, 3, { Base_version: 0 }), Planned_depth: 12 };
    const theirs = { ...diveBody(s, 3, { Base_version: 0 }), Planned_depth: 30 };

    const first = await post('saveDivePlan', s.manager, saveBody(s, [theirs]));
    expect(first.statusCode, first.body).toBe(200);
    const before = first.json<DivePlan>();
    expect(before.Dives.map((dive) => [dive.Index, dive.Planned_depth, dive.Version])).toEqual([
      [1, 40, versionOf(seen, 1)],
      [2, 40, versionOf(seen, 2)],
      [3, 30, 1],
    ]);

    const second = await post('saveDivePlan', s.manager, {
      ...saveBody(s, [mine]),
      Roles: { Boat: 'Autre bateau' },
    });
    expect([second.statusCode, second.json().error]).toEqual([409, 'dive_plan_changed']);
    expect(await readDivePlan(s.outing, s.manager)).toEqual(before);
  });

  it('may take the index of a dive removed by the same save; its versions go on from the removed one', async () => {
    const s = await scene();
    const before = await twoDives(s);
    const oldVersion = versionOf(before, 2) ?? 0;
    const replaced = await post(
      'saveDivePlan',
      s.manager,
      saveBody(
        s,
        [{ ...diveBody(s, 2, { Base_version: 0 }), Planned_depth: 12, Palanquees: [] }],
        [{ Index: 2, Base_version: oldVersion }],
      ),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const dive = replaced.json<DivePlan>().Dives[1];
    expect([dive?.Index, dive?.Planned_depth, dive?.Palanquees]).toEqual([2, 12, []]);
    expect(dive?.Version).toBe(oldVersion + 1);

    // A device still holding the removed dive cannot write over the new one.
    const stale = await post(
      'saveDivePlan',
      s.manager,
      saveBody(s, [diveBody(s, 2, { Base_version: oldVersion })]),
    );
    expect([stale.statusCode, stale.json().error]).toEqual([409, 'dive_plan_changed']);
  });
});
