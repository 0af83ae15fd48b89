import { LIST_PAGE_SIZE, ROLE } from '@club/shared/constants';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth-headers.ts';
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
import { outingRoles, safetySheets } from '../../db/schema/dive-plans.ts';
import { addOutingSpot, addParticipants, buildDiver } from './dive-plan-test-support.ts';
import { sampleSafetySheet } from './safety-sheet-test-support.ts';
import { fileNamePart } from './safety-sheets.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Person {
  user: UserRow;
  headers: Record<string, string>;
}

async function person(club: ClubRow, fields: Parameters<typeof buildMember>[2] = {}): Promise<Person> {
  const user = await buildMember(t.db, club, fields);
  return { user, headers: as(hostOf(club), await signIn(t.app, hostOf(club), user)) };
}

/** A club with its manager, a plain member, and the dive director of its outings. */
async function buildSafetySheetClub() {
  const club = await buildClub(t.db, { timeZone: 'Europe/Paris' });
  return {
    club,
    manager: await person(club, { role: ROLE.manager }),
    member: await person(club),
    diveDirector: await person(club, { firstname: 'Marin', lastname: 'Leclerc' }),
  };
}

/** An outing whose plan names `diveDirector`, with its sheet kept as the dive plan's writes keep it. */
async function outingWithSafetySheet(
  club: ClubRow,
  diveDirector: Person,
  firstDiveAt = new Date('2026-06-13T07:30:00Z'),
) {
  const outing = await buildOuting(t.db, club, { title: 'Sortie bateau — archipel de Riou' });
  await t.db
    .insert(outingRoles)
    .values({ outingId: outing.id, clubId: club.id, diveDirectorUserId: diveDirector.user.id });
  await keepSafetySheet(club, outing.id, firstDiveAt);
  return outing;
}

async function keepSafetySheet(
  club: ClubRow,
  outingId: number,
  firstDiveAt: Date,
  title = 'Sortie bateau — archipel de Riou',
) {
  const snapshot = sampleSafetySheet();
  snapshot.club.name = club.name;
  snapshot.outing = { id: outingId, title, timeZone: club.timeZone };
  await t.db.insert(safetySheets).values({
    clubId: club.id,
    outingId,
    title,
    site: 'Les Impériaux',
    diveDirectorName: 'Marin Leclerc',
    firstDiveAt,
    dives: 2,
    signedDives: 1,
    divers: 9,
    snapshot,
  });
}

const getSafetySheet = (who: Person, outing: Pick<OutingRow, 'id'>, language = 'fr') =>
  t.app.inject({ url: `/api/Outings/getSafetySheet/${outing.id}`, headers: { ...who.headers, language } });

const listSafetySheets = (who: Person, club: ClubRow, page: number) =>
  t.app.inject({ url: `/api/Clubs/getSafetySheets/${club.id}/${page}`, headers: who.headers });

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body), { verbosity: 0 }), {
    mergePages: true,
  });
  return text;
}

describe('getSafetySheet', () => {
  it('answers the PDF with every diver and their aptitudes, in the reader’s language', async () => {
    const { club, manager, diveDirector } = await buildSafetySheetClub();
    const outing = await outingWithSafetySheet(club, diveDirector);

    const response = await getSafetySheet(manager, outing);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      'fiche-securite-2026-06-13-sortie-bateau-archipel-de-riou.pdf',
    );
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`Fiche de sécurité — ${club.name}`);
    for (const palanquee of sampleSafetySheet().dives.flatMap((dive) => dive.palanquees)) {
      for (const member of palanquee.members) {
        if (member.lastname.length < 20) expect(text).toContain(member.lastname.replace('ś', 's'));
        for (const aptitude of member.aptitudes) expect(text).toContain(aptitude);
      }
    }
    expect(text).toContain('Signé par Marin Leclerc');

    const english = await pdfText((await getSafetySheet(manager, outing, 'en')).rawPayload);
    expect(english).toContain(`Safety sheet — ${club.name}`);
  });

  it('prints the sheet the dive plan’s writes keep, every diver with their aptitudes', async () => {
    const { club, manager } = await buildSafetySheetClub();
    const outing = await buildOuting(t.db, club, { title: 'Plongée du Levant' });
    const spot = await addOutingSpot(t.db, outing, 'La Gabinière');
    const guide = await buildDiver(t.db, club, 'ffessm_mf1', { firstname: 'Núria', lastname: 'Ibáñez' });
    const lea = await buildDiver(t.db, club, 'ffessm_n2', { firstname: 'Léa', lastname: 'Müller' });
    const zaneta = await buildDiver(t.db, club, 'ffessm_n1', { firstname: 'Żaneta', lastname: 'Kowalska' });
    await addParticipants(t.db, outing, [guide, lea, zaneta]);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/Outings/saveDivePlan',
      headers: manager.headers,
      payload: {
        Outing_id: outing.id,
        Roles: { Dp_id: guide.id, Pilot_id: null, Surface_id: null, Boat: 'Le Levant' },
        Rescue_kit: ['oxygen', 'alert'],
        Dives: [
          {
            Index: 1,
            Spot_id: spot.id,
            Start: '2026-07-04T08:00:00Z',
            Activity: 'exploration',
            Gas: 'air',
            Planned_depth: 20,
            Planned_duration: 45,
            Palanquees: [
              {
                Number: 1,
                Planned_depth: 20,
                Planned_duration: 45,
                Members: [
                  { User_id: guide.id, Role: 'guide' },
                  { User_id: lea.id, Role: 'diver' },
                  { User_id: zaneta.id, Role: 'diver' },
                ],
              },
            ],
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const response = await getSafetySheet(manager, outing);
    expect(response.statusCode, response.body).toBe(200);
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Plongée du Levant');
    expect(text).toContain('La Gabinière — 43.00480, 6.37760');
    expect(text).toContain('Directeur de plongée Núria Ibáñez');
    expect(text).toMatch(/Ibáñez Núria [A-Z0-9 -]*E3[A-Z0-9 -]* Guide/);
    expect(text).toMatch(/Müller Léa PE-40 PA-20 Plongeur/);
    expect(text).toMatch(/Kowalska Zaneta PE-20 Plongeur/);
    expect(text).toContain('Non signée');
  });

  it('is read by the outing’s dive director, not by a plain member nor another club', async () => {
    const { club, member, diveDirector } = await buildSafetySheetClub();
    const outing = await outingWithSafetySheet(club, diveDirector);
    const otherClub = await buildSafetySheetClub();

    expect((await getSafetySheet(diveDirector, outing)).statusCode).toBe(200);
    const plain = await getSafetySheet(member, outing);
    expect(plain.statusCode).toBe(403);
    expect(plain.json().error).toBe('forbidden');
    // Another club's manager, on their own site, finds no such outing.
    const foreign = await getSafetySheet(otherClub.manager, outing);
    expect(foreign.statusCode).toBe(404);
    // The other club's dive director is not this outing's.
    expect((await getSafetySheet(otherClub.diveDirector, outing)).statusCode).toBe(404);
  });

  it('is kept once the outing is deleted, for the managers', async () => {
    const { club, manager, diveDirector } = await buildSafetySheetClub();
    const outing = await outingWithSafetySheet(club, diveDirector);

    const deleted = await t.app.inject({
      url: `/api/Outings/deleteOuting/${outing.id}`,
      headers: manager.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const response = await getSafetySheet(manager, outing);
    expect(response.statusCode).toBe(200);
    expect(await pdfText(response.rawPayload)).toContain('Núñez');
    // The dive director read it through the outing, which is gone.
    expect((await getSafetySheet(diveDirector, outing)).statusCode).toBe(404);

    const [summary] = (await listSafetySheets(manager, club, 0)).json();
    expect(summary).toMatchObject({ Outing_id: outing.id, Outing_deleted: true });
  });

  it('answers 404 for an outing without a sheet', async () => {
    const { club, manager } = await buildSafetySheetClub();
    const outing = await buildOuting(t.db, club);
    const response = await getSafetySheet(manager, outing);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
  });
});

describe('getSafetySheets', () => {
  it('pages the club’s sheets, latest dive first, each day in the club’s time zone', async () => {
    const { club, manager, diveDirector } = await buildSafetySheetClub();
    const kept = await outingWithSafetySheet(club, diveDirector, new Date('2026-06-13T22:30:00Z'));
    const count = LIST_PAGE_SIZE + 2;
    // Sheets of outings since deleted (no outing row), one a day before the kept outing's.
    for (let day = 1; day <= count; day += 1) {
      await keepSafetySheet(club, 900_000 + day, new Date(Date.UTC(2026, 5, 13 - day, 8)), `Sortie ${day}`);
    }
    const other = await buildSafetySheetClub();
    await outingWithSafetySheet(other.club, other.diveDirector);

    const first = await listSafetySheets(manager, club, 0);
    expect(first.statusCode, first.body).toBe(200);
    const page0 = first.json();
    expect(page0).toHaveLength(LIST_PAGE_SIZE);
    expect(page0[0]).toEqual({
      Outing_id: kept.id,
      Title: 'Sortie bateau — archipel de Riou',
      // 22:30 UTC is past midnight in Paris.
      Date: '2026-06-14',
      Site: 'Les Impériaux',
      Dp_name: 'Marin Leclerc',
      Dives: 2,
      Signed_dives: 1,
      Divers: 9,
      Outing_deleted: false,
    });
    expect(page0[1]).toMatchObject({ Title: 'Sortie 1', Date: '2026-06-12', Outing_deleted: true });
    const page1 = (await listSafetySheets(manager, club, 1)).json();
    expect(page1.map((safetySheet: { Title: string }) => safetySheet.Title)).toEqual([
      `Sortie ${count - 2}`,
      `Sortie ${count - 1}`,
      `Sortie ${count}`,
    ]);
    expect((await listSafetySheets(manager, club, 2)).json()).toEqual([]);
  });

  it('is the managers’ only', async () => {
    const { club, member, diveDirector } = await buildSafetySheetClub();
    await outingWithSafetySheet(club, diveDirector);
    const other = await buildSafetySheetClub();
    expect((await listSafetySheets(member, club, 0)).statusCode).toBe(403);
    expect((await listSafetySheets(diveDirector, club, 0)).statusCode).toBe(403);
    expect((await listSafetySheets(other.manager, club, 0)).statusCode).toBe(404);
  });
});

describe('fileNamePart', () => {
  it('keeps letters and digits of a title', () => {
    expect(fileNamePart('Sortie à Riou : 2 plongées !')).toBe('sortie-a-riou-2-plongees');
    expect(fileNamePart('潜水')).toBe('sortie');
  });
});
