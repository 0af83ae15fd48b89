import type { Database, Executor } from '../../platform/data/db.ts';
import { type FileStore, keyOfFileUrl } from '../../platform/files/storage.ts';
import { spotLayersFolder } from '../../platform/files/store-layout.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { deleteClubRow, listClubFileUrls, listClubSpotIds } from './queries.ts';

/** Storage folders that hold one sub-folder per club (`pictures/{clubId}/...`). */
const CLUB_FILE_FOLDERS = ['clubs', 'news', 'pictures', 'spots'] as const;

/**
 * The storage folders holding only this club's files: its pictures, news and spot pictures, and its
 * spots' KML layers. Club deletion removes them; a backup copies them.
 */
export async function clubFileFolders(db: Executor, clubId: number): Promise<string[]> {
  const spotIds = await listClubSpotIds(db, clubId);
  return [...CLUB_FILE_FOLDERS.map((kind) => `${kind}/${clubId}`), ...spotIds.map(spotLayersFolder)];
}

/** Deletes a club and, through the foreign keys, everything it owns; then its files. */
export async function deleteClubAndFiles(db: Database, store: FileStore, club: ClubRow): Promise<void> {
  const urls = await listClubFileUrls(db, club);
  const folders = await clubFileFolders(db, club.id);
  await deleteClubRow(db, club.id);
  for (const url of urls) {
    const key = keyOfFileUrl(url);
    if (key) await store.remove(key);
  }
  for (const folder of folders) await store.removeFolder(folder);
}
