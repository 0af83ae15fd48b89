import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present } from '../../../test/assertions.ts';
import {
  buildClub,
  buildMember,
  buildOuting,
  type ClubRow,
  hostOf,
  type OutingRow,
  signIn,
} from '../../../test/factories.ts';
import { createTestApp, type OutboxMail, type TestApp } from '../../../test/test-app.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { outings } from '../../db/schema/outings.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { addParticipant, addTitle, expectOneMailEach } from './jobs-test-support.ts';
import { giveValidPapers } from './papers-test-support.ts';
import { OUTING_REMINDER_JOB, outingReminderJob, scheduleOutingReminder } from './reminders.ts';

/**
 * The outings' jobs as members see them: their mails, each sent once, in their language, whatever
 * the number of server processes running the queue, their restarts, and outings moved meanwhile.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR_MS = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS);

/** An outing of a new club with 3 confirmed members and 1 waiting. */
async function outingWithParticipants(startsAt: Date) {
  const club = await buildClub(t.db);
  const outing = await buildOuting(t.db, club, { startsAt, title: 'Épave du Donator' });
  const confirmed = [
    await buildMember(t.db, club),
    await buildMember(t.db, club),
    await buildMember(t.db, club),
  ];
  const waiting = await buildMember(t.db, club);
  for (const member of confirmed) await addParticipant(t.db, outing, member, 'confirmed');
  await addParticipant(t.db, outing, waiting, 'waiting');
  return { club, outing, confirmed, waiting };
}

const scheduleReminder = (outing: OutingRow) =>
  scheduleOutingReminder(t.db, { clubId: outing.clubId, outingId: outing.id, startsAt: outing.startsAt });

const mailsAbout = (mails: OutboxMail[], outing: OutingRow) =>
  mails.filter((mail) => mail.links.some((link) => link.endsWith(`/sorties/${outing.id}`)));

/** The mails about this outing that these apps (server processes) sent. */
async function sentAbout(outing: OutingRow, apps: TestApp[]): Promise<OutboxMail[]> {
  const all = await Promise.all(apps.map((app) => app.outbox()));
  return mailsAbout(all.flat(), outing);
}

const reminderJobsOf = (outing: OutingRow) =>
  t.db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, OUTING_REMINDER_JOB),
        eq(jobs.dedupeKey, `outing-reminder:${outing.id}:${outing.startsAt.toISOString()}`),
      ),
    );

describe('the reminder', () => {
  it('reaches each confirmed participant once, with two server processes and a restart', async () => {
    const { outing, confirmed } = await outingWithParticipants(inHours(23));
    await scheduleReminder(outing);
    // Scheduled twice (the outing saved again unchanged): still one job.
    await scheduleReminder(outing);
    expect(await reminderJobsOf(outing)).toHaveLength(1);

    const second = await createTestApp({}, { sharing: t });
    await Promise.all([t.app.jobs.runDueJobs(), second.app.jobs.runDueJobs()]);
    const sent = await sentAbout(outing, [t, second]);
    expectOneMailEach(
      sent,
      confirmed.map((member) => member.email),
    );
    await second.close();

    // A process that sent them and died before marking the job done: its lease passes, the job is
    // taken again by a process started since. Nobody is reminded twice.
    await t.db
      .update(jobs)
      .set({ doneAt: null, lockedUntil: null, runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.kind, OUTING_REMINDER_JOB));
    const restarted = await createTestApp({}, { sharing: t });
    try {
      expect(await restarted.app.jobs.runDueJobs()).toBeGreaterThan(0);
      expect(await sentAbout(outing, [restarted])).toEqual([]);
    } finally {
      await restarted.close();
    }
  });

  it('says what, when and where, in the member’s language, with the outing’s link', async () => {
    const { club, outing } = await outingWithParticipants(inHours(20));
    await t.db.update(outings).set({ meetingPoint: 'Port de Cassis' }).where(eq(outings.id, outing.id));
    await addTitle(t.db, outing, 'en', 'Donator wreck');
    const english = await buildMember(t.db, club, { languageKey: 'en' });
    const german = await buildMember(t.db, club, { languageKey: 'de' });
    await addParticipant(t.db, outing, english, 'confirmed');
    await addParticipant(t.db, outing, german, 'confirmed');
    await scheduleReminder(outing);
    await t.app.jobs.runDueJobs();

    const sent = await sentAbout(outing, [t]);
    const toEnglish = sent.find((mail) => mail.to === english.email);
    expect(toEnglish?.subject).toMatch(/^Reminder: Donator wreck, .+ – /);
    expect(toEnglish?.text).toContain('Meeting point: Port de Cassis');
    // In the club's time zone (Paris unless its manager chose another), named.
    const parisTime = new Intl.DateTimeFormat('en', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Paris',
      timeZoneName: 'short',
    }).format(outing.startsAt);
    expect(toEnglish?.text).toContain(parisTime);
    expect(toEnglish?.links).toEqual([`http://${club.alias}.localhost:3000/sorties/${outing.id}`]);
    // No German title: the club's first language's.
    const toGerman = sent.find((mail) => mail.to === german.email);
    expect(toGerman?.subject).toMatch(/^Erinnerung: Épave du Donator, /);
    expect(toGerman?.text).toContain('Treffpunkt: Port de Cassis');
  });

  it('of an outing whose start moved sends nothing; the reminder of the new start does', async () => {
    const { outing, confirmed } = await outingWithParticipants(inHours(10));
    await scheduleReminder(outing);
    const movedTo = inHours(12);
    await t.db.update(outings).set({ startsAt: movedTo }).where(eq(outings.id, outing.id));

    await t.app.jobs.runDueJobs();
    expect(await sentAbout(outing, [t])).toEqual([]);

    await scheduleReminder({ ...outing, startsAt: movedTo });
    await t.app.jobs.runDueJobs();
    expectOneMailEach(
      await sentAbout(outing, [t]),
      confirmed.map((member) => member.email),
    );
  });

  it('of an outing moved away and back after the other start’s reminder ran is sent for the start it has', async () => {
    const { outing, confirmed } = await outingWithParticipants(inHours(10));
    const emails = confirmed.map((member) => member.email);
    const moveTo = async (startsAt: Date) => {
      await t.db.update(outings).set({ startsAt }).where(eq(outings.id, outing.id));
      await scheduleReminder({ ...outing, startsAt });
      await t.app.jobs.runDueJobs();
    };
    await scheduleReminder(outing);
    await moveTo(inHours(11));
    expectOneMailEach(await sentAbout(outing, [t]), emails);
    await moveTo(outing.startsAt);
    await moveTo(outing.startsAt);
    const sent = await sentAbout(outing, [t]);
    expectOneMailEach(sent, [...emails, ...emails]);
    // One mail of each start to each member.
    for (const email of emails) {
      const subjects = sent.filter((mail) => mail.to === email).map((mail) => mail.subject);
      expect(new Set(subjects).size).toBe(2);
    }
  });

  it('of an outing 3 days away waits until the day before', async () => {
    const startsAt = inHours(72);
    const { outing } = await outingWithParticipants(startsAt);
    await scheduleReminder(outing);
    await t.app.jobs.runDueJobs();
    expect(await sentAbout(outing, [t])).toEqual([]);
    const [job] = await reminderJobsOf(outing);
    expect(job?.doneAt).toBeNull();
    expect(job?.runAt.getTime()).toBe(startsAt.getTime() - 24 * HOUR_MS);
  });

  it('is not scheduled for an outing that has started', async () => {
    const { outing } = await outingWithParticipants(inHours(-1));
    await scheduleReminder(outing);
    expect(await reminderJobsOf(outing)).toEqual([]);
  });

  it('refused by the mail server is sent again by the retry, to those it missed only', async () => {
    const { outing, confirmed } = await outingWithParticipants(inHours(5));
    const first = present(confirmed[0], 'first member');
    const refused = present(confirmed[1], 'second member');
    const delivered: string[] = [];
    let refuseOnce = true;
    const mailer: Mailer = {
      async send(mail) {
        if (mail.to === refused.email && refuseOnce) {
          refuseOnce = false;
          throw new Error('451 try again later');
        }
        delivered.push(mail.to);
      },
    };
    const remind = outingReminderJob({ db: t.db, config: t.config, mailer });
    const payload = { clubId: outing.clubId, outingId: outing.id, startsAt: outing.startsAt.toISOString() };
    await expect(remind(payload, undefined as never)).rejects.toThrow('1 reminder mail(s)');
    expect(delivered.sort()).toEqual(
      confirmed
        .filter((member) => member !== refused)
        .map((m) => m.email)
        .sort(),
    );
    await remind(payload, undefined as never);
    expect(delivered.filter((to) => to === refused.email)).toHaveLength(1);
    expect(delivered.filter((to) => to === first.email)).toHaveLength(1);
  });
});

describe('the seat-granted mail', () => {
  async function signedIn(club: ClubRow, fields: Parameters<typeof buildMember>[2] = {}) {
    const user = await buildMember(t.db, club, fields);
    await giveValidPapers(t.db, [user]);
    const token = await signIn(t.app, hostOf(club), user);
    return { user, headers: { host: hostOf(club), authorization: `Bearer ${token}` } };
  }
  const call = (verb: 'signUp' | 'cancelSignUp', outing: OutingRow, headers: Record<string, string>) =>
    t.app.inject({ url: `/api/Outings/${verb}/${outing.id}`, headers });

  it('reaches the member who got the freed seat, once', async () => {
    const club = await buildClub(t.db);
    const outing = await buildOuting(t.db, club, { seats: 1, title: 'Calanque de Sormiou' });
    const leaving = await signedIn(club);
    const next = await signedIn(club, { languageKey: 'it' });
    const after = await signedIn(club);
    for (const person of [leaving, next, after]) {
      expect((await call('signUp', outing, person.headers)).statusCode).toBe(200);
    }
    expect((await call('cancelSignUp', outing, leaving.headers)).statusCode).toBe(200);

    const second = await createTestApp({}, { sharing: t });
    try {
      await Promise.all([t.app.jobs.runDueJobs(), second.app.jobs.runDueJobs()]);
      await Promise.all([t.app.jobs.runDueJobs(), second.app.jobs.runDueJobs()]);
      const sent = await sentAbout(outing, [t, second]);
      expectOneMailEach(sent, [next.user.email]);
      expect(sent[0]?.subject).toMatch(/^Un posto è tuo: Calanque de Sormiou – /);
    } finally {
      await second.close();
    }
  });

  it('is not sent when the member no longer holds the seat as the job runs', async () => {
    const club = await buildClub(t.db);
    const outing = await buildOuting(t.db, club, { seats: 1 });
    const leaving = await signedIn(club);
    const next = await signedIn(club);
    for (const person of [leaving, next]) await call('signUp', outing, person.headers);
    await call('cancelSignUp', outing, leaving.headers);
    // Before the queue runs, the promoted member cancels too.
    expect((await call('cancelSignUp', outing, next.headers)).statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    expect(await sentAbout(outing, [t])).toEqual([]);
  });
});
