import type { ApiCall } from '@club/shared/api/contract';
import { buildPath } from '@club/shared/api/contract';
import { allCalls } from '@club/shared/api/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Column, expectedAllowed, outcomeOf } from './matrix/expected.ts';
import { type CallFixture, type CallRequest, fixtures } from './matrix/fixtures.ts';
import {
  ACTORS,
  type ActorKind,
  buildWorld,
  freshActor,
  type SignedActor,
  type World,
} from './matrix/world.ts';
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

async function multipart(data: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'photo.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

async function send(call: ApiCall, request: CallRequest, actor: SignedActor) {
  const url = buildPath(call.path, request.params ?? {});
  if (call.method === 'GET') return t.app.inject({ method: 'GET', url, headers: actor.headers });
  if (call.bodyKind === 'file') {
    const file = await multipart(world.jpeg);
    const query = new URLSearchParams(
      Object.entries(request.body ?? {}).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString();
    return t.app.inject({
      method: 'POST',
      url: query ? `${url}?${query}` : url,
      headers: { ...actor.headers, 'content-type': file.contentType },
      payload: file.payload,
    });
  }
  return t.app.inject({ method: 'POST', url, headers: actor.headers, payload: request.body ?? {} });
}

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
    const response = await send(call, request, actor);
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
