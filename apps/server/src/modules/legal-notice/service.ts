import type { LegalNotice } from '@club/shared/api/legal-notice';
import type { Database } from '../../platform/data/db.ts';
import type { FileStore } from '../../platform/files/storage.ts';
import { invalidInput } from '../../platform/http/errors.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { replaceLegalNoticeImage } from '../clubs/club-images.ts';
import { readClubText, readClubTextForEdit, writeClubText } from '../clubs/texts.ts';

export async function getLegalNoticeOfClub(
  db: Database,
  club: ClubRow,
  language: string,
): Promise<LegalNotice> {
  return { ...(await readClubText(db, club, 'imprint', language)), Image_url: club.legalNoticeImageUrl };
}

export async function getLegalNoticeForEdit(
  db: Database,
  club: ClubRow,
  languageKey: string,
): Promise<LegalNotice> {
  return {
    ...(await readClubTextForEdit(db, club, 'imprint', languageKey)),
    Image_url: club.legalNoticeImageUrl,
  };
}

export async function saveLegalNotice(
  db: Database,
  club: ClubRow,
  input: { language_key: string; Description: string },
): Promise<LegalNotice> {
  return { ...(await writeClubText(db, club, 'imprint', input)), Image_url: club.legalNoticeImageUrl };
}

export async function replaceLegalNoticePicture(
  db: Database,
  store: FileStore,
  club: ClubRow,
  data: Buffer | null,
): Promise<LegalNotice> {
  if (!data) throw invalidInput('Send the picture in the field "file"');
  const changed = await replaceLegalNoticeImage(db, store, club, data);
  const languageKey = (await readClubText(db, changed, 'imprint', '')).language_key;
  return {
    ...(await readClubTextForEdit(db, changed, 'imprint', languageKey)),
    Image_url: changed.legalNoticeImageUrl,
  };
}
