import type { Country } from '@club/shared/api/countries';
import type { Database } from '../../platform/data/db.ts';
import { listCountryRows } from './queries.ts';

const displayNamesByLanguage = new Map<string, Intl.DisplayNames>();

function countryName(code: string, language: string): string {
  let names = displayNamesByLanguage.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    displayNamesByLanguage.set(language, names);
  }
  return names.of(code) ?? code;
}

/** Every country, named in the given language (from the runtime's CLDR data) and sorted by that name. */
export async function listCountries(db: Database, language: string): Promise<Country[]> {
  const rows = await listCountryRows(db);
  const collator = new Intl.Collator(language);
  return rows
    .map((row) => ({ Id: row.id, Code: row.code, Name: countryName(row.code, language) }))
    .sort((a, b) => collator.compare(a.Name, b.Name));
}
