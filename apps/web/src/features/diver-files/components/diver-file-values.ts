import type { CheckableEntry, DiverFile } from '@club/shared/api/diver-files';
import { CHECKABLE_ENTRIES } from '@club/shared/api/diver-files';
import type { Aptitude, Qualification } from '@club/shared/domain/aptitudes';
import { licenceSeasonOn } from '@club/shared/domain/diver-file';
import type { DiverFileInput } from '../api/diver-file.ts';
import { dayOfText, textOfDay } from './day-text.ts';

/**
 * Who edits a file: the member themself, or a manager who may also vouch for entries and assign aptitudes.
 */
export type EditorMode = 'self' | 'manager';

/** The editor's form: the call's fields as inputs hold them (text, '' for none; days as typed, day first). */
export type DiverFileValues = {
  Licence_number: string;
  Licence_season: string | null;
  Medical_certificate_date: string;
  Membership_until: string;
  Parental_consent: boolean;
  Qualifications: Qualification[];
  Assigned_aptitudes: Aptitude[];
  Checked: CheckableEntry[];
};

/** The `Checks` field of each checkable entry. */
export const CHECK_FIELDS = {
  level: 'Level',
  qualifications: 'Qualifications',
  licence: 'Licence',
  medical_certificate: 'Medical_certificate',
  membership: 'Membership',
  parental_consent: 'Parental_consent',
} as const satisfies Record<CheckableEntry, keyof DiverFile['Checks']>;

/** The form's values of a file; `separator` is the one days are written with ("29/10/2026"). */
export function diverFileValuesOf(file: DiverFile, separator = '/'): DiverFileValues {
  return {
    Licence_number: file.Licence_number ?? '',
    Licence_season: file.Licence_season === null ? null : String(file.Licence_season),
    Medical_certificate_date: textOfDay(file.Medical_certificate_date, separator),
    Membership_until: textOfDay(file.Membership_until, separator),
    Parental_consent: file.Parental_consent,
    Qualifications: [...file.Qualifications],
    Assigned_aptitudes: [...file.Assigned_aptitudes],
    Checked: CHECKABLE_ENTRIES.filter((entry) => file.Checks[CHECK_FIELDS[entry]].Checked),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The call's body: a member sends neither `Checked` nor `Assigned_aptitudes` (the server refuses them
 * from a member); a manager sends both, every entry left unticked becoming "declared".
 */
export function diverFileBodyOf(userId: number, values: DiverFileValues, mode: EditorMode): DiverFileInput {
  const body: DiverFileInput = {
    User_id: userId,
    Licence_number: orNull(values.Licence_number),
    Licence_season: values.Licence_season === null ? null : Number(values.Licence_season),
    Medical_certificate_date: dayOfText(values.Medical_certificate_date),
    Membership_until: dayOfText(values.Membership_until),
    Parental_consent: values.Parental_consent,
    Qualifications: values.Qualifications,
  };
  if (mode === 'manager') {
    body.Assigned_aptitudes = values.Assigned_aptitudes;
    body.Checked = values.Checked;
  }
  return body;
}

/** The seasons offered: last, this and next one on `day`, and the file's own if it is older. */
export function seasonChoices(day: string, saved: number | null): number[] {
  const current = licenceSeasonOn(day);
  const seasons = [current + 1, current, current - 1];
  if (saved !== null && !seasons.includes(saved)) seasons.push(saved);
  return seasons.sort((a, b) => b - a);
}
