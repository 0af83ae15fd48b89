import type { DiverFile, Paper } from '@club/shared/api/diver-files';
import { describe, expect, it } from 'vitest';
import { searchFiles, sortFiles, urgencyOf } from './diver-files-table-view.ts';

const valid = (days: number): Paper => ({
  State: days > 30 ? 'valid' : 'expiring',
  Valid_until: '2027-01-01',
  Days_left: days,
});
const missing: Paper = { State: 'missing', Valid_until: null, Days_left: null };

function file(firstname: string, lastname: string, papers: Partial<DiverFile['Papers']> = {}): DiverFile {
  const check = { Checked: false, Checked_by_name: null, Checked_at: null };
  return {
    User_id: firstname.length * 100 + lastname.length,
    Club_id: 1,
    Firstname: firstname,
    Lastname: lastname,
    Email: `${firstname.toLowerCase()}@demo.localhost`,
    Birthdate: null,
    Organism: null,
    Diving_level: null,
    Licence_number: null,
    Licence_season: null,
    Medical_certificate_date: null,
    Membership_until: null,
    Parental_consent: false,
    Qualifications: [],
    Assigned_aptitudes: [],
    Assigned_by_name: null,
    Assigned_at: null,
    Aptitudes: [],
    On: '2026-11-28',
    Papers: {
      Medical_certificate: valid(200),
      Licence: valid(300),
      Membership: valid(250),
      Parental_consent: null,
      ...papers,
    },
    Checks: {
      Level: check,
      Qualifications: check,
      Licence: check,
      Medical_certificate: check,
      Membership: check,
      Parental_consent: check,
    },
  };
}

describe('the table of papers', () => {
  it('puts a missing paper before any date, then the fewest days left', () => {
    expect(urgencyOf(file('A', 'A', { Licence: missing }))).toBe(Number.NEGATIVE_INFINITY);
    expect(
      urgencyOf(
        file('A', 'A', {
          Medical_certificate: { State: 'expired', Valid_until: '2026-11-01', Days_left: -27 },
        }),
      ),
    ).toBe(-27);
    const late = file('Léa', 'Roux', { Membership: valid(10) });
    const gone = file('Tom', 'Martin', { Licence: missing });
    const fine = file('Marin', 'Bernard');
    const alsoGone = file('Anne', 'Blanc', { Medical_certificate: missing });
    expect(sortFiles([late, gone, fine, alsoGone], 'expiry', 'fr').map((one) => one.Lastname)).toEqual([
      'Blanc',
      'Martin',
      'Roux',
      'Bernard',
    ]);
    expect(sortFiles([late, gone, fine, alsoGone], 'name', 'fr').map((one) => one.Lastname)).toEqual([
      'Bernard',
      'Blanc',
      'Martin',
      'Roux',
    ]);
  });

  it('finds members by any word of their name or e-mail, accents aside', () => {
    const files = [file('Léa', 'Roux'), file('Tom', 'Martin')];
    expect(searchFiles(files, 'lea').map((one) => one.Firstname)).toEqual(['Léa']);
    expect(searchFiles(files, 'MARTIN tom').map((one) => one.Firstname)).toEqual(['Tom']);
    expect(searchFiles(files, '  ')).toHaveLength(2);
    expect(searchFiles(files, 'nobody')).toEqual([]);
  });
});
