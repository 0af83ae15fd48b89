import type { ClubText } from '@club/shared/api/imprint';
import { and, eq } from 'drizzle-orm';
import { clubTexts, platformTexts } from '../../db/schema/clubs.ts';
import { languages } from '../../db/schema/reference.ts';
import type { Database } from '../../platform/db.ts';
import { invalidInput } from '../../platform/errors.ts';
import type { ClubRow } from '../../platform/tenancy.ts';
import { clubLanguage, pickByLanguage } from './infos.ts';
import { clubLanguagesOf } from './service.ts';

/** Texts a club writes per language (imprint, live page): plain text, one row per club, kind and language. */
export type ClubTextKind = 'imprint' | 'live_page';

const clean = (text: string) => text.replaceAll('\0', '').trim();

function listClubTexts(db: Database, clubId: number, kind: ClubTextKind) {
  return db
    .select({
      languageId: clubTexts.languageId,
      languageKey: languages.key,
      description: clubTexts.description,
    })
    .from(clubTexts)
    .innerJoin(languages, eq(languages.id, clubTexts.languageId))
    .where(and(eq(clubTexts.clubId, clubId), eq(clubTexts.kind, kind)));
}

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
  await db
    .insert(clubTexts)
    .values({ clubId: club.id, kind, languageId: language.Id, description })
    .onConflictDoUpdate({
      target: [clubTexts.clubId, clubTexts.kind, clubTexts.languageId],
      set: { description },
    });
  return { Description: description, language_key: language.Language_key };
}

async function platformLanguageId(db: Database, key: string): Promise<number> {
  const [row] = await db.select({ id: languages.id }).from(languages).where(eq(languages.key, key));
  if (!row) throw invalidInput(`Unknown language ${key}`);
  return row.id;
}

/** The platform's live-product text in one language ('' when none). */
export async function readSolutions(db: Database, languageKey: string): Promise<ClubText> {
  const languageId = await platformLanguageId(db, languageKey);
  const [row] = await db
    .select({ description: platformTexts.description })
    .from(platformTexts)
    .where(and(eq(platformTexts.kind, 'solutions'), eq(platformTexts.languageId, languageId)));
  return { Description: row?.description ?? '', language_key: languageKey };
}

export async function writeSolutions(
  db: Database,
  input: { language_key: string; Description: string },
): Promise<ClubText> {
  const languageId = await platformLanguageId(db, input.language_key);
  const description = clean(input.Description);
  await db
    .insert(platformTexts)
    .values({ kind: 'solutions', languageId, description })
    .onConflictDoUpdate({ target: [platformTexts.kind, platformTexts.languageId], set: { description } });
  return { Description: description, language_key: input.language_key };
}
