import { LIST_PAGE_SIZE } from '@club/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOuting } from '../../../test/factories.ts';
import { buildSpot } from '../../../test/matrix/world.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DAY_MS, outingsApi, validBody } from './outings-test-support.ts';

/** A club's outings as its readers see them: in pages, cached for visitors, and in its calendar feed. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { signedIn, buildOutingsClub, post, get } = outingsApi(() => t);

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
