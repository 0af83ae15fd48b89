/** A club's presentation texts (opening hours, description), one per language. */
import type { ClubInfos, editClubInfos, Language } from '@club/shared/api/clubs';
import type { z } from 'zod';
import type { Database } from '../../platform/data/db.ts';
import { invalidInput } from '../../platform/http/errors.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { listInfos, upsertInfos } from './queries.ts';
import { clubLanguagesOf } from './service.ts';

/** The reader's language, else the club's languages in order, else any written one. */
export function pickByLanguage<T extends { languageKey: string }>(
  rows: T[],
  language: string,
  clubLanguages: Language[],
): T | null {
  for (const key of [language, ...clubLanguages.map((l) => l.Language_key)]) {
    const row = rows.find((candidate) => candidate.languageKey === key);
    if (row) return row;
  }
  return rows[0] ?? null;
}

type InfosRow = Awaited<ReturnType<typeof listInfos>>[number];
const toInfos = (row: InfosRow): ClubInfos => ({
  Club_id: row.clubId,
  Language_id: row.languageId,
  Language_key: row.languageKey,
  Opening: row.opening,
  Description: row.description,
});

export async function getPublicInfos(
  db: Database,
  club: ClubRow,
  input: { language: string },
): Promise<ClubInfos | null> {
  const clubLanguages = await clubLanguagesOf(db, club.id);
  const written = (await listInfos(db, club.id)).filter(
    (row) =>
      (row.opening.trim() !== '' || row.description.trim() !== '') &&
      clubLanguages.some((l) => l.Id === row.languageId),
  );
  const row = pickByLanguage(written, input.language, clubLanguages);
  return row ? toInfos(row) : null;
}

/** One of the club's languages by its key; a key the club does not offer is bad input. */
export async function clubLanguage(db: Database, clubId: number, key: string): Promise<Language> {
  const language = (await clubLanguagesOf(db, clubId)).find((l) => l.Language_key === key);
  if (!language) throw invalidInput('The club does not offer this language');
  return language;
}

export async function getInfosForEdit(db: Database, club: ClubRow, languageKey: string): Promise<ClubInfos> {
  const language = await clubLanguage(db, club.id, languageKey);
  const row = (await listInfos(db, club.id)).find((candidate) => candidate.languageId === language.Id);
  return row
    ? toInfos(row)
    : {
        Club_id: club.id,
        Language_id: language.Id,
        Language_key: language.Language_key,
        Opening: '',
        Description: '',
      };
}

export async function saveInfos(
  db: Database,
  club: ClubRow,
  input: z.output<typeof editClubInfos.body>,
): Promise<ClubInfos> {
  const language = await clubLanguage(db, club.id, input.Language_key);
  const noNul = (value: string) => value.replaceAll('\0', '');
  await upsertInfos(db, club.id, {
    languageId: language.Id,
    opening: noNul(input.Opening).trim(),
    description: noNul(input.Description).trim(),
  });
  return getInfosForEdit(db, club, language.Language_key);
}
