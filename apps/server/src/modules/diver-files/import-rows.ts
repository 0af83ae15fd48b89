import type { ImportField, importDiverFiles } from '@club/shared/api/diver-files';
import type { z } from 'zod';
import { invalidInput } from '../../platform/http/errors.ts';
import { isCalendarDay } from './days.ts';

/** How a CSV file's columns and cells become the fields of an import. */

type ImportInput = z.output<(typeof importDiverFiles)['body']>;

export type Mapping = Partial<Record<ImportField, number>>;

/** The fields an import writes; the others only find the member. */
export const WRITTEN = [
  'licence_number',
  'licence_season',
  'medical_certificate_date',
  'membership_until',
] as const;
export type WrittenField = (typeof WRITTEN)[number];

/** The entry of the file an imported field belongs to, checked by the manager who imports it. */
export const ENTRY_OF: Record<WrittenField, string> = {
  licence_number: 'licence',
  licence_season: 'licence',
  medical_certificate_date: 'medical_certificate',
  membership_until: 'membership',
};

/** Each field to the index of its column; a column the file lacks, or a field mapped twice, is a 400. */
export function columnsOf(mapping: ImportInput['Mapping'], columns: readonly string[]): Mapping {
  const indexes: Mapping = {};
  for (const [column, field] of Object.entries(mapping)) {
    const index = columns.indexOf(column);
    if (index === -1) throw invalidInput(`Mapping: the file has no column "${column}"`);
    if (indexes[field] !== undefined) throw invalidInput(`Mapping: two columns are mapped to ${field}`);
    indexes[field] = index;
  }
  const byName = ['lastname', 'firstname', 'birthdate'].every((field) => field in indexes);
  if (!('licence_number' in indexes) && !('email' in indexes) && !byName) {
    throw invalidInput(
      'Mapping: map a column to licence_number, email, or lastname, firstname and birthdate to find the members',
    );
  }
  return indexes;
}

/** `YYYY-MM-DD` or `DD/MM/YYYY` (also `D/M/YYYY`, `DD.MM.YYYY`) as `YYYY-MM-DD`; null when unreadable. */
export function importedDay(text: string): string | null {
  const french = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const day = french
    ? `${french[3]}-${(french[2] as string).padStart(2, '0')}-${(french[1] as string).padStart(2, '0')}`
    : text;
  return isCalendarDay(day) ? day : null;
}

/** A season as `2027`, or as the federation's `2026-2027` / `2026/2027` (the later year). */
function importedSeason(text: string): number | null {
  const found = /^(?:\d{4}\s*[-/]\s*)?(\d{4})$/.exec(text);
  const season = found ? Number(found[1]) : Number.NaN;
  return season >= 2000 && season <= 2100 ? season : null;
}

export interface RowValues {
  texts: Partial<Record<ImportField, string>>;
  written: Partial<Record<WrittenField, string>>;
  problem: string | null;
}

/** The row's non-empty cells by field, dates and seasons read (an empty cell changes nothing). */
export function rowValues(cells: readonly string[], mapping: Mapping): RowValues {
  const texts: RowValues['texts'] = {};
  for (const [field, index] of Object.entries(mapping) as [ImportField, number][]) {
    const text = (cells[index] ?? '').trim();
    if (text !== '') texts[field] = text;
  }
  const written: RowValues['written'] = {};
  const problems: string[] = [];
  for (const field of ['medical_certificate_date', 'membership_until', 'birthdate'] as const) {
    const text = texts[field];
    if (text === undefined) continue;
    const day = importedDay(text);
    if (day === null) problems.push(`${field}: unreadable date "${text}" (YYYY-MM-DD or DD/MM/YYYY)`);
    else if (field === 'birthdate') texts.birthdate = day;
    else written[field] = day;
  }
  if (texts.licence_season !== undefined) {
    const season = importedSeason(texts.licence_season);
    if (season === null) problems.push(`licence_season: unreadable season "${texts.licence_season}"`);
    else written.licence_season = String(season);
  }
  if (texts.licence_number !== undefined) {
    if (texts.licence_number.length > 40) problems.push('licence_number: longer than 40 characters');
    else written.licence_number = texts.licence_number;
  }
  return { texts, written, problem: problems.length > 0 ? problems.join('; ') : null };
}
