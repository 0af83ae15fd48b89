import { buildMember, type UserRow } from '../factories.ts';
import type { ActorKind, ClubSide, SignedActor, World } from './world.ts';

/** What a fixture of the authorization matrix is, and the small builders the fixtures of every area share. */

/** One request of the matrix: path parameters, body fields, and whether a picture file is sent. */
export interface CallRequest {
  params?: Record<string, string | number>;
  body?: Record<string, unknown>;
  file?: boolean;
}

export interface FixtureContext {
  world: World;
  /** The club whose row the request names: club A (own row) or club B (another club's row). */
  side: ClubSide;
  actor: SignedActor;
}

export interface CallFixture {
  /** Whether the request names a row of a club; if not, the "another club's row" column is skipped. */
  rows: boolean;
  /** Builds a valid request; called once per actor and club, so calls that change rows get fresh ones. */
  build(context: FixtureContext): Promise<CallRequest> | CallRequest;
  /** The call ends or changes the caller's own account: each actor makes it from a new account of its kind. */
  freshActor?: boolean;
  /**
   * A read: who may make it on another club's row; nobody unless said (the row is hidden). A write's
   * is said in write-access.ts.
   */
  foreignAllowed?: readonly ActorKind[];
  /**
   * A read: who its access rule lets in but it still refuses on this club's row (why is said where
   * set). A write's is said in write-access.ts.
   */
  ownRefused?: readonly ActorKind[];
  /**
   * Who makes the call in the tests that make it once, as someone allowed (call-effects.test.ts): by
   * default the least its access rule lets in; set for a call a rule of its own narrows further (a
   * dive plan is written by the club's managers and the outing's dive director, not any member).
   */
  caller?: ActorKind;
  /** Statuses an allowed request may answer besides 2xx/3xx (why is said where it is set). */
  allowedStatuses?: readonly number[];
  /** Statuses that also mean "refused" for another club's row, e.g. 400 for a body naming it. */
  refusedStatuses?: readonly number[];
}

/** A fixture of a call that names no row of a club. */
export const noRow = (build: CallFixture['build'], extra: Partial<CallFixture> = {}): CallFixture => ({
  rows: false,
  build,
  ...extra,
});
/** A fixture of a call that names a row of the side's club. */
export const row = (build: CallFixture['build'], extra: Partial<CallFixture> = {}): CallFixture => ({
  rows: true,
  build,
  ...extra,
});

/** The row's author: the caller when they belong to that club, else the club's member. */
export function author({ side, actor }: FixtureContext): UserRow {
  return actor.user && actor.user.clubId === side.club.id ? actor.user : side.member;
}

export const freshMember = ({ world, side }: FixtureContext) => buildMember(world.t.db, side.club);
export const clubParam = ({ side }: FixtureContext) => ({ params: { clubId: side.club.id } });

export const notAMember: Partial<CallFixture> = { ownRefused: ['superAdministrator'] };

export const profile = {
  Lastname: 'Martin',
  Firstname: 'Camille',
  Nickname: null,
  Country_id: null,
  Gender: null,
  Birthdate: null,
  Practice_type: 4,
  Organism: null,
  Diving_level: null,
};
