import { randomUUID } from 'node:crypto';
import { smallerCopyKey } from '@club/shared/domain/picture-copies';
import type { Database } from '../../platform/data/db.ts';
import { reencodeImage } from '../../platform/files/images.ts';
import { type FileStore, fileUrl, keyOfFileUrl } from '../../platform/files/storage.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { findClubById, updateClub } from './queries.ts';

/** Points a club column at a newly stored image and removes the image it replaces. */
export async function replaceClubImage(
  db: Database,
  store: FileStore,
  club: ClubRow,
  input: { data: Buffer; name: string; box: { width: number; height: number; fit: 'cover' | 'inside' } },
  column: 'logoUrl' | 'legalNoticeImageUrl',
): Promise<ClubRow> {
  const image = await reencodeImage(input.data, input.box);
  const key = `clubs/${club.id}/${input.name}-${randomUUID()}.${image.extension}`;
  await store.put(key, image.data);
  let previous: string | null = null;
  let updated: ClubRow | null;
  try {
    updated = await db.transaction(async (tx) => {
      const current = await findClubById(tx, club.id);
      previous = current?.[column] ?? null;
      return updateClub(tx, club.id, { [column]: fileUrl(key) });
    });
  } catch (error) {
    await store.remove(key);
    throw error;
  }
  if (!updated) throw notFound('No such club');
  const previousKey = keyOfFileUrl(previous);
  if (previousKey) {
    const copy = smallerCopyKey(previousKey);
    await Promise.all([store.remove(previousKey), copy === null ? null : store.remove(copy)]);
  }
  return updated;
}

export async function replaceLegalNoticeImage(
  db: Database,
  store: FileStore,
  club: ClubRow,
  data: Buffer,
): Promise<ClubRow> {
  return replaceClubImage(
    db,
    store,
    club,
    { data, name: 'imprint', box: { width: 1600, height: 1600, fit: 'inside' } },
    'legalNoticeImageUrl',
  );
}
