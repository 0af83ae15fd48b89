import { buildOuting } from '../factories.ts';
import type { CallFixture, FixtureContext } from './call-fixture.ts';

/** A new outing of the club whose row the request names: each request gets its own. */
const freshOuting = ({ world, side }: FixtureContext) => buildOuting(world.t.db, side.club);
const outingParam = async (context: FixtureContext) => ({ params: { id: (await freshOuting(context)).id } });
/** An outing that does not dive: signing up for it checks no papers (sign-up.test.ts checks them). */
const freshSocialOuting = ({ world, side }: FixtureContext) =>
  buildOuting(world.t.db, side.club, { kind: 'social' });

/** A valid outing of the side's club, on its spot: a spot of another club is refused as invalid input. */
function outingBody({ side }: FixtureContext) {
  const start = Date.now() + 7 * 86_400_000;
  return {
    Kind: 'boat_dive',
    Start: new Date(start).toISOString(),
    End: new Date(start + 3 * 3_600_000).toISOString(),
    Deadline: new Date(start - 86_400_000).toISOString(),
    Seats: 6,
    Spot_ids: [side.spot.id],
    Contents: [{ Language_key: 'fr', Title: 'Sortie aux Moines' }],
  };
}

/** The outings calls of the authorization matrix (issue 14). */
export const outingFixtures: Record<string, CallFixture> = {
  'GET /api/Outings/getOutings/{clubId}/{page}': {
    rows: true,
    build: ({ side }) => ({ params: { clubId: side.club.id, page: 0 } }),
  },
  'GET /api/Outings/getOuting/{id}': { rows: true, build: outingParam },
  // The super administrator, in no club, has no outings of their own: an empty list.
  'GET /api/Outings/getMyOutings': { rows: false, build: () => ({}) },
  'POST /api/Outings/createOuting': {
    rows: true,
    build: (context) => ({ body: outingBody(context) }),
    refusedStatuses: [400],
  },
  'POST /api/Outings/editOuting': {
    rows: true,
    build: async (context) => ({ body: { ...outingBody(context), Id: (await freshOuting(context)).id } }),
    refusedStatuses: [400],
  },
  'GET /api/Outings/deleteOuting/{id}': { rows: true, build: outingParam },
  'GET /api/Outings/signUp/{id}': {
    rows: true,
    build: async (context) => ({ params: { id: (await freshSocialOuting(context)).id } }),
  },
  'GET /api/Outings/cancelSignUp/{id}': { rows: true, build: outingParam },
  'GET /api/Outings/getParticipants/{id}': { rows: true, build: outingParam },
  'POST /api/Outings/setParticipant': {
    rows: true,
    build: async (context) => ({
      body: {
        outing_id: (await freshSocialOuting(context)).id,
        user_id: context.side.member.id,
        status: 'confirmed',
      },
    }),
  },
  'GET /api/Outings/exportParticipants/{id}': { rows: true, build: outingParam },
  'POST /api/Outings/messageParticipants': {
    rows: true,
    build: async (context) => ({ body: { outing_id: (await freshOuting(context)).id, message: 'À demain' } }),
  },
  'GET /api/Outings/getCalendar/{clubId}': {
    rows: true,
    build: ({ side }) => ({ params: { clubId: side.club.id } }),
  },
  'GET /api/Outings/getOutingCalendarFile/{id}': { rows: true, build: outingParam },
};
