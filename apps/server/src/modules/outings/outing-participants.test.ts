import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOuting } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { messages } from '../../db/schema/messages.ts';
import { outingsApi } from './outings-test-support.ts';

/** An outing's participants: who sees whom, their export for a spreadsheet, and messages to them. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { signedIn, buildOutingsClub, post, get } = outingsApi(() => t);

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
