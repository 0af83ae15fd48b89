import { ROLE } from '@club/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth-headers.ts';
import { buildClub, buildMember, type ClubRow, hostOf, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clubs } from '../../db/schema/clubs.ts';
import { diverFiles } from '../../db/schema/diver-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function headersOf(club: ClubRow, fields: Parameters<typeof buildMember>[2] = {}) {
  const user = await buildMember(t.db, club, fields);
  return { user, headers: as(hostOf(club), await signIn(t.app, hostOf(club), user)) };
}

/**
 * A club on 2026-06-01: Bernard's papers all valid, Durand's certificate expiring, Martin's expired,
 * Petit (a minor) without parental consent, and the manager Albert with nothing.
 */
async function clubWithPapers() {
  const club = await buildClub(t.db);
  const manager = await headersOf(club, { role: ROLE.manager, lastname: 'Albert', firstname: 'Anne' });
  const member = await headersOf(club, {
    lastname: 'Bernard',
    firstname: 'Léa',
    organism: 'ffessm',
    divingLevel: 'ffessm_n2',
  });
  const durand = await buildMember(t.db, club, { lastname: 'Durand', firstname: 'Paul' });
  const martin = await buildMember(t.db, club, {
    lastname: 'Martin',
    firstname: 'Zoé',
    email: 'zoe@example.org',
  });
  const petit = await buildMember(t.db, club, {
    lastname: 'Petit',
    firstname: 'Noé',
    birthdate: '2012-01-01',
  });
  const valid = { clubId: club.id, licenceSeason: 2026, membershipUntil: '2026-08-31' };
  await t.db.insert(diverFiles).values([
    { userId: member.user.id, ...valid, medicalCertificateDate: '2026-01-10', licenceNumber: 'A-1' },
    { userId: durand.id, ...valid, medicalCertificateDate: '2025-06-20' },
    { userId: martin.id, ...valid, medicalCertificateDate: '2025-05-01' },
    { userId: petit.id, ...valid, medicalCertificateDate: '2026-01-10' },
  ]);
  // Another club's member, never listed.
  await buildMember(t.db, await buildClub(t.db), { lastname: 'Autre' });
  return { club, manager, member };
}

const table = (headers: Headers, query: string) =>
  t.app.inject({ url: `/api/Clubs/getDiverFiles/${query}`, headers });
const names = (response: { json(): { Lastname: string }[] }) => response.json().map((file) => file.Lastname);

describe('the club’s table of papers', () => {
  it('lists every account of the club by name, with the states on ?on=', async () => {
    const { club, manager } = await clubWithPapers();
    const response = await table(manager.headers, `${club.id}?on=2026-06-01`);
    expect(response.statusCode, response.body).toBe(200);
    expect(names(response)).toEqual(['Albert', 'Bernard', 'Durand', 'Martin', 'Petit']);
    const [albert, , durand] = response.json();
    expect(albert.Papers.Medical_certificate.State).toBe('missing');
    expect(durand.Papers.Medical_certificate).toMatchObject({ State: 'expiring', Valid_until: '2026-06-19' });
  });

  it('filters files with a paper expired, expiring or missing (parental consent for minors only)', async () => {
    const { club, manager } = await clubWithPapers();
    const filtered = async (state: string) =>
      names(await table(manager.headers, `${club.id}?on=2026-06-01&state=${state}`));
    expect(await filtered('expired')).toEqual(['Martin']);
    expect(await filtered('expiring')).toEqual(['Durand']);
    expect(await filtered('missing')).toEqual(['Albert', 'Petit']);
    // On 1 October the 2026 licences are still valid (until 31 December), the memberships not.
    expect(await filtered('expired')).not.toContain('Bernard');
    expect(names(await table(manager.headers, `${club.id}?on=2026-10-01&state=expired`))).toEqual([
      'Bernard',
      'Durand',
      'Martin',
      'Petit',
    ]);
    expect((await table(manager.headers, `${club.id}?state=lost`)).statusCode).toBe(400);
  });

  it('is for the managers: a member is refused, another club’s id is not found', async () => {
    const { club, manager, member } = await clubWithPapers();
    expect((await table(member.headers, String(club.id))).statusCode).toBe(403);
    const other = await buildClub(t.db);
    expect((await table(manager.headers, String(other.id))).statusCode).toBe(404);
  });

  it('exports the table as CSV', async () => {
    const { club, manager } = await clubWithPapers();
    const response = await t.app.inject({
      url: `/api/Clubs/exportDiverFiles/${club.id}?on=2026-06-01&state=expired`,
      headers: manager.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(`${club.alias}-papers-2026-06-01.csv`);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Last name,First name,E-mail,Organism,Level,Aptitudes,Licence number,Licence season,Licence state,' +
        'Medical certificate date,Medical certificate state,Medical certificate valid until,Membership until,' +
        'Membership state,Parental consent',
    );
    expect(lines[1]).toBe(
      'Martin,Zoé,zoe@example.org,,,,,2026,valid,2025-05-01,expired,2026-04-30,2026-08-31,valid,',
    );
    expect(lines).toHaveLength(3);
  });

  it('neutralises a cell a spreadsheet would run as a formula', async () => {
    const { club, manager } = await clubWithPapers();
    await buildMember(t.db, club, { lastname: '=HYPERLINK("x")', firstname: 'Eve' });
    const response = await t.app.inject({
      url: `/api/Clubs/exportDiverFiles/${club.id}`,
      headers: manager.headers,
    });
    expect(response.body).toContain(`"'=HYPERLINK(""x"")",Eve`);
  });
});

describe('the paper rules', () => {
  const rules = {
    Medical_certificate_check: 'block',
    Licence_check: 'warn',
    Membership_check: 'off',
    Accept_declared: false,
    Season_end: '09-14',
    Manager_digest: false,
  };
  const edit = (headers: Headers, club: ClubRow, fields: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Clubs/editPaperRules',
      headers,
      payload: { Club_id: club.id, ...rules, ...fields },
    });

  it('members read them; the manager sets them, and they are the club’s choice from then on', async () => {
    const { club, manager, member } = await clubWithPapers();
    const read = () => t.app.inject({ url: `/api/Clubs/getPaperRules/${club.id}`, headers: member.headers });
    expect((await read()).json()).toMatchObject({ Medical_certificate_check: 'block', Chosen: false });
    const saved = await edit(manager.headers, club, {});
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...rules, Chosen: true });
    expect((await read()).json()).toEqual({ ...rules, Chosen: true });
  });

  it('a member cannot set them; a day that is not in every year is refused, nothing written', async () => {
    const { club, manager, member } = await clubWithPapers();
    expect((await edit(member.headers, club, {})).statusCode).toBe(403);
    expect((await edit(manager.headers, club, { Season_end: '02-29' })).statusCode).toBe(400);
    expect((await edit(manager.headers, club, { Season_end: '04-31' })).statusCode).toBe(400);
    const [row] = await t.db.select().from(clubs).where(eq(clubs.id, club.id));
    expect(row).toMatchObject({ paperRulesChosen: false, seasonEnd: '08-31' });
  });
});
