import type { Access } from '@club/shared/api/contract';
import { deleteNews } from '@club/shared/api/news';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedByAccess, keyOf, outcomeOf } from './matrix/expected.ts';
import { type CallFixture, fixtures } from './matrix/fixtures.ts';
import { runColumn, wrongCells } from './matrix/run.ts';
import { buildWorld, type World } from './matrix/world.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The matrix checks the contract, not only the server. The pipeline alone enforces a call's `access`
 * (no service checks it again), so a call declared with a wrong one lets the wrong people in: the
 * matrix must fail it, which it can only do because what it expects of a write is written by hand.
 */
let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
}, 60_000);
afterAll(() => t.close());

/** Runs `work` while the contract declares `call` with `access`, as a slip in packages/shared would. */
async function declaredAs<T>(call: { access: Access }, access: Access, work: () => Promise<T>): Promise<T> {
  const declared = call.access;
  // The server's route holds the contract's own object, so this is what it enforces.
  call.access = access;
  try {
    return await work();
  } finally {
    call.access = declared;
  }
}

describe('a write call declared with a wrong access', () => {
  it("fails the matrix: deleting the club's news declared open to members", async () => {
    const fixture = fixtures[keyOf(deleteNews)] as CallFixture;
    const cells = await declaredAs(deleteNews, 'member', () => runColumn(world, deleteNews, fixture, 'own'));

    // The server now lets a member delete the club's news...
    const allowed = cells.filter((cell) => outcomeOf(cell.status, fixture, 'own') === 'allowed');
    expect(allowed.map((cell) => cell.actor)).toEqual(['member', 'manager', 'superAdministrator']);
    // ...which an expectation read from the declaration would have passed,
    expect(allowed.map((cell) => cell.actor)).toEqual(allowedByAccess.member);
    // but the matrix, reading the hand-written table, fails.
    expect(wrongCells(deleteNews, fixture, 'own', cells)).toEqual([
      expect.stringMatching(/^member: expected refused, got 200/),
    ]);
  });

  it('passes the matrix as declared', async () => {
    const fixture = fixtures[keyOf(deleteNews)] as CallFixture;
    const cells = await runColumn(world, deleteNews, fixture, 'own');
    expect(wrongCells(deleteNews, fixture, 'own', cells)).toEqual([]);
  });
});
