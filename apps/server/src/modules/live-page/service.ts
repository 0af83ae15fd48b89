import type { ClubText } from '@club/shared/api/legal-notice';
import type { LivePage } from '@club/shared/api/live-page';
import type { Database } from '../../platform/data/db.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import {
  readClubText,
  readClubTextForEdit,
  readSolutions,
  writeClubText,
  writeSolutions,
} from '../clubs/texts.ts';

/** The live page's texts: the club's own (its manager) and the platform's live product (super administrator). */
type TextInput = { language_key: string; Description: string };

export async function getLivePage(db: Database, club: ClubRow, language: string): Promise<LivePage> {
  const own = await readClubText(db, club, 'live_page', language);
  const solutions = await readSolutions(db, language);
  return { ...own, Solutions: solutions.Description };
}

export async function getLivePageTextForEdit(
  db: Database,
  club: ClubRow,
  languageKey: string,
): Promise<ClubText> {
  return readClubTextForEdit(db, club, 'live_page', languageKey);
}

export async function saveLivePageText(db: Database, club: ClubRow, input: TextInput): Promise<ClubText> {
  return writeClubText(db, club, 'live_page', input);
}

export async function getSolutionsForEdit(db: Database, languageKey: string): Promise<ClubText> {
  return readSolutions(db, languageKey);
}

export async function saveSolutions(db: Database, input: TextInput): Promise<ClubText> {
  return writeSolutions(db, input);
}
