import { outingParticipants } from '../../src/db/schema/outings.ts';
import { buildMember, buildOuting, type OutingRow } from '../factories.ts';
import type { CallFixture, FixtureContext } from './call-fixture.ts';

/**
 * The dive plan calls of the authorization matrix (issue 31). Each request gets an outing of its own
 * whose plan the side's manager saved: one dive, one autonomous palanquée of two N2 divers at 20 m
 * (lawful, so it can be signed), and so a kept safety sheet.
 */
async function plannedOuting({ world, side }: FixtureContext): Promise<OutingRow> {
  const { db, app } = world.t;
  const outing = await buildOuting(db, side.club);
  const divers = [];
  for (let index = 0; index < 2; index += 1) {
    const diver = await buildMember(db, side.club, { organism: 'ffessm', divingLevel: 'ffessm_n2' });
    await db.insert(outingParticipants).values({
      outingId: outing.id,
      clubId: side.club.id,
      userId: diver.id,
      status: 'confirmed',
    });
    divers.push(diver);
  }
  const response = await app.inject({
    method: 'POST',
    url: '/api/Outings/saveDivePlan',
    headers: side.managerHeaders,
    payload: {
      Outing_id: outing.id,
      Roles: { Dp_id: side.manager.id, Boat: 'Le Mérou' },
      Dives: [
        {
          Index: 1,
          Start: outing.startsAt.toISOString(),
          Activity: 'exploration',
          Planned_depth: 20,
          Planned_duration: 45,
          Palanquees: [
            {
              Number: 1,
              Autonomous: true,
              Planned_depth: 20,
              Planned_duration: 45,
              Members: divers.map((diver) => ({ User_id: diver.id, Role: 'diver' })),
            },
          ],
        },
      ],
    },
  });
  if (response.statusCode !== 200) throw new Error(`dive plan not saved: ${response.body}`);
  return outing;
}

const outingIdParam = async (context: FixtureContext) => ({
  params: { outingId: (await plannedOuting(context)).id },
});

/** The caller, signed up for a fresh outing of the side's club when they belong to it. */
async function wishesBody({ world, side, actor }: FixtureContext) {
  const outing = await buildOuting(world.t.db, side.club);
  if (actor.user && actor.user.clubId === side.club.id) {
    await world.t.db.insert(outingParticipants).values({
      outingId: outing.id,
      clubId: side.club.id,
      userId: actor.user.id,
      status: 'confirmed',
    });
  }
  return { body: { Outing_id: outing.id, Intent: 'explore', Gas: 'nitrox', Tank_litres: 12 } };
}

export const divePlansFixtures: Record<string, CallFixture> = {
  // Any member of the club reads the plan (only their own palanquée; checked in dive-plans.test.ts).
  'GET /api/Outings/getDivePlan/{outingId}': { rows: true, build: outingIdParam },
  'POST /api/Outings/proposeDivePlan': {
    rows: true,
    caller: 'manager',
    build: async (context) => ({ body: { Outing_id: (await plannedOuting(context)).id } }),
  },
  'POST /api/Outings/saveDivePlan': {
    rows: true,
    caller: 'manager',
    build: async (context) => ({
      body: { Outing_id: (await plannedOuting(context)).id, Roles: { Boat: 'Le Mérou II' }, Dives: [] },
    }),
  },
  'POST /api/Outings/signDive': {
    rows: true,
    caller: 'manager',
    build: async (context) => ({ body: { Outing_id: (await plannedOuting(context)).id, Dive_index: 1 } }),
  },
  'POST /api/Outings/recordDiveActuals': {
    rows: true,
    caller: 'manager',
    build: async (context) => ({
      body: {
        Outing_id: (await plannedOuting(context)).id,
        Dive_index: 1,
        Palanquees: [{ Number: 1, Entry_time: '09:05', Exit_time: '09:48', Max_depth: 19.5, Duration: 43 }],
      },
    }),
  },
  'POST /api/Outings/setDiveWishes': { rows: true, build: wishesBody },
  // The sheet is the managers' and the dive director's: a plain member is refused.
  'GET /api/Outings/getSafetySheet/{outingId}': {
    rows: true,
    build: outingIdParam,
    ownRefused: ['member'],
    caller: 'manager',
  },
  'GET /api/Clubs/getSafetySheets/{clubId}/{page}': {
    rows: true,
    build: ({ side }) => ({ params: { clubId: side.club.id, page: 0 } }),
  },
};
