import type { Access, ApiCall } from '@club/shared/api/contract';
import type { CallFixture } from './fixtures.ts';
import { ACTORS, type ActorKind } from './world.ts';
import { writeAccess } from './write-access.ts';

/** `METHOD path`, the key of a call in the fixtures and in the write-access table. */
export const keyOf = (call: ApiCall) => `${call.method} ${call.path}`;

/** A call that may change something: anything but a read. Who may make it is written by hand. */
export const isWrite = (call: ApiCall) => call.effect !== 'read' && call.effect !== 'cachedRead';

/**
 * Who may make a read on a row of this club, from its access rule. The other club's people are
 * never let in on this club's site: their token was issued for their own club's host.
 */
export const allowedByAccess: Record<Access, readonly ActorKind[]> = {
  public: ACTORS,
  member: ['member', 'manager', 'superAdministrator'],
  manager: ['manager', 'superAdministrator'],
  superAdministrator: ['superAdministrator'],
};

export type Column = 'own' | 'foreign';

/**
 * The exact set of people who may make the call, for this club's row or another club's row: for a
 * write, as the hand-written table says (whatever the contract declares); for a read, from its access
 * rule and the fixture's exceptions.
 */
export function expectedAllowed(call: ApiCall, fixture: CallFixture, column: Column): ReadonlySet<ActorKind> {
  if (isWrite(call)) {
    const written = writeAccess[keyOf(call)];
    if (!written) throw new Error(`${keyOf(call)} writes: say who may make it in matrix/write-access.ts`);
    return new Set(column === 'own' ? written.own : (written.foreign ?? []));
  }
  const byAccess = allowedByAccess[call.access];
  if (column === 'own') return new Set(byAccess.filter((actor) => !fixture.ownRefused?.includes(actor)));
  return new Set((fixture.foreignAllowed ?? []).filter((actor) => byAccess.includes(actor)));
}

export type Outcome = 'allowed' | 'refused' | 'unexpected';

/**
 * How an answer reads. Allowed: a success (or a status the fixture names). Refused: 401 or 403, or
 * 404 for another club's row (its existence is hidden), or a status the fixture names for it.
 */
export function outcomeOf(status: number, fixture: CallFixture, column: Column): Outcome {
  if (status >= 500) return 'unexpected';
  if (status === 401 || status === 403) return 'refused';
  if (column === 'foreign' && (status === 404 || fixture.refusedStatuses?.includes(status))) return 'refused';
  if (status < 400 || fixture.allowedStatuses?.includes(status)) return 'allowed';
  return 'unexpected';
}
