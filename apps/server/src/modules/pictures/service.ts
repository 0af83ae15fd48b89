import { randomUUID } from 'node:crypto';
import type { Picture } from '@club/shared/api/pictures';
import type { Database } from '../../platform/data/db.ts';
import { processPicture } from '../../platform/files/images.ts';
import type { FileStore } from '../../platform/files/storage.ts';
import { fileUrl } from '../../platform/files/storage.ts';
import type { Actor } from '../../platform/http/auth.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { invalidInput } from '../../platform/http/errors.ts';
import { checkSpot, getMediaItem, type MediaKind } from '../media/media-items.ts';
import { insertMediaRow } from '../media/queries.ts';
import { thumbnailKeyOf } from './file-keys.ts';
import { pictureTables } from './queries.ts';

/** The files of a picture: its display-size image and, beside it, its thumbnail. */
const filesOf = (row: { fileKey: string }) => [row.fileKey, thumbnailKeyOf(row.fileKey)];

/** Pictures as the media core lists, likes and deletes them: media items with an image. */
export const pictureKind: MediaKind<typeof pictureTables, Picture> = {
  tables: pictureTables,
  noun: 'picture',
  ownFields: (row) => ({
    Url: fileUrl(row.fileKey),
    Thumbnail_url: fileUrl(thumbnailKeyOf(row.fileKey)),
    Width: row.width,
    Height: row.height,
  }),
  filesOf,
};

/**
 * Stores the two re-encoded images, then the row. If anything fails after the files are written,
 * they are removed: an upload that fails leaves no half-written picture behind.
 */
export async function upload(
  db: Database,
  store: FileStore,
  scope: ClubScope<Actor>,
  input: { name: string; spotId: number | null | undefined; file: Buffer | null },
): Promise<Picture> {
  const { club, actor } = scope;
  if (!input.file) throw invalidInput('Send the picture in the field "file"');
  const spotId = await checkSpot(db, club, input.spotId);
  const image = await processPicture(input.file);
  const fileKey = `pictures/${club.id}/${randomUUID()}.${image.display.extension}`;
  let pictureId: number;
  try {
    await store.put(fileKey, image.display.data);
    await store.put(thumbnailKeyOf(fileKey), image.thumbnail.data);
    const row = await insertMediaRow(db, pictureTables, club.id, {
      spotId,
      userId: actor.userId,
      name: input.name,
      fileKey,
      width: image.display.width,
      height: image.display.height,
    });
    pictureId = row.id;
  } catch (error) {
    await Promise.all(filesOf({ fileKey }).map((key) => store.remove(key)));
    throw error;
  }
  return getMediaItem(db, pictureKind, scope, pictureId);
}
