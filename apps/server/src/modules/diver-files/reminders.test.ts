import { ROLE } from '@club/shared/constants';
import { addDays, dayIn, daysBetween, medicalCertificateValidUntil } from '@club/shared/domain/diver-file';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildClub,
  buildMember,
  buildOuting,
  type ClubRow,
  hostOf,
  signIn,
} from '../../../test/factories.ts';
import { createTestApp, type OutboxMail, type TestApp } from '../../../test/test-app.ts';
import { clubs } from '../../db/schema/clubs.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { enqueueJob } from '../../platform/data/jobs/queue.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { setPapers, validPapers } from '../outings/papers-test-support.ts';
import { PAPER_REMINDERS_JOB, runPaperReminders, schedulePaperReminders, weekOf } from './reminders.ts';

/**
 * The papers' reminders as members and managers get them: each once, whatever the number of server
 * processes running the queue, in the reader's language.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const today = () => dayIn('Europe/Paris');

/** A daily pass of the reminders, as the queue holds one (no dedupe key: each one runs). */
const enqueuePass = () =>
  enqueueJob(t.db, {
    kind: PAPER_REMINDERS_JOB,
    payload: { day: today() },
    runAt: new Date(Date.now() - 1000),
  });

/** Runs the queue on this app and a second process of the same database at once: the mails they sent. */
async function runOnTwoProcesses(): Promise<OutboxMail[]> {
  const second = await createTestApp({}, { sharing: t });
  const earlier = (await t.outbox()).length;
  try {
    await Promise.all([t.app.jobs.runDueJobs(), second.app.jobs.runDueJobs()]);
    await Promise.all([t.app.jobs.runDueJobs(), second.app.jobs.runDueJobs()]);
    return [...(await t.outbox()).slice(earlier), ...(await second.outbox())];
  } finally {
    await second.close();
  }
}

const to = (mails: OutboxMail[], email: string) => mails.filter((mail) => mail.to === email);

async function signedIn(club: ClubRow, fields: Parameters<typeof buildMember>[2] = {}) {
  const user = await buildMember(t.db, club, fields);
  const token = await signIn(t.app, hostOf(club), user);
  return { user, headers: { host: hostOf(club), authorization: `Bearer ${token}` } };
}

describe('reminders of papers expiring', () => {
  it('reach the member 30 and 7 days before, and the managers weekly, each once with two processes', async () => {
    const club = await buildClub(t.db);
    const manager = await buildMember(t.db, club, { role: ROLE.manager, languageKey: 'en' });
    // Certificate dated so that it covers 19 or 20 more days (365 or 366 days): the 30 days' reminder.
    const medicalCertificate = await buildMember(t.db, club, { firstname: 'Yann' });
    const medicalCertificateDate = addDays(today(), -345);
    await setPapers(t.db, medicalCertificate, {
      ...validPapers(),
      medicalCertificateDate: medicalCertificateDate,
    });
    const daysLeft = daysBetween(today(), medicalCertificateValidUntil(medicalCertificateDate));
    // Membership ending in 5 days: the 7 days' reminder only.
    const membership = await buildMember(t.db, club, { firstname: 'Zoé', languageKey: 'de' });
    await setPapers(t.db, membership, { ...validPapers(), membershipUntil: addDays(today(), 5) });
    const inOrder = await buildMember(t.db, club);
    await setPapers(t.db, inOrder, validPapers());

    await enqueuePass();
    await enqueuePass();
    const sent = await runOnTwoProcesses();

    const [toMedicalCertificate, ...moreMedicalCertificate] = to(sent, medicalCertificate.email);
    expect(moreMedicalCertificate).toEqual([]);
    expect(toMedicalCertificate?.subject).toMatch(/^Votre certificat médical expire le /);
    expect(toMedicalCertificate?.text).toContain(`encore ${daysLeft} jour(s)`);
    expect(toMedicalCertificate?.links).toEqual([`http://${club.alias}.localhost:3000/profile/papiers`]);
    const [toMembership, ...moreMembership] = to(sent, membership.email);
    expect(moreMembership).toEqual([]);
    expect(toMembership?.subject).toMatch(/^Ihr\(e\) Vereinsmitgliedschaft läuft am .+ ab/);
    expect(to(sent, inOrder.email)).toEqual([]);

    const [digest, ...moreDigests] = to(sent, manager.email);
    expect(moreDigests).toEqual([]);
    expect(digest?.subject).toBe(`Papers expiring within 30 days: 2 – ${club.name}`);
    expect(digest?.links).toEqual([`http://${club.alias}.localhost:3000/admin/papiers`]);
    expect(digest?.text).toContain(`Zoé ${membership.lastname}: club membership, valid until`);
    expect(digest?.text).toContain(`Yann ${medicalCertificate.lastname}: medical certificate, valid until`);

    // Later passes (a restart, the next day) send none of them again.
    await enqueuePass();
    const again = await runOnTwoProcesses();
    for (const person of [medicalCertificate, membership, manager])
      expect(to(again, person.email)).toEqual([]);
  });

  it('the 7 days’ reminder follows the 30 days’ one; a renewed paper is reminded of again', async () => {
    const club = await buildClub(t.db);
    const member = await buildMember(t.db, club, { languageKey: 'en' });
    await setPapers(t.db, member, { ...validPapers(), membershipUntil: addDays(today(), 25) });
    const subjects: string[] = [];
    const mailer: Mailer = {
      async send(mail) {
        if (mail.to === member.email) subjects.push(mail.subject);
      },
    };
    const deps = { db: t.db, config: t.config, mailer };
    await runPaperReminders(deps);
    await runPaperReminders(deps);
    expect(subjects).toHaveLength(1);
    // 20 days later: 5 days left.
    await runPaperReminders(deps, new Date(Date.now() + 20 * DAY_MS));
    await runPaperReminders(deps, new Date(Date.now() + 21 * DAY_MS));
    expect(subjects).toHaveLength(2);
    // Renewed until a date that also ends within 30 days: its own reminder.
    await setPapers(t.db, member, { membershipUntil: addDays(today(), 28) });
    await runPaperReminders(deps);
    expect(subjects).toHaveLength(3);
    expect(subjects.every((subject) => subject.startsWith('Your club membership expires on '))).toBe(true);
  });

  it('no digest for a club that turned it off', async () => {
    const club = await buildClub(t.db);
    await t.db.update(clubs).set({ managerDigest: false }).where(eq(clubs.id, club.id));
    const manager = await buildMember(t.db, club, { role: ROLE.manager });
    const member = await buildMember(t.db, club);
    await setPapers(t.db, member, { ...validPapers(), membershipUntil: addDays(today(), 10) });
    await enqueuePass();
    const sent = await runOnTwoProcesses();
    expect(to(sent, member.email)).toHaveLength(1);
    expect(to(sent, manager.email)).toEqual([]);
  });

  it('the daily pass is scheduled once a day, by any number of processes, and schedules the next', async () => {
    const now = new Date();
    await schedulePaperReminders(t.db, now);
    await schedulePaperReminders(t.db, now);
    const key = `${PAPER_REMINDERS_JOB}:${now.toISOString().slice(0, 10)}`;
    expect(await t.db.select().from(jobs).where(eq(jobs.dedupeKey, key))).toHaveLength(1);
    await t.app.jobs.runDueJobs();
    const tomorrow = addDays(now.toISOString().slice(0, 10), 1);
    const [next] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${PAPER_REMINDERS_JOB}:${tomorrow}`));
    expect(next?.doneAt).toBeNull();
    expect(next?.runAt.toISOString()).toBe(`${tomorrow}T06:00:00.000Z`);
  });

  it('weeks start on Monday', () => {
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf('2026-11-29')).toBe('2026-11-23');
    expect(weekOf('2026-11-30')).toBe('2026-11-30');
  });
});

describe('reminders of an outing the papers will not cover', () => {
  it('reach the member at once and 3 days before, each once with two processes, in their language', async () => {
    const club = await buildClub(t.db);
    await t.db.update(clubs).set({ medicalCertificateCheck: 'warn' }).where(eq(clubs.id, club.id));
    const outing = await buildOuting(t.db, club, {
      startsAt: new Date(Date.now() + 10 * DAY_MS),
      title: 'Épave du Donator',
    });
    const diver = await signedIn(club, { languageKey: 'it' });
    await setPapers(t.db, diver.user, { ...validPapers(), medicalCertificateDate: addDays(today(), -400) });
    const signUp = await t.app.inject({ url: `/api/Outings/signUp/${outing.id}`, headers: diver.headers });
    expect(signUp.json().Paper_warnings).toHaveLength(1);

    await enqueuePass();
    const sent = to(await runOnTwoProcesses(), diver.user.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toMatch(/^I tuoi documenti non coprono l’uscita «Épave du Donator»/);
    expect(sent[0]?.text).toContain('certificato medico: valido fino al');
    expect(sent[0]?.links).toEqual([`http://${club.alias}.localhost:3000/profile/papiers`]);

    // Eight days later, the outing is 2 days away: one more, once.
    const later: string[] = [];
    const mailer: Mailer = {
      async send(mail) {
        if (mail.to === diver.user.email) later.push(mail.subject);
      },
    };
    const deps = { db: t.db, config: t.config, mailer };
    const eightDaysLater = new Date(Date.now() + 8 * DAY_MS);
    await Promise.all([runPaperReminders(deps, eightDaysLater), runPaperReminders(deps, eightDaysLater)]);
    await runPaperReminders(deps, new Date(Date.now() + 9 * DAY_MS));
    expect(later).toHaveLength(1);
  });

  it('reach a member the manager added with a reason; none for papers in order or an outing that does not dive', async () => {
    const club = await buildClub(t.db);
    const manager = await signedIn(club, { role: ROLE.manager });
    const outing = await buildOuting(t.db, club, { startsAt: new Date(Date.now() + 2 * DAY_MS) });
    const snorkel = await buildOuting(t.db, club, {
      kind: 'snorkel',
      startsAt: new Date(Date.now() + 2 * DAY_MS),
    });
    const diver = await buildMember(t.db, club);
    const inOrder = await signedIn(club);
    await setPapers(t.db, inOrder.user, validPapers());
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/Outings/setParticipant',
      headers: manager.headers,
      payload: {
        outing_id: outing.id,
        user_id: diver.id,
        status: 'confirmed',
        reason: 'Licence vue au club',
      },
    });
    expect(added.statusCode).toBe(200);
    for (const id of [outing.id, snorkel.id])
      await t.app.inject({ url: `/api/Outings/signUp/${id}`, headers: inOrder.headers });
    await t.app.inject({
      method: 'POST',
      url: '/api/Outings/setParticipant',
      headers: manager.headers,
      payload: { outing_id: snorkel.id, user_id: diver.id, status: 'confirmed' },
    });

    await enqueuePass();
    const sent = await runOnTwoProcesses();
    // At once and 3 days before are due together: one mail.
    const toDiver = to(sent, diver.email);
    expect(toDiver).toHaveLength(1);
    expect(toDiver[0]?.text).toContain('licence : manquant');
    expect(to(sent, inOrder.user.email)).toEqual([]);
  });
});
