import { ROLE } from '@club/shared/constants';
import {
  addDays,
  dayIn,
  licenceSeasonOn,
  medicalCertificateValidUntil,
} from '@club/shared/domain/diver-file';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildClub,
  buildMember,
  buildOuting,
  type ClubRow,
  hostOf,
  type OutingRow,
  signIn,
  type UserRow,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clubs } from '../../db/schema/clubs.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { outingParticipants } from '../../db/schema/outings.ts';
import { OUTING_PAPERS_REMINDER_JOB } from '../diver-files/reminders.ts';
import { giveValidPapers, setPapers, validPapers } from './papers-test-support.ts';

/**
 * Papers checked at sign-up (issue 34): a member whose papers will not cover a diving outing's day is
 * refused or warned as the club's rules say; the manager adds them with a reason that is kept.
 */
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
  const token = await signIn(t.app, hostOf(club), user);
  return { user, headers: { host: hostOf(club), authorization: `Bearer ${token}` } };
}

const today = () => dayIn('Europe/Paris');
/** Papers in order but a certificate of 400 days ago. */
const expiredMedicalCertificate = () => ({
  ...validPapers(),
  medicalCertificateDate: addDays(today(), -400),
});
const expiredOn = () => medicalCertificateValidUntil(addDays(today(), -400));

type Rules = Partial<
  Pick<
    typeof clubs.$inferInsert,
    'medicalCertificateCheck' | 'licenceCheck' | 'membershipCheck' | 'acceptDeclared'
  >
>;

/** A new club (the new clubs' rules: block the certificate and the licence, warn on membership). */
async function paperClub(rules: Rules = {}) {
  const club = await buildClub(t.db);
  if (Object.keys(rules).length > 0) await t.db.update(clubs).set(rules).where(eq(clubs.id, club.id));
  return { club, manager: await signedIn(club, { role: ROLE.manager }) };
}

const signUp = (outing: { id: number }, who: Person) =>
  t.app.inject({ url: `/api/Outings/signUp/${outing.id}`, headers: who.headers });

const participants = (outing: { id: number }, who: Person) =>
  t.app.inject({ url: `/api/Outings/getParticipants/${outing.id}`, headers: who.headers });

function setParticipant(manager: Person, outing: OutingRow, user: UserRow, status: string, reason?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Outings/setParticipant',
    headers: manager.headers,
    payload: { outing_id: outing.id, user_id: user.id, status, ...(reason === undefined ? {} : { reason }) },
  });
}

const rowsOf = (outing: OutingRow) =>
  t.db.select().from(outingParticipants).where(eq(outingParticipants.outingId, outing.id));

const remindersEnqueuedFor = (outing: OutingRow) =>
  t.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(
      and(eq(jobs.kind, OUTING_PAPERS_REMINDER_JOB), sql`(${jobs.payload}->>'outingId')::int = ${outing.id}`),
    );

describe('papers at sign-up', () => {
  it('refuses an expired certificate with medical_certificate_expired, writing nothing; renewed, the sign-up works', async () => {
    const { club } = await paperClub();
    const outing = await buildOuting(t.db, club);
    const diver = await signedIn(club);
    await setPapers(t.db, diver.user, expiredMedicalCertificate());
    const lastDay = expiredOn();

    const refused = await signUp(outing, diver);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'medical_certificate_expired',
      message: expect.stringContaining(lastDay),
      paper: { Kind: 'medical_certificate', Valid_until: lastDay },
    });
    expect(refused.json().message).toMatch(/medical certificate/);
    expect(await rowsOf(outing)).toEqual([]);
    expect(await remindersEnqueuedFor(outing)).toEqual([]);

    await setPapers(t.db, diver.user, { medicalCertificateDate: today() });
    const accepted = await signUp(outing, diver);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ My_status: 'confirmed', Paper_warnings: [] });
  });

  it('refuses a missing licence with licence_expired and no last day', async () => {
    const { club } = await paperClub();
    const outing = await buildOuting(t.db, club, { kind: 'shore_dive' });
    const diver = await signedIn(club);
    await setPapers(t.db, diver.user, { ...validPapers(), licenceSeason: null });
    const refused = await signUp(outing, diver);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'licence_expired',
      paper: { Kind: 'licence', Valid_until: null },
    });
    expect(await rowsOf(outing)).toEqual([]);
  });

  it('in "warn" lets the member in with a notice (once), and tells them by mail', async () => {
    const { club } = await paperClub({ medicalCertificateCheck: 'warn' });
    const outing = await buildOuting(t.db, club, { kind: 'training' });
    const diver = await signedIn(club);
    await setPapers(t.db, diver.user, expiredMedicalCertificate());
    const answer = await signUp(outing, diver);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      My_status: 'confirmed',
      Paper_warnings: [
        { Code: 'medical_certificate_expired', Kind: 'medical_certificate', Valid_until: expiredOn() },
      ],
    });
    const rows = await rowsOf(outing);
    expect(rows.map((row) => row.userId)).toEqual([diver.user.id]);
    expect(await remindersEnqueuedFor(outing)).toHaveLength(1);
    // Signing up again changes nothing.
    expect((await signUp(outing, diver)).json()).toMatchObject({
      My_status: 'confirmed',
      Paper_warnings: [],
    });
    expect(await rowsOf(outing)).toEqual(rows);
    expect(await remindersEnqueuedFor(outing)).toHaveLength(1);
  });

  it('in "off" checks nothing, and never checks an outing that does not dive', async () => {
    const { club: offClub } = await paperClub({
      medicalCertificateCheck: 'off',
      licenceCheck: 'off',
      membershipCheck: 'off',
    });
    const noPapers = await signedIn(offClub);
    const off = await signUp(await buildOuting(t.db, offClub), noPapers);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ My_status: 'confirmed', Paper_warnings: [] });

    const { club } = await paperClub();
    for (const kind of ['snorkel', 'social'] as const) {
      const outing = await buildOuting(t.db, club, { kind });
      const answer = await signUp(outing, await signedIn(club));
      expect(answer.statusCode, kind).toBe(200);
      expect(answer.json()).toMatchObject({ My_status: 'confirmed', Paper_warnings: [] });
    }
  });

  it('reads the licence season on the outing’s day where the club is: 31 December valid, 1 January not', async () => {
    const { club } = await paperClub({ medicalCertificateCheck: 'off', membershipCheck: 'off' });
    const season = licenceSeasonOn(today()) + 1;
    const diver = await signedIn(club);
    await setPapers(t.db, diver.user, { licenceSeason: season });
    // 10:00 in Paris on the season's last day.
    const lastDay = await buildOuting(t.db, club, { startsAt: new Date(`${season}-12-31T09:00:00Z`) });
    expect((await signUp(lastDay, diver)).statusCode).toBe(200);
    // 00:30 in Paris on 1 January is still 31 December in UTC: the club's day counts.
    const newYear = await buildOuting(t.db, club, { startsAt: new Date(`${season}-12-31T23:30:00Z`) });
    const refused = await signUp(newYear, diver);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'licence_expired',
      paper: { Kind: 'licence', Valid_until: `${season}-12-31` },
    });
  });
});

describe('the manager’s override', () => {
  it('needs a reason, kept with who gave it and when, and shown to managers only', async () => {
    const { club, manager } = await paperClub();
    const outing = await buildOuting(t.db, club);
    const diver = await signedIn(club, { organism: 'ffessm', divingLevel: 'ffessm_n2' });
    await setPapers(t.db, diver.user, expiredMedicalCertificate());
    const member = await signedIn(club);
    await giveValidPapers(t.db, [member.user]);
    expect((await signUp(outing, member)).statusCode).toBe(200);

    for (const reason of [undefined, '', '   ']) {
      const refused = await setParticipant(manager, outing, diver.user, 'confirmed', reason);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        error: 'medical_certificate_expired',
        paper: { Kind: 'medical_certificate', Valid_until: expiredOn() },
      });
    }
    expect((await setParticipant(manager, outing, diver.user, 'waiting')).statusCode).toBe(409);
    expect((await rowsOf(outing)).map((row) => row.userId)).toEqual([member.user.id]);

    const before = Date.now();
    const added = await setParticipant(manager, outing, diver.user, 'confirmed', 'Certificat vu sur place');
    expect(added.statusCode).toBe(200);
    const row = (await rowsOf(outing)).find((candidate) => candidate.userId === diver.user.id);
    expect(row).toMatchObject({
      status: 'confirmed',
      overrideReason: 'Certificat vu sur place',
      overrideById: manager.user.id,
    });
    expect(row?.overrideAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await remindersEnqueuedFor(outing)).toHaveLength(1);

    const seen = added.json().Confirmed.find((p: { User_id: number }) => p.User_id === diver.user.id);
    expect(seen).toMatchObject({
      Override_reason: 'Certificat vu sur place',
      Papers: {
        Medical_certificate: { State: 'expired', Valid_until: expiredOn() },
        Licence: { State: 'valid' },
        Membership: { State: 'valid' },
        Parental_consent: null,
      },
      Aptitudes: expect.arrayContaining(['PE40', 'PA20', 'PE12']),
    });
    const listed = (await participants(outing, manager)).json();
    expect(listed.Confirmed.map((p: { Override_reason: string | null }) => p.Override_reason)).toEqual([
      null,
      'Certificat vu sur place',
    ]);

    // The CSV export has the papers on the outing's day and the reason.
    const csv = await t.app.inject({
      url: `/api/Outings/exportParticipants/${outing.id}`,
      headers: manager.headers,
    });
    const diverLine = csv.body.split('\r\n').find((line) => line.includes(diver.user.email));
    expect(diverLine).toMatch(
      new RegExp(
        `,expired \\(${expiredOn()}\\),valid \\(\\d{4}-12-31\\),valid \\([-\\d]+\\),Certificat vu sur place$`,
      ),
    );

    // A member sees neither papers, aptitudes nor reasons.
    const asMember = (await participants(outing, member)).json();
    for (const participant of asMember.Confirmed) {
      expect(participant).toMatchObject({ Papers: null, Aptitudes: null, Override_reason: null });
    }

    // The super administrator sees them as the manager does.
    const admin = await buildMember(t.db, null);
    const adminToken = await signIn(t.app, hostOf(club), admin);
    const asAdmin = (
      await participants(outing, {
        user: admin,
        headers: { host: hostOf(club), authorization: `Bearer ${adminToken}` },
      })
    ).json();
    expect(asAdmin.Confirmed[1]).toMatchObject({
      Override_reason: 'Certificat vu sur place',
      Papers: { Medical_certificate: { State: 'expired' } },
    });

    // Moving them keeps the reason; removing them takes the row, and nothing else.
    expect((await setParticipant(manager, outing, diver.user, 'waiting')).statusCode).toBe(200);
    expect((await rowsOf(outing)).find((r) => r.userId === diver.user.id)?.overrideReason).toBe(
      'Certificat vu sur place',
    );
    expect((await setParticipant(manager, outing, diver.user, 'removed')).statusCode).toBe(200);
    expect((await rowsOf(outing)).map((r) => r.userId)).toEqual([member.user.id]);
  });

  it('adds a member whose papers are in order without a reason, and keeps none', async () => {
    const { club, manager } = await paperClub();
    const outing = await buildOuting(t.db, club);
    const diver = await signedIn(club);
    await giveValidPapers(t.db, [diver.user]);
    expect((await setParticipant(manager, outing, diver.user, 'confirmed')).statusCode).toBe(200);
    const [row] = await rowsOf(outing);
    expect(row).toMatchObject({ userId: diver.user.id, overrideReason: null, overrideById: null });
  });
});

describe('only checked entries', () => {
  const check = { byId: 1, byName: 'Claire Vidal', at: '2026-01-10T10:00:00.000Z' };

  it('refuses a declared paper with paper_not_checked, and a declared level with level_not_checked', async () => {
    const { club } = await paperClub({ acceptDeclared: false });
    const outing = await buildOuting(t.db, club, { minCertificationStep: 2 });
    const diver = await signedIn(club, { organism: 'ffessm', divingLevel: 'ffessm_n2' });
    await setPapers(t.db, diver.user, validPapers());

    const declared = await signUp(outing, diver);
    expect(declared.statusCode).toBe(409);
    expect(declared.json()).toMatchObject({
      error: 'paper_not_checked',
      paper: { Kind: 'medical_certificate' },
    });

    const papersChecked = { medical_certificate: check, licence: check, membership: check };
    await setPapers(t.db, diver.user, { checks: papersChecked });
    const level = await signUp(outing, diver);
    expect(level.statusCode).toBe(409);
    expect(level.json()).toMatchObject({ error: 'level_not_checked' });
    expect(await rowsOf(outing)).toEqual([]);

    await setPapers(t.db, diver.user, { checks: { ...papersChecked, level: check } });
    expect((await signUp(outing, diver)).statusCode).toBe(200);
  });

  it('in "warn", lets a declared paper in with a notice', async () => {
    const { club } = await paperClub({
      acceptDeclared: false,
      medicalCertificateCheck: 'warn',
      licenceCheck: 'off',
      membershipCheck: 'off',
    });
    const outing = await buildOuting(t.db, club);
    const diver = await signedIn(club);
    await setPapers(t.db, diver.user, validPapers());
    const answer = await signUp(outing, diver);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().Paper_warnings).toEqual([
      { Code: 'paper_not_checked', Kind: 'medical_certificate', Valid_until: expect.any(String) },
    ]);
  });
});
