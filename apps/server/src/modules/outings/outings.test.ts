import { LIST_PAGE_SIZE, ROLE } from '@club/shared/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildClub,
  buildMember,
  buildOuting,
  type ClubRow,
  hostOf,
  signIn,
  type UserRow,
} from '../../../test/factories.ts';
import { buildNews, buildSpot } from '../../../test/matrix/world.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { messages } from '../../db/schema/messages.ts';
import { outings } from '../../db/schema/outings.ts';
import { giveValidPapers } from './papers-test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
interface Person {
  user: UserRow;
  headers: Headers;
}

const DAY_MS = 86_400_000;

async function signedIn(club: ClubRow, fields: Parameters<typeof buildMember>[2] = {}): Promise<Person> {
  const user = await buildMember(t.db, club, fields);
  await giveValidPapers(t.db, [user]);
  const token = await signIn(t.app, hostOf(club), user);
  return { user, headers: { host: hostOf(club), authorization: `Bearer ${token}` } };
}

async function buildOutingsClub() {
  const club = await buildClub(t.db, { languageKeys: ['fr', 'en'] });
  return {
    club,
    visitor: { host: hostOf(club) } as Headers,
    manager: await signedIn(club, { role: ROLE.clubManager }),
    member: await signedIn(club),
  };
}

function validBody(overrides: Record<string, unknown> = {}) {
  const start = new Date(Date.now() + 10 * DAY_MS);
  return {
    Kind: 'boat_dive',
    Start: start.toISOString(),
    End: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
    Deadline: new Date(start.getTime() - DAY_MS).toISOString(),
    Seats: 8,
    Min_level: 2,
    Meeting_point: 'Port de Sanary, ponton 3',
    Price: '45 €',
    Contents: [
      { Language_key: 'fr', Title: 'Sortie aux Moines', Description: 'Deux plongées', Gear_notes: 'Lampe' },
      { Language_key: 'en', Title: 'Trip to Les Moines', Description: 'Two dives', Gear_notes: 'Torch' },
    ],
    ...overrides,
  };
}

const post = (path: string, headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/Outings/${path}`, headers, payload: payload as object });
const get = (path: string, headers: Headers) => t.app.inject({ url: `/api/Outings/${path}`, headers });

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

describe('lists', () => {
  it('pages upcoming outings soonest first (one under way included) and past ones latest first', async () => {
    const { club, visitor } = await buildOutingsClub();
    const now = Date.now();
    const upcoming = [];
    for (let index = LIST_PAGE_SIZE; index >= 0; index -= 1) {
      upcoming.unshift(await buildOuting(t.db, club, { startsAt: new Date(now + (index + 1) * DAY_MS) }));
    }
    const underWay = await buildOuting(t.db, club, {
      startsAt: new Date(now - 3_600_000),
      endsAt: new Date(now + 3_600_000),
      signUpDeadline: new Date(now - DAY_MS),
    });
    const past = [];
    for (const daysAgo of [30, 2]) {
      past.push(
        await buildOuting(t.db, club, {
          startsAt: new Date(now - daysAgo * DAY_MS),
          endsAt: new Date(now - daysAgo * DAY_MS + 3_600_000),
          signUpDeadline: new Date(now - (daysAgo + 1) * DAY_MS),
        }),
      );
    }
    const ids = async (path: string) =>
      (await get(path, visitor)).json().map((outing: { Id: number }) => outing.Id);
    const expected = [underWay, ...upcoming].map((outing) => outing.id);
    expect(await ids(`getOutings/${club.id}/0`)).toEqual(expected.slice(0, LIST_PAGE_SIZE));
    expect(await ids(`getOutings/${club.id}/1`)).toEqual(expected.slice(LIST_PAGE_SIZE));
    expect(await ids(`getOutings/${club.id}/2`)).toEqual([]);
    expect(await ids(`getOutings/${club.id}/0?past=1`)).toEqual([past[1]?.id, past[0]?.id]);
    expect(await ids(`getOutings/${club.id}/1?past=1`)).toEqual([]);
  });

  it("says the asking member's status, and lists their own upcoming outings", async () => {
    const { club, member, visitor } = await buildOutingsClub();
    const later = await buildOuting(t.db, club, { startsAt: new Date(Date.now() + 9 * DAY_MS) });
    const sooner = await buildOuting(t.db, club, { startsAt: new Date(Date.now() + 3 * DAY_MS), seats: 1 });
    const other = await buildOuting(t.db, club, { startsAt: new Date(Date.now() + 5 * DAY_MS) });
    const someoneElse = await signedIn(club);
    await get(`signUp/${sooner.id}`, someoneElse.headers);
    await get(`signUp/${sooner.id}`, member.headers);
    await get(`signUp/${later.id}`, member.headers);

    const statuses = (await get(`getOutings/${club.id}/0`, member.headers))
      .json()
      .map((outing: { Id: number; My_status: string }) => [outing.Id, outing.My_status]);
    expect(statuses).toEqual([
      [sooner.id, 'waiting'],
      [other.id, 'none'],
      [later.id, 'confirmed'],
    ]);
    const forVisitor = (await get(`getOutings/${club.id}/0`, visitor)).json();
    expect(forVisitor.map((outing: { My_status: string }) => outing.My_status)).toEqual([
      'none',
      'none',
      'none',
    ]);
    const mine = (await get('getMyOutings', member.headers)).json();
    expect(mine.map((outing: { Id: number }) => outing.Id)).toEqual([sooner.id, later.id]);
    expect((await get('getMyOutings', visitor)).statusCode).toBe(401);
  });
});

describe("a visitor's cached answers", () => {
  it('follow sign-ups, cancellations and the manager’s edits', async () => {
    const { club, manager, member, visitor } = await buildOutingsClub();
    const outing = await buildOuting(t.db, club, { seats: 3 });
    const seatsLeft = async () => ({
      list: (await get(`getOutings/${club.id}/0`, visitor)).json()[0].Seats_left,
      item: (await get(`getOuting/${outing.id}`, visitor)).json().Seats_left,
    });
    expect(await seatsLeft()).toEqual({ list: 3, item: 3 });
    await get(`signUp/${outing.id}`, member.headers);
    expect(await seatsLeft()).toEqual({ list: 2, item: 2 });
    await get(`cancelSignUp/${outing.id}`, member.headers);
    expect(await seatsLeft()).toEqual({ list: 3, item: 3 });
    await post('setParticipant', manager.headers, {
      outing_id: outing.id,
      user_id: member.user.id,
      status: 'confirmed',
    });
    expect(await seatsLeft()).toEqual({ list: 2, item: 2 });
  });
});

describe('participants', () => {
  async function outingWithParticipants() {
    const context = await buildOutingsClub();
    const outing = await buildOuting(t.db, context.club, { seats: 1 });
    const diver = await signedIn(context.club, {
      firstname: '=HYPERLINK("http://evil.example","clic")',
      lastname: 'Dupont, dit "Jo"',
      organism: 'padi',
      divingLevel: 'padi_rescue',
    });
    expect((await get(`signUp/${outing.id}`, diver.headers)).statusCode).toBe(200);
    expect((await get(`signUp/${outing.id}`, context.member.headers)).statusCode).toBe(200);
    return { ...context, outing, diver };
  }

  it('members see first names only; the manager sees names, e-mails and levels', async () => {
    const { outing, manager, member, diver, visitor } = await outingWithParticipants();
    const seen = (await get(`getParticipants/${outing.id}`, member.headers)).json();
    expect(seen.Confirmed).toEqual([
      expect.objectContaining({
        User_id: diver.user.id,
        Firstname: diver.user.firstname,
        Lastname: null,
        Email: null,
        Level_step: null,
        Position: 1,
        Status: 'confirmed',
      }),
    ]);
    expect(seen.Waiting).toEqual([
      expect.objectContaining({ User_id: member.user.id, Position: 1, Lastname: null }),
    ]);
    const full = (await get(`getParticipants/${outing.id}`, manager.headers)).json();
    expect(full.Confirmed[0]).toMatchObject({
      Lastname: diver.user.lastname,
      Email: diver.user.email,
      Level_step: 3,
    });
    expect(full.Waiting[0]).toMatchObject({
      Lastname: member.user.lastname,
      Email: member.user.email,
      Level_step: 0,
    });
    expect((await get(`getParticipants/${outing.id}`, visitor)).statusCode).toBe(401);
  });

  it('exports them as CSV for the manager: confirmed then waiting, quoted, never a formula', async () => {
    const { club, outing, manager, member, diver } = await outingWithParticipants();
    expect((await get(`exportParticipants/${outing.id}`, member.headers)).statusCode).toBe(403);
    const exported = await get(`exportParticipants/${outing.id}`, manager.headers);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.headers['content-disposition']).toContain(
      `${club.alias}-outing-${outing.id}-participants.csv`,
    );
    expect(exported.body.startsWith('\uFEFF')).toBe(true);
    const lines = exported.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Status,Position,First name,Last name,E-mail,Organism,Level,Attended,Signed up at,' +
        'Medical certificate,Licence,Membership,Override reason',
    );
    // The papers' states on the outing's day, with their last valid day; no override.
    expect(lines[1]).toMatch(/,valid \(\d{4}-\d\d-\d\d\),valid \(\d{4}-12-31\),valid \(\d{4}-\d\d-\d\d\),$/);
    expect(lines[1]).toMatch(
      new RegExp(
        `^confirmed,1,"'=HYPERLINK\\(""http://evil.example"",""clic""\\)","Dupont, dit ""Jo""",` +
          `${diver.user.email},padi,Rescue Diver \\(3\\),no,\\d{4}-`,
      ),
    );
    expect(lines[2]).toMatch(
      new RegExp(`^waiting,1,Camille,${member.user.lastname},${member.user.email},,,no,`),
    );
    expect(lines.slice(3)).toEqual(['']);
  });

  it('exports no formula to a spreadsheet splitting on commas, semicolons or tabs', async () => {
    const { club, manager } = await buildOutingsClub();
    const outing = await buildOuting(t.db, club, { seats: 4 });
    const names = [
      { firstname: 'x;=1+1', lastname: 'a\t+SUM(1)' },
      { firstname: 'y, @cmd', lastname: 'b;  "=2' },
      { firstname: 'z\r\n-3', lastname: 'c;""+4' },
    ];
    for (const fields of names) {
      const diver = await signedIn(club, fields);
      expect((await get(`signUp/${outing.id}`, diver.headers)).statusCode).toBe(200);
    }
    const exported = await get(`exportParticipants/${outing.id}`, manager.headers);
    expect(exported.statusCode).toBe(200);
    const body = exported.body.slice(1);
    // The comma reading (RFC 4180) keeps each name whole, with an apostrophe before each formula.
    expect(body).toContain(`,"x;'=1+1","a\t'+SUM(1)",`);
    expect(body).toContain(`,"y,' @cmd","b;'  ""=2",`);
    expect(body).toContain(`,"z\r\n'-3","c;'""""+4",`);
    // Every reading, quoted or not: no cell starts a formula, even behind spaces or quotes.
    for (const separator of [',', ';', '\t']) {
      const cells = body.split(/\r\n|\r|\n/).flatMap((line) => line.split(separator));
      expect(
        cells.filter((cell) => /^[\s"]*[=+\-@]/.test(cell)),
        JSON.stringify(separator),
      ).toEqual([]);
    }
  });

  it('sends one private message to each confirmed participant, and the waiting ones when asked', async () => {
    const { club, outing, manager, member, diver } = await outingWithParticipants();
    const sent = await post('messageParticipants', manager.headers, {
      outing_id: outing.id,
      message: 'Rendez-vous 8 h au port',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ sent: 1 });
    const withWaiting = await post('messageParticipants', manager.headers, {
      outing_id: outing.id,
      message: 'Il reste une place',
      include_waiting: true,
    });
    expect(withWaiting.json()).toEqual({ sent: 2 });
    const stored = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.clubId, club.id), eq(messages.senderId, manager.user.id)));
    expect(stored.map((row) => [row.recipientId, row.content]).sort()).toEqual(
      [
        [diver.user.id, 'Rendez-vous 8 h au port'],
        [diver.user.id, 'Il reste une place'],
        [member.user.id, 'Il reste une place'],
      ].sort(),
    );
    // The diver finds it in their conversations.
    const contacts = (
      await t.app.inject({ url: '/api/Users/getUsersByMessage', headers: diver.headers })
    ).json();
    expect(contacts.map((contact: { Id: number }) => contact.Id)).toEqual([manager.user.id]);
    expect(
      (await post('messageParticipants', member.headers, { outing_id: outing.id, message: 'x' })).statusCode,
    ).toBe(403);
  });
});

describe('calendar', () => {
  it("lists the club's outings in its iCalendar feed, at /calendar.ics too, and gives one outing's file", async () => {
    const { club, manager, visitor } = await buildOutingsClub();
    const spot = await buildSpot(t, club);
    const created = (await post('createOuting', manager.headers, validBody({ Spot_ids: [spot.id] }))).json();
    const old = await buildOuting(t.db, club, {
      title: 'Sortie de l’an dernier',
      startsAt: new Date(Date.now() - 200 * DAY_MS),
      endsAt: new Date(Date.now() - 200 * DAY_MS + 3_600_000),
      signUpDeadline: new Date(Date.now() - 201 * DAY_MS),
    });
    for (const url of [`/api/Outings/getCalendar/${club.id}`, '/calendar.ics']) {
      const feed = await t.app.inject({ url, headers: visitor });
      expect(feed.statusCode, feed.body).toBe(200);
      expect(feed.headers['content-type']).toContain('text/calendar');
      const text = feed.body.replace(/\r\n[ \t]/g, '');
      expect(text).toContain(`UID:outing-${created.Id}@${club.alias}.localhost`);
      expect(text).toContain('SUMMARY:Sortie aux Moines');
      expect(text).toContain(`LOCATION:Port de Sanary\\, ponton 3\\, ${spot.name}`);
      expect(text).toContain(`/sorties/${created.Id}`);
      expect(text).not.toContain(`outing-${old.id}@`);
    }
    const file = await get(`getOutingCalendarFile/${created.Id}`, visitor);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(`${club.alias}-outing-${created.Id}.ics`);
    expect(file.body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });
});
