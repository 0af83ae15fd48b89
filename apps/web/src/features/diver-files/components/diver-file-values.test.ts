import type { DiverFile } from '@club/shared/api/diver-files';
import { updateDiverFile } from '@club/shared/api/diver-files';
import { describe, expect, it } from 'vitest';
import { diverFileBodyOf, diverFileValuesOf, seasonChoices } from './diver-file-values.ts';

const declared = { Checked: false, Checked_by_name: null, Checked_at: null };
const checked = { Checked: true, Checked_by_name: 'Marie Dupont', Checked_at: '2026-10-12T10:00:00Z' };
const missing = { State: 'missing' as const, Valid_until: null, Days_left: null };
const file: DiverFile = {
  User_id: 7,
  Club_id: 1,
  Firstname: 'Léa',
  Lastname: 'Marin',
  Email: 'lea@demo.localhost',
  Birthdate: null,
  Organism: 'padi',
  Diving_level: 'padi_open_water',
  Licence_number: 'A-123',
  Licence_season: 2027,
  Medical_certificate_date: '2026-10-01',
  Membership_until: null,
  Parental_consent: false,
  Qualifications: ['PN20'],
  Assigned_aptitudes: ['PE20'],
  Assigned_by_name: 'Marie Dupont',
  Assigned_at: '2026-10-12T10:00:00Z',
  Aptitudes: ['PE12', 'PE20', 'PN20'],
  On: '2026-11-28',
  Papers: { Medical_certificate: missing, Licence: missing, Membership: missing, Parental_consent: null },
  Checks: {
    Level: checked,
    Qualifications: declared,
    Licence: checked,
    Medical_certificate: declared,
    Membership: declared,
    Parental_consent: declared,
  },
};

describe("the papers' editor", () => {
  it('fills its fields from the file, ticking the entries a manager checked', () => {
    expect(diverFileValuesOf(file)).toEqual({
      Licence_number: 'A-123',
      Licence_season: '2027',
      Medical_certificate_date: '01/10/2026',
      Membership_until: '',
      Parental_consent: false,
      Qualifications: ['PN20'],
      Assigned_aptitudes: ['PE20'],
      Checked: ['level', 'licence'],
    });
  });

  it('sends neither checks nor assigned aptitudes for a member, and a body the server accepts', () => {
    const typed = { ...diverFileValuesOf(file), Licence_number: '  ', Membership_until: '31/08/2027' };
    const body = diverFileBodyOf(7, typed, 'self');
    expect(body).toEqual({
      User_id: 7,
      Licence_number: null,
      Licence_season: 2027,
      Medical_certificate_date: '2026-10-01',
      Membership_until: '2027-08-31',
      Parental_consent: false,
      Qualifications: ['PN20'],
    });
    expect(updateDiverFile.body.safeParse(body).success).toBe(true);
  });

  it("sends a manager's checks and assigned aptitudes, all of them, so an unticked entry becomes declared", () => {
    const values = { ...diverFileValuesOf(file), Checked: [], Assigned_aptitudes: [] };
    const body = diverFileBodyOf(7, values, 'manager');
    expect(body.Checked).toEqual([]);
    expect(body.Assigned_aptitudes).toEqual([]);
    expect(updateDiverFile.body.safeParse(body).success).toBe(true);
  });

  it('sends a day that is not one as typed, so that the schema refuses it on its field', () => {
    const body = diverFileBodyOf(
      7,
      { ...diverFileValuesOf(file), Medical_certificate_date: '31/04/2027' },
      'self',
    );
    const parsed = updateDiverFile.body.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['Medical_certificate_date']);
  });

  it('offers last, this and next licence season, and an older saved one', () => {
    expect(seasonChoices('2026-09-14', null)).toEqual([2027, 2026, 2025]);
    expect(seasonChoices('2026-09-15', null)).toEqual([2028, 2027, 2026]);
    expect(seasonChoices('2026-11-28', 2020)).toEqual([2028, 2027, 2026, 2020]);
  });
});
