import type { ClubText } from '@club/shared/api/legal-notice';
import type { Database } from '../../platform/data/db.ts';
import { invalidInput } from '../../platform/http/errors.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { clubLanguage, pickByLanguage } from './infos.ts';
import {
  type ClubTextKind,
  findLanguageId,
  findPlatformText,
  listClubTexts,
  upsertClubText,
  upsertPlatformText,
} from './queries.ts';
import { clubLanguagesOf } from './service.ts';

const clean = (text: string) => text.replaceAll('\0', '').trim();

/** The text in the reader's language, else the club's first language with one; '' when none. */
export async function readClubText(
  db: Database,
  club: ClubRow,
  kind: ClubTextKind,
  language: string,
): Promise<ClubText> {
  const clubLanguages = await clubLanguagesOf(db, club.id);
  const written = (await listClubTexts(db, club.id, kind)).filter(
    (row) => row.description !== '' && clubLanguages.some((l) => l.Id === row.languageId),
  );
  const row = pickByLanguage(written, language, clubLanguages);
  return {
    Description: row?.description ?? '',
    language_key: row?.languageKey ?? clubLanguages[0]?.Language_key ?? language,
  };
}

/** The text of exactly one of the club's languages, for editing. */
export async function readClubTextForEdit(
  db: Database,
  club: ClubRow,
  kind: ClubTextKind,
  languageKey: string,
): Promise<ClubText> {
  const language = await clubLanguage(db, club.id, languageKey);
  const row = (await listClubTexts(db, club.id, kind)).find((r) => r.languageId === language.Id);
  return { Description: row?.description ?? '', language_key: language.Language_key };
}

export async function writeClubText(
  db: Database,
  club: ClubRow,
  kind: ClubTextKind,
  input: { language_key: string; Description: string },
): Promise<ClubText> {
  const language = await clubLanguage(db, club.id, input.language_key);
  const description = clean(input.Description);
  await upsertClubText(db, club.id, { kind, languageId: language.Id, description });
  return { Description: description, language_key: language.Language_key };
}

async function platformLanguageId(db: Database, key: string): Promise<number> {
  const id = await findLanguageId(db, key);
  if (id === null) throw invalidInput(`Unknown language ${key}`);
  return id;
}

/** The platform's live-product text in one language ('' when none). */
export async function readSolutions(db: Database, languageKey: string): Promise<ClubText> {
  const languageId = await platformLanguageId(db, languageKey);
  const description = await findPlatformText(db, 'solutions', languageId);
  return { Description: description ?? '', language_key: languageKey };
}

export async function writeSolutions(
  db: Database,
  input: { language_key: string; Description: string },
): Promise<ClubText> {
  const languageId = await platformLanguageId(db, input.language_key);
  const description = clean(input.Description);
  await upsertPlatformText(db, { kind: 'solutions', languageId, description });
  return { Description: description, language_key: input.language_key };
}
