import { ROLE } from '@club/shared/constants';
import { dayIn } from '@club/shared/domain/diver-file';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth-headers.ts';
import {
  buildClub,
  buildMember,
  type ClubRow,
  hostOf,
  signIn,
  type UserRow,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { diverFiles } from '../../db/schema/diver-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Person {
  user: UserRow & { password: string };
  headers: Record<string, string>;
}

async function person(club: ClubRow, fields: Parameters<typeof buildMember>[2] = {}): Promise<Person> {
  const user = await buildMember(t.db, club, fields);
  return { user, headers: as(hostOf(club), await signIn(t.app, hostOf(club), user)) };
}

/** A club with its manager, a N2 member and another member. */
async function buildDiveClub(fields: Parameters<typeof buildClub>[1] = {}) {
  const club = await buildClub(t.db, fields);
  return {
    club,
    manager: await person(club, { role: ROLE.manager, firstname: 'Anne', lastname: 'Gérard' }),
    member: await person(club, { organism: 'ffessm', divingLevel: 'ffessm_n2', birthdate: '1990-05-01' }),
    other: await person(club),
  };
}

const getFile = (who: Person, userId: number, on?: string) =>
  t.app.inject({ url: `/api/Users/getDiverFile/${userId}${on ? `?on=${on}` : ''}`, headers: who.headers });

const papers = {
  Licence_number: 'A-123456',
  Licence_season: 2027,
  Medical_certificate_date: '2026-03-10',
  Membership_until: '2027-08-31',
  Parental_consent: false,
  Qualifications: ['PN20'],
};

const update = (who: Person, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/Users/updateDiverFile', headers: who.headers, payload });

const storedFile = async (userId: number) =>
  (await t.db.select().from(diverFiles).where(eq(diverFiles.userId, userId)))[0] ?? null;

describe('reading a diver file', () => {
  it('the member reads their own: without a file every paper is missing, for the club’s today', async () => {
    const { club, member } = await buildDiveClub({ timeZone: 'Pacific/Auckland' });
    const response = await getFile(member, member.user.id);
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json();
    expect(file).toMatchObject({
      User_id: member.user.id,
      Club_id: club.id,
      Organism: 'ffessm',
      Diving_level: 'ffessm_n2',
      Licence_number: null,
      Medical_certificate_date: null,
      Qualifications: [],
      Assigned_aptitudes: [],
      On: dayIn('Pacific/Auckland'),
      Papers: {
        Medical_certificate: { State: 'missing', Valid_until: null, Days_left: null },
        Licence: { State: 'missing' },
        Membership: { State: 'missing' },
        Parental_consent: null,
      },
    });
    expect(file.Aptitudes).toEqual(expect.arrayContaining(['PE40', 'PA20', 'PE20', 'PE12']));
    expect(Object.values(file.Checks).every((check) => !(check as { Checked: boolean }).Checked)).toBe(true);
  });

  it('another member is refused (403); the manager and the super administrator read it', async () => {
    const { club, manager, member, other } = await buildDiveClub();
    expect((await getFile(other, member.user.id)).statusCode).toBe(403);
    expect((await getFile(manager, member.user.id)).statusCode).toBe(200);
    const admin = await buildMember(t.db, null);
    const adminHeaders = as(hostOf(club), await signIn(t.app, hostOf(club), admin));
    expect((await getFile({ user: admin, headers: adminHeaders }, member.user.id)).statusCode).toBe(200);
  });

  it("another club's member is not found, for a member and for the manager", async () => {
    const { manager, member } = await buildDiveClub();
    const elsewhere = await buildDiveClub();
    await update(elsewhere.member, { User_id: elsewhere.member.user.id, ...papers });
    for (const who of [member, manager]) {
      const response = await getFile(who, elsewhere.member.user.id);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('A-123456');
    }
    // Nor written through this club's site.
    const write = await update(manager, {
      User_id: elsewhere.member.user.id,
      ...papers,
      Licence_number: 'X',
    });
    expect(write.statusCode).toBe(404);
    expect((await storedFile(elsewhere.member.user.id))?.licenceNumber).toBe('A-123456');
  });

  it('each paper’s state on ?on=: valid, expiring within 30 days, expired, missing', async () => {
    const { member } = await buildDiveClub();
    await update(member, { User_id: member.user.id, ...papers, Licence_season: null });
    const on = async (day: string) => (await getFile(member, member.user.id, day)).json().Papers;
    expect((await on('2026-06-01')).Medical_certificate).toEqual({
      State: 'valid',
      Valid_until: '2027-03-09',
      Days_left: 281,
    });
    expect((await on('2027-02-20')).Medical_certificate).toMatchObject({ State: 'expiring', Days_left: 17 });
    expect((await on('2027-03-09')).Medical_certificate).toMatchObject({ State: 'expiring', Days_left: 0 });
    expect((await on('2027-03-10')).Medical_certificate).toMatchObject({ State: 'expired', Days_left: -1 });
    expect((await on('2026-06-01')).Licence).toMatchObject({ State: 'missing', Valid_until: null });
    expect((await on('2026-06-01')).Membership).toMatchObject({ State: 'valid', Valid_until: '2027-08-31' });
    expect((await getFile(member, member.user.id, '2026-02-31')).statusCode).toBe(400);
  });

  it('a minor’s parental consent is a paper: missing, then valid once given', async () => {
    const { member } = await buildDiveClub();
    const minor = await person(await buildClub(t.db), { birthdate: '2012-06-01' });
    expect((await getFile(minor, minor.user.id, '2026-06-01')).json().Papers.Parental_consent).toMatchObject({
      State: 'missing',
    });
    await update(minor, { User_id: minor.user.id, ...papers, Parental_consent: true });
    expect((await getFile(minor, minor.user.id, '2026-06-01')).json().Papers.Parental_consent).toMatchObject({
      State: 'valid',
    });
    // Adult on the day: no consent needed.
    expect((await getFile(minor, minor.user.id, '2030-06-01')).json().Papers.Parental_consent).toBeNull();
    expect((await getFile(member, member.user.id)).json().Papers.Parental_consent).toBeNull();
  });
});

describe('writing a diver file', () => {
  it('the member writes their own papers, declared', async () => {
    const { member } = await buildDiveClub();
    const response = await update(member, { User_id: member.user.id, ...papers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      Licence_number: 'A-123456',
      Licence_season: 2027,
      Medical_certificate_date: '2026-03-10',
      Qualifications: ['PN20'],
      Checks: { Medical_certificate: { Checked: false, Checked_by_name: null } },
    });
    expect(response.json().Aptitudes).toContain('PN20');
  });

  it('a member cannot send Checked nor change Assigned_aptitudes: 403, nothing written', async () => {
    const { member } = await buildDiveClub();
    const checked = await update(member, {
      User_id: member.user.id,
      ...papers,
      Checked: ['medical_certificate'],
    });
    expect(checked.statusCode).toBe(403);
    const assigned = await update(member, {
      User_id: member.user.id,
      ...papers,
      Assigned_aptitudes: ['PA40'],
    });
    expect(assigned.statusCode).toBe(403);
    expect(await storedFile(member.user.id)).toBeNull();
    // The same (empty) assignment and an empty Checked are no change: accepted.
    const same = await update(member, {
      User_id: member.user.id,
      ...papers,
      Assigned_aptitudes: [],
      Checked: [],
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it("a member cannot write another member's file (403)", async () => {
    const { member, other } = await buildDiveClub();
    expect((await update(other, { User_id: member.user.id, ...papers })).statusCode).toBe(403);
    expect(await storedFile(member.user.id)).toBeNull();
  });

  it('a date that is not a real day is refused, nothing written', async () => {
    const { member } = await buildDiveClub();
    const response = await update(member, {
      User_id: member.user.id,
      ...papers,
      Medical_certificate_date: '2026-02-30',
    });
    expect(response.statusCode).toBe(400);
    expect(await storedFile(member.user.id)).toBeNull();
  });

  it("the manager's Checked stamps their name and the date; the entries left out are declared", async () => {
    const { manager, member } = await buildDiveClub();
    await update(member, { User_id: member.user.id, ...papers });
    const before = Date.now();
    const response = await update(manager, {
      User_id: member.user.id,
      ...papers,
      Checked: ['medical_certificate', 'licence', 'level'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const checks = response.json().Checks;
    expect(checks.Medical_certificate).toMatchObject({ Checked: true, Checked_by_name: 'Anne Gérard' });
    expect(checks.Level).toMatchObject({ Checked: true, Checked_by_name: 'Anne Gérard' });
    expect(Date.parse(checks.Licence.Checked_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(checks.Membership).toEqual({ Checked: false, Checked_by_name: null, Checked_at: null });

    // Saved again vouching for the same entries, unchanged: the first stamp stays.
    const again = await update(manager, {
      User_id: member.user.id,
      ...papers,
      Checked: ['medical_certificate', 'level'],
    });
    expect(again.json().Checks.Medical_certificate.Checked_at).toBe(checks.Medical_certificate.Checked_at);
    expect(again.json().Checks.Licence.Checked).toBe(false);
  });

  it("the member's change makes a checked entry declared; the unchanged ones keep their check", async () => {
    const { manager, member } = await buildDiveClub();
    await update(manager, {
      User_id: member.user.id,
      ...papers,
      Checked: ['medical_certificate', 'licence', 'membership'],
    });
    const response = await update(member, {
      User_id: member.user.id,
      ...papers,
      Medical_certificate_date: '2026-09-01',
    });
    expect(response.statusCode, response.body).toBe(200);
    const checks = response.json().Checks;
    expect(checks.Medical_certificate.Checked).toBe(false);
    expect(checks.Licence).toMatchObject({ Checked: true, Checked_by_name: 'Anne Gérard' });
    expect(checks.Membership.Checked).toBe(true);
  });

  it('the manager assigns aptitudes to a foreign card, kept with who and when; an empty list clears them', async () => {
    const { club, manager } = await buildDiveClub();
    const member = await person(club, { organism: 'padi', divingLevel: 'padi_advanced_open_water' });
    const response = await update(manager, {
      User_id: member.user.id,
      ...papers,
      Assigned_aptitudes: ['PA40'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ Assigned_aptitudes: ['PA40'], Assigned_by_name: 'Anne Gérard' });
    // A foreign card gives nothing by law: only what was assigned, with what it implies.
    expect(response.json()).toMatchObject({
      Organism: 'padi',
      Aptitudes: ['PE12', 'PE20', 'PE40', 'PA12', 'PA20', 'PA40', 'PN20'],
    });
    // The member saving their papers without naming the assignment keeps it.
    const kept = await update(member, { User_id: member.user.id, ...papers });
    expect(kept.json().Assigned_aptitudes).toEqual(['PA40']);
    const cleared = await update(manager, { User_id: member.user.id, ...papers, Assigned_aptitudes: [] });
    expect(cleared.json()).toMatchObject({
      Assigned_aptitudes: [],
      Assigned_by_name: null,
      Assigned_at: null,
    });
  });

  it('changing one’s level in the profile makes the level declared again', async () => {
    const { manager, member } = await buildDiveClub();
    await update(manager, { User_id: member.user.id, ...papers, Checked: ['level', 'licence'] });
    const profile = {
      Lastname: member.user.lastname,
      Firstname: member.user.firstname,
      Nickname: null,
      Country_id: null,
      Gender: null,
      Birthdate: '1990-05-01',
      Practice_type: 4,
      Organism: 'ffessm',
      Diving_level: 'ffessm_n2',
    };
    const save = (fields: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Users/updateProfile',
        headers: member.headers,
        payload: { ...profile, ...fields },
      });
    expect((await save({ Firstname: 'Camille-Anne' })).statusCode).toBe(200);
    expect((await getFile(member, member.user.id)).json().Checks.Level.Checked).toBe(true);
    expect((await save({ Diving_level: 'ffessm_n3' })).statusCode).toBe(200);
    const checks = (await getFile(member, member.user.id)).json().Checks;
    expect(checks.Level.Checked).toBe(false);
    expect(checks.Licence.Checked).toBe(true);
  });
});

describe('privacy', () => {
  it("the member's data export includes their diver file", async () => {
    const { member } = await buildDiveClub();
    await update(member, { User_id: member.user.id, ...papers });
    const response = await t.app.inject({ url: '/api/Users/exportMyData', headers: member.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().diver_file).toMatchObject({
      User_id: member.user.id,
      Licence_number: 'A-123456',
      Medical_certificate_date: '2026-03-10',
    });
  });

  it('deleting the account deletes the diver file', async () => {
    const { member } = await buildDiveClub();
    await update(member, { User_id: member.user.id, ...papers });
    expect(await storedFile(member.user.id)).not.toBeNull();
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/Users/deleteMyAccount',
      headers: member.headers,
      payload: { password: member.user.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await storedFile(member.user.id)).toBeNull();
  });
});
