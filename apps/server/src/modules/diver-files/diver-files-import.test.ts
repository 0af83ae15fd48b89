import { ROLE } from '@club/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth-headers.ts';
import { buildClub, buildMember, type ClubRow, hostOf, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
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

/** A club whose members a federation export names by licence number, e-mail, or name and birth date. */
async function importClub() {
  const club = await buildClub(t.db);
  const manager = await headersOf(club, { role: ROLE.manager, firstname: 'Anne', lastname: 'Gérard' });
  const byLicence = await buildMember(t.db, club, { lastname: 'Bernard', firstname: 'Léa' });
  const byEmail = await buildMember(t.db, club, { email: 'Paul.Durand@Example.org', lastname: 'Durand' });
  const byName = await buildMember(t.db, club, {
    lastname: 'Lefèvre',
    firstname: 'Hélène',
    birthdate: '1985-04-12',
  });
  await t.db.insert(diverFiles).values({ userId: byLicence.id, clubId: club.id, licenceNumber: 'A-0001' });
  return { club, manager, byLicence, byEmail, byName };
}

const FILE = [
  '\uFEFFLicence;Nom;Prénom;Courriel;Naissance;Saison;CACI',
  'A-0001;Bernard;Léa;;;2027;10/03/2026',
  '"B-0002";Durand;Paul;paul.durand@example.org;;2027;2026-02-01',
  ';LEFEVRE;helene;;12/04/1985;2027;01/09/2026',
  'C-0003;Inconnu;Jean;jean@example.org;;2027;01/01/2026',
  'D-0004;Bernard;Léa;;;2027;32/13/2026',
].join('\r\n');

const MAPPING = {
  Licence: 'licence_number',
  Nom: 'lastname',
  Prénom: 'firstname',
  Courriel: 'email',
  Naissance: 'birthdate',
  Saison: 'licence_season',
  CACI: 'medical_certificate_date',
};

async function sendImport(
  headers: Headers,
  club: ClubRow,
  options: { file?: string | Buffer; mapping?: object; dryRun?: boolean; type?: string } = {},
) {
  const form = new FormData();
  const data = options.file ?? FILE;
  form.append(
    'file',
    new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type: options.type ?? 'text/csv' }),
    'licences.csv',
  );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const query = new URLSearchParams({
    Club_id: String(club.id),
    Mapping: JSON.stringify(options.mapping ?? MAPPING),
    Dry_run: String(options.dryRun ?? true),
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/Clubs/importDiverFiles?${query}`,
    headers: { ...headers, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const fileOf = async (userId: number) =>
  (await t.db.select().from(diverFiles).where(eq(diverFiles.userId, userId)))[0] ?? null;

describe('importing papers from a CSV file', () => {
  it('a dry run previews matches and changes and writes nothing', async () => {
    const { club, manager, byLicence, byEmail, byName } = await importClub();
    const response = await sendImport(manager.headers, club);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ Dry_run: true, Matched: 3, Unmatched: 2, Changed: 3 });
    expect(result.Columns).toEqual(['Licence', 'Nom', 'Prénom', 'Courriel', 'Naissance', 'Saison', 'CACI']);
    const [first, second, third, unknown, badDate] = result.Rows;
    expect(first).toMatchObject({
      Line: 2,
      User_id: byLicence.id,
      Matched_by: 'licence_number',
      Problem: null,
      Changes: [
        { Field: 'licence_season', From: null, To: '2027' },
        { Field: 'medical_certificate_date', From: null, To: '2026-03-10' },
      ],
    });
    expect(second).toMatchObject({ User_id: byEmail.id, Matched_by: 'email' });
    expect(second.Changes[0]).toEqual({ Field: 'licence_number', From: null, To: 'B-0002' });
    expect(third).toMatchObject({ User_id: byName.id, Matched_by: 'name_and_birthdate', Problem: null });
    expect(unknown).toMatchObject({ Line: 5, User_id: null, Name: 'Jean Inconnu', Changes: [] });
    expect(unknown.Problem).toContain('No member matches');
    expect(badDate.Problem).toContain('unreadable date "32/13/2026"');
    expect(badDate.Changes).toEqual([]);

    expect(await fileOf(byEmail.id)).toBeNull();
    expect(await fileOf(byLicence.id)).toMatchObject({ licenceSeason: null, medicalCertificateDate: null });
  });

  it('a real run writes the changes, checked by the manager; the same file again changes nothing', async () => {
    const { club, manager, byLicence, byEmail, byName } = await importClub();
    const response = await sendImport(manager.headers, club, { dryRun: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ Dry_run: false, Changed: 3 });
    expect(await fileOf(byLicence.id)).toMatchObject({
      licenceSeason: 2027,
      medicalCertificateDate: '2026-03-10',
    });
    expect(await fileOf(byEmail.id)).toMatchObject({
      licenceNumber: 'B-0002',
      medicalCertificateDate: '2026-02-01',
    });
    const helene = await fileOf(byName.id);
    expect(helene).toMatchObject({ licenceSeason: 2027, medicalCertificateDate: '2026-09-01' });
    expect(helene?.checks.medical_certificate).toMatchObject({
      byId: manager.user.id,
      byName: 'Anne Gérard',
    });
    expect(helene?.checks.licence).toMatchObject({ byName: 'Anne Gérard' });
    expect(helene?.checks.membership).toBeUndefined();

    const again = await sendImport(manager.headers, club, { dryRun: false });
    expect(again.json()).toMatchObject({ Changed: 0, Matched: 3 });
    // Now found by the licence number the first run wrote.
    expect(again.json().Rows[1]).toMatchObject({
      User_id: byEmail.id,
      Matched_by: 'licence_number',
      Changes: [],
    });
  });

  it('reads a comma-separated file with quoted fields', async () => {
    const { club, manager, byEmail } = await importClub();
    const file = 'email,cert,"note, free"\n"PAUL.DURAND@example.org",2026-05-02,"a, b"\n';
    const response = await sendImport(manager.headers, club, {
      file,
      mapping: { email: 'email', cert: 'medical_certificate_date' },
      dryRun: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().Columns).toEqual(['email', 'cert', 'note, free']);
    expect(await fileOf(byEmail.id)).toMatchObject({ medicalCertificateDate: '2026-05-02' });
  });

  it('reads a file saved by a French spreadsheet in Windows-1252, and skips its lines of separators only', async () => {
    const { club, manager, byName } = await importClub();
    const text = 'Nom;Prénom;Né le;CACI\r\nLefèvre;Hélène;12/04/1985;03/02/2026\r\n;;;\r\n';
    const response = await sendImport(manager.headers, club, {
      file: Buffer.from(text, 'latin1'),
      mapping: {
        Nom: 'lastname',
        Prénom: 'firstname',
        'Né le': 'birthdate',
        CACI: 'medical_certificate_date',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ Matched: 1, Unmatched: 0, Changed: 1 });
    expect(response.json().Rows[0]).toMatchObject({ User_id: byName.id, Name: 'Hélène Lefèvre' });
  });

  it('refuses a file that is not CSV, an empty one, one too big, and a mapping naming a missing column', async () => {
    const { club, manager } = await importClub();
    const binary = await sendImport(manager.headers, club, {
      file: Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x10]),
    });
    expect(binary.statusCode).toBe(400);
    expect(binary.json().message).toContain('not a CSV');
    const empty = await sendImport(manager.headers, club, { file: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('empty');
    const broken = await sendImport(manager.headers, club, { file: 'a,b\n"unclosed,1\n' });
    expect(broken.statusCode).toBe(400);
    const big = await sendImport(manager.headers, club, {
      file: `email\n${'x@example.org\n'.repeat(160_000)}`,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('file_too_big');
    const missing = await sendImport(manager.headers, club, { mapping: { ...MAPPING, Adresse: 'email' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('"Adresse"');
    const unmatchable = await sendImport(manager.headers, club, {
      mapping: { CACI: 'medical_certificate_date' },
    });
    expect(unmatchable.statusCode).toBe(400);
  });

  it('is for the managers: a member is refused, another club is not found', async () => {
    const { club, byLicence } = await importClub();
    const member = await headersOf(club);
    expect((await sendImport(member.headers, club, { dryRun: false })).statusCode).toBe(403);
    // The manager of another club, on their own site, naming this club.
    const other = await importClub();
    expect((await sendImport(other.manager.headers, club, { dryRun: false })).statusCode).toBe(404);
    expect(await fileOf(byLicence.id)).toMatchObject({ medicalCertificateDate: null });
  });
});
