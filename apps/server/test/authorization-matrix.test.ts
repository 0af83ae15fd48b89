import type { ApiCall } from '@club/shared/api/contract';
import { allCalls } from '@club/shared/api/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Column, expectedAllowed, outcomeOf } from './matrix/expected.ts';
import { type CallFixture, fixtures } from './matrix/fixtures.ts';
import { sendCall } from './matrix/send.ts';
import { ACTORS, type ActorKind, buildWorld, freshActor, type World } from './matrix/world.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The authorization matrix: every call of the shared contract, made by each kind of person on club
 * A's site, on a row of club A and on a row of club B, must be let in or refused exactly as its
 * access rule says. The expected set comes from `call.access`; `matrix/fixtures.ts` gives a valid
 * request of each call, and a call without one fails here.
 */
let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
}, 60_000);
afterAll(() => t.close());

const keyOf = (call: ApiCall) => `${call.method} ${call.path}`;

interface Cell {
  actor: ActorKind;
  status: number;
  body: string;
}

async function runColumn(call: ApiCall, fixture: CallFixture, column: Column): Promise<Cell[]> {
  const side = column === 'own' ? world.a : world.b;
  const cells: Cell[] = [];
  for (const kind of ACTORS) {
    const actor = fixture.freshActor ? await freshActor(world, kind) : world.actors[kind];
    const request = await fixture.build({ world, side, actor });
    const response = await sendCall(world, call, request, actor);
    cells.push({ actor: kind, status: response.statusCode, body: response.body.slice(0, 200) });
  }
  return cells;
}

function check(call: ApiCall, fixture: CallFixture, column: Column, cells: Cell[]) {
  const expected = expectedAllowed(call, fixture, column);
  const wrong = cells.filter((cell) => {
    const outcome = outcomeOf(cell.status, fixture, column);
    return outcome !== (expected.has(cell.actor) ? 'allowed' : 'refused');
  });
  const lines = wrong.map(
    (cell) =>
      `${cell.actor}: expected ${expected.has(cell.actor) ? 'allowed' : 'refused'}, got ${cell.status} ${cell.body}`,
  );
  expect(lines, `${keyOf(call)} on ${column === 'own' ? "this club's" : "another club's"} row`).toEqual([]);
}

describe('authorization matrix', () => {
  it('has a fixture for every call of the contract, and none for a call that is gone', () => {
    const keys = new Set(allCalls.map(keyOf));
    expect(allCalls.map(keyOf).filter((key) => !(key in fixtures))).toEqual([]);
    expect(Object.keys(fixtures).filter((key) => !keys.has(key))).toEqual([]);
  });

  it.each(allCalls.map((call) => [keyOf(call), call] as const))('%s', async (_key, call) => {
    const fixture = fixtures[keyOf(call)];
    if (!fixture) throw new Error(`No fixture for ${keyOf(call)}: add one to test/matrix/fixtures.ts`);
    check(call, fixture, 'own', await runColumn(call, fixture, 'own'));
    if (fixture.rows) check(call, fixture, 'foreign', await runColumn(call, fixture, 'foreign'));
  });
});
