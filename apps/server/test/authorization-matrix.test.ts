import { allCalls } from '@club/shared/api/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWrite, keyOf } from './matrix/expected.ts';
import { fixtures } from './matrix/fixtures.ts';
import { matrixFailures } from './matrix/run.ts';
import { buildWorld, type World } from './matrix/world.ts';
import { writeAccess } from './matrix/write-access.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The authorization matrix: every call of the shared contract, made by each kind of person on club
 * A's site, on a row of club A and on a row of club B, must be let in or refused exactly as expected.
 * What a write expects is written by hand in `matrix/write-access.ts`, so a call declared with a
 * wrong `access` fails here; a read's comes from its `access`. `matrix/fixtures.ts` (from each area's `matrix/*-fixtures.ts`) gives a valid
 * request of each call, and a call without one fails here.
 */
let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
}, 60_000);
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('has a fixture for every call of the contract, and none for a call that is gone', () => {
    const keys = new Set(allCalls.map(keyOf));
    expect(allCalls.map(keyOf).filter((key) => !(key in fixtures))).toEqual([]);
    expect(Object.keys(fixtures).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('says by hand who may make every write call, and only for writes', () => {
    const writes = new Set(allCalls.filter(isWrite).map(keyOf));
    expect([...writes].filter((key) => !(key in writeAccess))).toEqual([]);
    expect(Object.keys(writeAccess).filter((key) => !writes.has(key))).toEqual([]);
    // One place says who may write: a write's fixture carries no exception of its own.
    const exceptions = [...writes].filter(
      (key) => fixtures[key]?.ownRefused !== undefined || fixtures[key]?.foreignAllowed !== undefined,
    );
    expect(exceptions).toEqual([]);
  });

  it.each(allCalls.map((call) => [keyOf(call), call] as const))('%s', async (_key, call) => {
    const fixture = fixtures[keyOf(call)];
    if (!fixture)
      throw new Error(`No fixture for ${keyOf(call)}: add one to its area's test/matrix/*-fixtures.ts`);
    expect(await matrixFailures(world, call, fixture)).toEqual([]);
  });
});
