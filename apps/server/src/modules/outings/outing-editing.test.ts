import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClub, buildMember, buildOuting, type ClubRow } from '../../../test/factories.ts';
import { buildNews, buildSpot } from '../../../test/matrix/world.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { outings } from '../../db/schema/outings.ts';
import { outingsApi, validBody } from './outings-test-support.ts';

/** An outing created, edited and deleted by the club's manager, within the rules and the club. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { buildOutingsClub, post, get } = outingsApi(() => t);

async function outingCount(club: ClubRow) {
  return (await t.db.select().from(outings).where(eq(outings.clubId, club.id))).length;
}

describe('creating and editing an outing', () => {
  it('creates an outing on two spots of the club, read in the reader’s language', async () => {
    const { club, manager, visitor } = await buildOutingsClub();
    const [first, second] = [await buildSpot(t, club), await buildSpot(t, club)];
    const item = await buildNews(t, club, manager.user);
    const created = await post(
      'createOuting',
      manager.headers,
      validBody({ Spot_ids: [second?.id, first?.id], News_id: item.id }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const outing = created.json();
    expect(outing).toMatchObject({
      Club_id: club.id,
      Kind: 'boat_dive',
      Seats: 8,
      Seats_left: 8,
      Waiting_count: 0,
      Min_level: 2,
      News_id: item.id,
      Meeting_point: 'Port de Sanary, ponton 3',
      My_status: 'none',
    });
    expect(outing.Spots.map((spot: { Id: number }) => spot.Id)).toEqual([second?.id, first?.id]);
    expect(outing.Contents).toHaveLength(2);

    const inEnglish = await get(`getOuting/${outing.Id}`, { ...visitor, 'accept-language': 'en' });
    expect(inEnglish.json()).toMatchObject({ Language_key: 'en', Title: 'Trip to Les Moines' });
    // A language the outing is not written in falls back to the club's first one.
    const inGerman = await get(`getOuting/${outing.Id}`, { ...visitor, 'accept-language': 'de' });
    expect(inGerman.json()).toMatchObject({ Language_key: 'fr', Title: 'Sortie aux Moines' });
  });

  it('takes the documented form-encoded body, with the lists as JSON text and ids as 1,2', async () => {
    const { club, manager } = await buildOutingsClub();
    const [first, second] = [await buildSpot(t, club), await buildSpot(t, club)];
    const body = validBody();
    const form = new URLSearchParams({
      ...Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)])),
      Contents: JSON.stringify(body.Contents),
      Spot_ids: `${first?.id},${second?.id}`,
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Outings/createOuting',
      headers: { ...manager.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().Spots.map((spot: { Id: number }) => spot.Id)).toEqual([first?.id, second?.id]);
  });

  it('refuses what breaks a rule, naming the field, and writes nothing', async () => {
    const { club, manager } = await buildOutingsClub();
    const other = await buildClub(t.db);
    const foreignSpot = await buildSpot(t, other);
    const foreignNews = await buildNews(t, other, await buildMember(t.db, other));
    const start = Date.parse(validBody().Start as string);
    const cases: [Record<string, unknown>, string][] = [
      [{ End: new Date(start - 3_600_000).toISOString() }, 'End'],
      [{ Deadline: new Date(start + 3_600_000).toISOString() }, 'Deadline'],
      [{ Contents: [{ Language_key: 'fr', Title: '' }] }, 'Contents'],
      [{ Contents: [{ Language_key: 'de', Title: 'Ausflug' }] }, 'Contents'],
      [
        {
          Contents: [
            { Language_key: 'fr', Title: 'A' },
            { Language_key: 'fr', Title: 'B' },
          ],
        },
        'Contents',
      ],
      [{ Seats: 0 }, 'Seats'],
      [{ Min_level: 9 }, 'Min_level'],
      [{ Kind: 'picnic' }, 'Kind'],
      [{ Start: 'tomorrow' }, 'Start'],
      [{ Spot_ids: [foreignSpot.id] }, 'Spot_ids'],
      [{ News_id: foreignNews.id }, 'News_id'],
    ];
    for (const [change, field] of cases) {
      const refused = await post('createOuting', manager.headers, validBody(change));
      expect(refused.statusCode, `${field}: ${refused.body}`).toBe(400);
      expect(refused.json().error).toBe('invalid_input');
      expect(refused.json().message, JSON.stringify(change)).toContain(field);
    }
    expect(await outingCount(club)).toBe(0);
  });

  it('edits the texts, spots and seats; a language left without a title loses its text', async () => {
    const { club, manager } = await buildOutingsClub();
    const spot = await buildSpot(t, club);
    const created = (await post('createOuting', manager.headers, validBody({ Spot_ids: [spot.id] }))).json();
    const edited = await post(
      'editOuting',
      manager.headers,
      validBody({
        Id: created.Id,
        Kind: 'snorkel',
        Seats: 12,
        Spot_ids: [],
        Contents: [
          { Language_key: 'fr', Title: 'Randonnée palmée' },
          { Language_key: 'en', Title: '' },
        ],
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ Id: created.Id, Kind: 'snorkel', Seats: 12, Spots: [] });
    expect(edited.json().Contents).toEqual([
      { Language_key: 'fr', Title: 'Randonnée palmée', Description: '', Gear_notes: '' },
    ]);
  });

  it("refuses a member, and another club's outing as if it did not exist", async () => {
    const { manager, member } = await buildOutingsClub();
    const other = await buildClub(t.db);
    const foreign = await buildOuting(t.db, other, { title: 'Ailleurs' });
    expect((await post('createOuting', member.headers, validBody())).statusCode).toBe(403);
    expect((await post('editOuting', manager.headers, validBody({ Id: foreign.id }))).statusCode).toBe(404);
    expect((await get(`deleteOuting/${foreign.id}`, manager.headers)).statusCode).toBe(404);
    expect((await get(`getOuting/${foreign.id}`, manager.headers)).statusCode).toBe(404);
    const [still] = await t.db.select().from(outings).where(eq(outings.id, foreign.id));
    expect(still?.kind).toBe('boat_dive');
  });

  it('deletes an outing with its participants', async () => {
    const { club, manager, member } = await buildOutingsClub();
    const outing = await buildOuting(t.db, club);
    expect((await get(`signUp/${outing.id}`, member.headers)).statusCode).toBe(200);
    expect((await get(`deleteOuting/${outing.id}`, member.headers)).statusCode).toBe(403);
    expect((await get(`deleteOuting/${outing.id}`, manager.headers)).json()).toEqual({ ok: true });
    expect((await get(`getOuting/${outing.id}`, member.headers)).statusCode).toBe(404);
    expect((await get('getMyOutings', member.headers)).json()).toEqual([]);
  });
});
