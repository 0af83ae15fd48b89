import type { Imprint } from '@club/shared/api/imprint';
import type { Database } from '../../platform/db.ts';
import { forbidden, invalidInput } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/storage.ts';
import type { ClubRow } from '../../platform/tenancy.ts';
import { type ClubScope, replaceImprintImage } from '../clubs/admin-service.ts';
import { canAdministerClub } from '../clubs/policy.ts';
import { readClubText, readClubTextForEdit, writeClubText } from '../clubs/texts.ts';

interface SiteScope extends ClubScope {
  club: ClubRow;
}

function assertManager(scope: SiteScope): ClubRow {
  if (!canAdministerClub(scope.actor, scope.club.id)) throw forbidden('Only the club manager may do this');
  return scope.club;
}

export async function getImprintOfClub(db: Database, club: ClubRow, language: string): Promise<Imprint> {
  return { ...(await readClubText(db, club, 'imprint', language)), Image_url: club.imprintImageUrl };
}

export async function getImprintForEdit(
  db: Database,
  scope: SiteScope,
  languageKey: string,
): Promise<Imprint> {
  const club = assertManager(scope);
  return {
    ...(await readClubTextForEdit(db, club, 'imprint', languageKey)),
    Image_url: club.imprintImageUrl,
  };
}

export async function saveImprint(
  db: Database,
  scope: SiteScope,
  input: { language_key: string; Description: string },
): Promise<Imprint> {
  const club = assertManager(scope);
  return { ...(await writeClubText(db, club, 'imprint', input)), Image_url: club.imprintImageUrl };
}

export async function replaceImprintPicture(
  db: Database,
  store: FileStore,
  scope: SiteScope,
  data: Buffer | null,
): Promise<Imprint> {
  assertManager(scope);
  if (!data) throw invalidInput('Send the picture in the field "file"');
  const club = await replaceImprintImage(db, store, scope, data);
  const languageKey = (await readClubText(db, club, 'imprint', '')).language_key;
  return {
    ...(await readClubTextForEdit(db, club, 'imprint', languageKey)),
    Image_url: club.imprintImageUrl,
  };
}
