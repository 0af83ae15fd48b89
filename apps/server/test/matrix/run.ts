import type { ApiCall } from '@club/shared/api/contract';
import { type Column, expectedAllowed, keyOf, outcomeOf } from './expected.ts';
import type { CallFixture } from './fixtures.ts';
import { sendCall } from './send.ts';
import { ACTORS, type ActorKind, freshActor, type World } from './world.ts';

export interface Cell {
  actor: ActorKind;
  status: number;
  body: string;
}

/** Makes the call as each kind of person on club A's site, on a row of club A (own) or club B (foreign). */
export async function runColumn(
  world: World,
  call: ApiCall,
  fixture: CallFixture,
  column: Column,
): Promise<Cell[]> {
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

/** The answers that differ from what is expected, one line each: none when the call keeps its rule. */
export function wrongCells(call: ApiCall, fixture: CallFixture, column: Column, cells: Cell[]): string[] {
  const expected = expectedAllowed(call, fixture, column);
  return cells
    .filter((cell) => {
      const outcome = outcomeOf(cell.status, fixture, column);
      return outcome !== (expected.has(cell.actor) ? 'allowed' : 'refused');
    })
    .map(
      (cell) =>
        `${cell.actor}: expected ${expected.has(cell.actor) ? 'allowed' : 'refused'}, got ${cell.status} ${cell.body}`,
    );
}

/** Every wrong answer of the call, on this club's row and (when it names one) another club's. */
export async function matrixFailures(world: World, call: ApiCall, fixture: CallFixture): Promise<string[]> {
  const own = wrongCells(call, fixture, 'own', await runColumn(world, call, fixture, 'own'));
  if (!fixture.rows) return own.map((line) => `${keyOf(call)} on this club's row: ${line}`);
  const foreign = wrongCells(call, fixture, 'foreign', await runColumn(world, call, fixture, 'foreign'));
  return [
    ...own.map((line) => `${keyOf(call)} on this club's row: ${line}`),
    ...foreign.map((line) => `${keyOf(call)} on another club's row: ${line}`),
  ];
}
