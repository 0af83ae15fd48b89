import type { Imprint } from '@club/shared/api/imprint';
import type { Database } from '../../platform/data/db.ts';
import type { FileStore } from '../../platform/files/storage.ts';
import { invalidInput } from '../../platform/http/errors.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { replaceImprintImage } from '../clubs/club-images.ts';
import { readClubText, readClubTextForEdit, writeClubText } from '../clubs/texts.ts';

export async function getImprintOfClub(db: Database, club: ClubRow, language: string): Promise<Imprint> {
  return { ...(await readClubText(db, club, 'imprint', language)), Image_url: club.imprintImageUrl };
}

export async function getImprintForEdit(db: Database, club: ClubRow, languageKey: string): Promise<Imprint> {
  return {
    ...(await readClubTextForEdit(db, club, 'imprint', languageKey)),
    Image_url: club.imprintImageUrl,
  };
}

export async function saveImprint(
  db: Database,
  club: ClubRow,
  input: { language_key: string; Description: string },
): Promise<Imprint> {
  return { ...(await writeClubText(db, club, 'imprint', input)), Image_url: club.imprintImageUrl };
}

export async function replaceImprintPicture(
  db: Database,
  store: FileStore,
  club: ClubRow,
  data: Buffer | null,
): Promise<Imprint> {
  if (!data) throw invalidInput('Send the picture in the field "file"');
  const changed = await replaceImprintImage(db, store, club, data);
  const languageKey = (await readClubText(db, changed, 'imprint', '')).language_key;
  return {
    ...(await readClubTextForEdit(db, changed, 'imprint', languageKey)),
    Image_url: changed.imprintImageUrl,
  };
}
