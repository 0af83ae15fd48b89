import { ROLE } from '@club/shared/constants';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildClub,
  buildMember,
  buildOuting,
  buildSignedInMembers,
  type ClubRow,
  hostOf,
  type OutingRow,
  signIn,
  type UserRow,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { outingParticipants } from '../../db/schema/outings.ts';
import { SEAT_GRANTED_MAIL_JOB } from './outing-mails.ts';
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

async function signedIn(club: ClubRow, fields: Parameters<typeof buildMember>[2] = {}): Promise<Person> {
  const user = await buildMember(t.db, club, fields);
  await giveValidPapers(t.db, [user]);
  const token = await signIn(t.app, hostOf(club), user);
  return { user, headers: { host: hostOf(club), authorization: `Bearer ${token}` } };
}

async function buildSignUpClub() {
  const club = await buildClub(t.db);
  return { club, manager: await signedIn(club, { role: ROLE.manager }) };
}

const call = (verb: 'signUp' | 'cancelSignUp', outing: { id: number }, who: Person) =>
  t.app.inject({ url: `/api/Outings/${verb}/${outing.id}`, headers: who.headers });

function setParticipant(manager: Person, outing: OutingRow, user: UserRow, status: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Outings/setParticipant',
    headers: manager.headers,
    payload: { outing_id: outing.id, user_id: user.id, status },
  });
}

/** The outing's participants as stored, in arrival order. */
function participantRows(outing: OutingRow) {
  return t.db
    .select()
    .from(outingParticipants)
    .where(eq(outingParticipants.outingId, outing.id))
    .orderBy(asc(outingParticipants.waitingListOrder));
}

/** The users a "seat granted" mail job was enqueued for, for this outing. */
async function seatGrantedJobsFor(outing: OutingRow): Promise<number[]> {
  const rows = await t.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, SEAT_GRANTED_MAIL_JOB), sql`(${jobs.payload}->>'outingId')::int = ${outing.id}`))
    .orderBy(asc(jobs.id));
  return rows.map((row) => (row.payload as { userId: number }).userId);
}

async function signUpAll(outing: OutingRow, people: Person[]) {
  for (const person of people) expect((await call('signUp', outing, person)).statusCode).toBe(200);
}

describe('signing up', () => {
  it('50 members at the same moment for 10 seats: 10 confirmed, 40 waiting in arrival order, no duplicate', async () => {
    const { club, manager } = await buildSignUpClub();
    const outing = await buildOuting(t.db, club, { seats: 10 });
    const crowd = await buildSignedInMembers(t.db, club, 50);
    await giveValidPapers(
      t.db,
      crowd.map((member) => member.user),
    );

    const answers = await Promise.all(crowd.map((member) => call('signUp', outing, member)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(crowd.map(() => 200));

    const rows = await participantRows(outing);
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((row) => row.userId)).size).toBe(50);
    const confirmed = rows.filter((row) => row.status === 'confirmed');
    const waiting = rows.filter((row) => row.status === 'waiting');
    expect(confirmed).toHaveLength(10);
    expect(waiting).toHaveLength(40);
    // The first ten to arrive got the seats: every confirmed one came before every waiting one.
    expect(Math.max(...confirmed.map((row) => row.waitingListOrder))).toBeLessThan(
      Math.min(...waiting.map((row) => row.waitingListOrder)),
    );
    // Each member's answer says where they stand.
    const statusOf = new Map(rows.map((row) => [row.userId, row.status]));
    crowd.forEach((member, index) => {
      const answer = answers[index]?.json();
      expect(answer.My_status).toBe(statusOf.get(member.user.id));
      expect(answer.Seats).toBe(10);
    });

    const list = await t.app.inject({
      url: `/api/Outings/getParticipants/${outing.id}`,
      headers: manager.headers,
    });
    const participants = list.json();
    expect(participants.Waiting.map((row: { User_id: number }) => row.User_id)).toEqual(
      waiting.map((row) => row.userId),
    );
    expect(participants.Waiting.map((row: { Position: number }) => row.Position)).toEqual(
      waiting.map((_row, index) => index + 1),
    );
    expect(participants.Confirmed.map((row: { User_id: number }) => row.User_id)).toEqual(
      confirmed.map((row) => row.userId),
    );

    // Signing up again changes nothing: same status, same place.
    const firstWaiting = crowd.find((member) => member.user.id === waiting[0]?.userId) as Person;
    const again = await call('signUp', outing, firstWaiting);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ My_status: 'waiting', Seats_left: 0, Waiting_count: 40 });
    expect(await participantRows(outing)).toEqual(rows);
  });

  it('a confirmed member who cancels frees the seat for the first waiting member, whose mail is enqueued', async () => {
    const { club } = await buildSignUpClub();
    const outing = await buildOuting(t.db, club, { seats: 2 });
    const [a, b, c, d] = [
      await signedIn(club),
      await signedIn(club),
      await signedIn(club),
      await signedIn(club),
    ];
    await signUpAll(outing, [a, b, c, d] as Person[]);
    expect(await seatGrantedJobsFor(outing)).toEqual([]);

    const cancelled = await call('cancelSignUp', outing, a as Person);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ My_status: 'none', Seats_left: 0, Waiting_count: 1 });
    const rows = await participantRows(outing);
    expect(rows.map((row) => [row.userId, row.status])).toEqual([
      [b?.user.id, 'confirmed'],
      [c?.user.id, 'confirmed'],
      [d?.user.id, 'waiting'],
    ]);
    expect(await seatGrantedJobsFor(outing)).toEqual([c?.user.id]);

    // A waiting member's cancellation frees no seat: nobody else is promoted or mailed.
    expect((await call('cancelSignUp', outing, d as Person)).json().My_status).toBe('none');
    expect(await seatGrantedJobsFor(outing)).toEqual([c?.user.id]);
    // Cancelling when not signed up changes nothing.
    expect((await call('cancelSignUp', outing, d as Person)).statusCode).toBe(200);
  });

  it('refuses a member below the minimum level with level_too_low; the manager can add them anyway', async () => {
    const { club, manager } = await buildSignUpClub();
    const outing = await buildOuting(t.db, club, { minCertificationStep: 3 });
    const beginner = await signedIn(club, { organism: 'padi', divingLevel: 'padi_open_water' });
    const unknown = await signedIn(club);
    const advanced = await signedIn(club, { organism: 'padi', divingLevel: 'padi_advanced_open_water' });

    for (const member of [beginner, unknown]) {
      const refused = await call('signUp', outing, member);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('level_too_low');
    }
    expect(await participantRows(outing)).toEqual([]);
    expect((await call('signUp', outing, advanced)).json().My_status).toBe('confirmed');

    const added = await setParticipant(manager, outing, beginner.user, 'confirmed');
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().Confirmed.map((row: { User_id: number }) => row.User_id)).toEqual([
      advanced.user.id,
      beginner.user.id,
    ]);
  });

  it('refuses sign-up and cancellation past the deadline with sign_up_closed', async () => {
    const { club, manager } = await buildSignUpClub();
    const outing = await buildOuting(t.db, club, {
      startsAt: new Date(Date.now() + 3_600_000),
      signUpDeadline: new Date(Date.now() - 60_000),
    });
    const late = await signedIn(club);
    const signed = await signedIn(club);
    expect((await setParticipant(manager, outing, signed.user, 'confirmed')).statusCode).toBe(200);

    const refused = await call('signUp', outing, late);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('sign_up_closed');
    const notCancelled = await call('cancelSignUp', outing, signed);
    expect(notCancelled.statusCode).toBe(409);
    expect(notCancelled.json().error).toBe('sign_up_closed');
    expect((await participantRows(outing)).map((row) => row.userId)).toEqual([signed.user.id]);
  });

  it("hides a club's outing from another club's members, on their site and on this one", async () => {
    const { club } = await buildSignUpClub();
    const other = await buildClub(t.db);
    const outing = await buildOuting(t.db, club);
    const stranger = await signedIn(other);

    for (const path of ['getOuting', 'signUp', 'cancelSignUp', 'getParticipants', 'getOutingCalendarFile']) {
      const onOwnSite = await t.app.inject({
        url: `/api/Outings/${path}/${outing.id}`,
        headers: stranger.headers,
      });
      expect(onOwnSite.statusCode, `${path}: ${onOwnSite.body}`).toBe(404);
    }
    // On this club's site their token is not accepted: what a member does is refused; what a visitor
    // reads, they read as a visitor.
    const here = { ...stranger.headers, host: hostOf(club) };
    for (const path of ['signUp', 'cancelSignUp', 'getParticipants']) {
      const refused = await t.app.inject({ url: `/api/Outings/${path}/${outing.id}`, headers: here });
      expect(refused.statusCode, `${path}: ${refused.body}`).toBe(401);
    }
    const asVisitor = await t.app.inject({ url: `/api/Outings/getOuting/${outing.id}`, headers: here });
    expect(asVisitor.json().My_status).toBe('none');
    const list = await t.app.inject({
      url: `/api/Outings/getOutings/${club.id}/0`,
      headers: stranger.headers,
    });
    expect(list.statusCode).toBe(404);
    expect(await participantRows(outing)).toEqual([]);
  });

  it('the super administrator, in no club, does not sign up', async () => {
    const { club } = await buildSignUpClub();
    const outing = await buildOuting(t.db, club);
    const admin = await buildMember(t.db, null);
    const token = await signIn(t.app, hostOf(club), admin);
    const answer = await t.app.inject({
      url: `/api/Outings/signUp/${outing.id}`,
      headers: { host: hostOf(club), authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(403);
    expect(await participantRows(outing)).toEqual([]);
  });
});

describe("the manager's changes", () => {
  it('moves a confirmed member to the end of the waiting list; the seat goes to the first waiting one', async () => {
    const { club, manager } = await buildSignUpClub();
    const outing = await buildOuting(t.db, club, { seats: 1 });
    const [a, b, c] = [await signedIn(club), await signedIn(club), await signedIn(club)] as Person[];
    await signUpAll(outing, [a, b, c] as Person[]);

    const moved = await setParticipant(manager, outing, (a as Person).user, 'waiting');
    expect(moved.statusCode, moved.body).toBe(200);
    const ids = (rows: { User_id: number }[]) => rows.map((row) => row.User_id);
    expect(ids(moved.json().Confirmed)).toEqual([b?.user.id]);
    expect(ids(moved.json().Waiting)).toEqual([c?.user.id, a?.user.id]);
    expect(await seatGrantedJobsFor(outing)).toEqual([b?.user.id]);
  });

  it('confirms past the seats (none left, never negative), marks attendance, removes', async () => {
    const { club, manager } = await buildSignUpClub();
    const outing = await buildOuting(t.db, club, { seats: 1 });
    const [a, b, c] = [await signedIn(club), await signedIn(club), await signedIn(club)] as Person[];
    await signUpAll(outing, [a, b] as Person[]);

    await setParticipant(manager, outing, (b as Person).user, 'confirmed');
    const attended = await setParticipant(manager, outing, (c as Person).user, 'attended');
    expect(attended.json().Confirmed.map((row: { Attended: boolean }) => row.Attended)).toEqual([
      false,
      false,
      true,
    ]);
    const seen = await t.app.inject({ url: `/api/Outings/getOuting/${outing.id}`, headers: manager.headers });
    expect(seen.json()).toMatchObject({ Seats: 1, Seats_left: 0, Waiting_count: 0 });

    // Confirming an attended member again clears their attendance.
    const cleared = await setParticipant(manager, outing, (c as Person).user, 'confirmed');
    expect(cleared.json().Confirmed.at(-1)).toMatchObject({ User_id: c?.user.id, Attended: false });

    const removed = await setParticipant(manager, outing, (a as Person).user, 'removed');
    expect(removed.json().Confirmed.map((row: { User_id: number }) => row.User_id)).toEqual([
      b?.user.id,
      c?.user.id,
    ]);
    // Still more confirmed than seats: nobody waiting, nobody mailed.
    expect(await seatGrantedJobsFor(outing)).toEqual([]);
  });

  it("refuses a member of another club, an outing of another club, and a member's attempt", async () => {
    const { club, manager } = await buildSignUpClub();
    const other = await buildClub(t.db);
    const outing = await buildOuting(t.db, club);
    const foreignOuting = await buildOuting(t.db, other);
    const stranger = await buildMember(t.db, other);
    const member = await signedIn(club);

    expect((await setParticipant(manager, outing, stranger, 'confirmed')).statusCode).toBe(404);
    expect((await setParticipant(manager, foreignOuting, member.user, 'confirmed')).statusCode).toBe(404);
    expect((await setParticipant(member, outing, member.user, 'confirmed')).statusCode).toBe(403);
    expect(await participantRows(outing)).toEqual([]);
  });

  it("removing a member's account gives their seat to the first waiting member", async () => {
    const { club, manager } = await buildSignUpClub();
    const outing = await buildOuting(t.db, club, { seats: 1 });
    const [seated, waiting] = [await signedIn(club), await signedIn(club)];
    await signUpAll(outing, [seated, waiting]);
    const removed = await t.app.inject({
      url: `/api/Users/removeUser/${seated.user.id}`,
      headers: manager.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const rows = await participantRows(outing);
    expect(rows.map((row) => [row.userId, row.status])).toEqual([[waiting.user.id, 'confirmed']]);
    expect(await seatGrantedJobsFor(outing)).toEqual([waiting.user.id]);
  });

  it('more seats in an edit confirm the first waiting members, in order, and mail them', async () => {
    const { club, manager } = await buildSignUpClub();
    const start = new Date(Date.now() + 5 * 86_400_000);
    const body = {
      Kind: 'shore_dive',
      Start: start.toISOString(),
      End: new Date(start.getTime() + 7_200_000).toISOString(),
      Deadline: start.toISOString(),
      Seats: 1,
      Contents: [{ Language_key: 'fr', Title: 'Plongée du bord' }],
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Outings/createOuting',
      headers: manager.headers,
      payload: body,
    });
    const outing = { id: created.json().Id } as OutingRow;
    const people = [await signedIn(club), await signedIn(club), await signedIn(club), await signedIn(club)];
    await signUpAll(outing, people);

    const edited = await t.app.inject({
      method: 'POST',
      url: '/api/Outings/editOuting',
      headers: manager.headers,
      payload: { ...body, Id: outing.id, Seats: 3 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ Seats: 3, Seats_left: 0, Waiting_count: 1 });
    expect(await seatGrantedJobsFor(outing)).toEqual([people[1]?.user.id, people[2]?.user.id]);

    // Fewer seats keep everyone confirmed.
    const fewer = await t.app.inject({
      method: 'POST',
      url: '/api/Outings/editOuting',
      headers: manager.headers,
      payload: { ...body, Id: outing.id, Seats: 1 },
    });
    expect(fewer.json()).toMatchObject({ Seats: 1, Seats_left: 0, Waiting_count: 1 });
    expect((await participantRows(outing)).filter((row) => row.status === 'confirmed')).toHaveLength(3);
  });
});
