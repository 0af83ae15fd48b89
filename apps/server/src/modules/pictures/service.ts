import { randomUUID } from 'node:crypto';
import type { Picture } from '@club/shared/api/pictures';
import { LIST_PAGE_SIZE } from '@club/shared/constants';
import type { Database } from '../../platform/data/db.ts';
import { processPicture } from '../../platform/files/images.ts';
import type { FileStore } from '../../platform/files/storage.ts';
import { fileUrl } from '../../platform/files/storage.ts';
import type { Actor } from '../../platform/http/auth.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { forbidden, invalidInput, notFound } from '../../platform/http/errors.ts';
import { canDeleteAddedRow } from '../../platform/http/policy.ts';
import { authorName, checkSpot } from './added-media.ts';
import { thumbnailKeyOf } from './file-keys.ts';
import {
  addPictureLike,
  countPictureView,
  deletePictureRow,
  findPicture,
  insertPicture,
  listPicturesPage,
  type PictureFilter,
  type PictureListRow,
} from './queries.ts';

function toPicture(row: PictureListRow, scope: ClubScope): Picture {
  return {
    Id: row.id,
    Club_id: row.clubId,
    Name: row.name,
    Spot_id: row.spotId,
    Spot_name: row.spotName,
    User_id: row.userId,
    Author_name: authorName(row),
    Url: fileUrl(row.fileKey),
    Thumbnail_url: fileUrl(thumbnailKeyOf(row.fileKey)),
    Width: row.width,
    Height: row.height,
    Nb_views: row.nbViews,
    Nb_likes: row.nbLikes,
    Is_liked: Boolean(row.isLiked),
    Can_delete: canDeleteAddedRow(scope.actor, row, scope.club),
    Creation_date: row.createdAt.toISOString(),
  };
}

export async function listPictures(
  db: Database,
  scope: ClubScope,
  query: PictureFilter & { page: number },
): Promise<Picture[]> {
  const rows = await listPicturesPage(db, scope.club.id, {
    spotId: query.spotId,
    memberId: query.memberId,
    actorId: scope.actor?.userId ?? null,
    limit: LIST_PAGE_SIZE,
    offset: query.page * LIST_PAGE_SIZE,
  });
  return rows.map((row) => toPicture(row, scope));
}

export async function getLastPicture(db: Database, scope: ClubScope): Promise<Picture | null> {
  const [picture] = await listPictures(db, scope, { page: 0 });
  return picture ?? null;
}

async function getPicture(db: Database, scope: ClubScope, pictureId: number): Promise<Picture> {
  const [row] = await listPicturesPage(db, scope.club.id, {
    id: pictureId,
    actorId: scope.actor?.userId ?? null,
    limit: 1,
    offset: 0,
  });
  if (!row) throw notFound('No such picture on this site');
  return toPicture(row, scope);
}

export async function addView(db: Database, scope: ClubScope, pictureId: number) {
  const row = await countPictureView(db, scope.club.id, pictureId);
  if (!row) throw notFound('No such picture on this site');
  return { Id: row.id, Nb_views: row.nbViews };
}

export async function like(db: Database, scope: ClubScope<Actor>, pictureId: number) {
  const { club, actor } = scope;
  const nbLikes = await addPictureLike(db, club.id, pictureId, actor.userId);
  if (nbLikes === null) throw notFound('No such picture on this site');
  return { Id: pictureId, Nb_likes: nbLikes, Is_liked: true as const };
}

/** Deletes the row first, then its two files: a picture is never listed without its image. */
export async function remove(db: Database, store: FileStore, scope: ClubScope, pictureId: number) {
  const row = await findPicture(db, scope.club.id, pictureId);
  if (!row) throw notFound('No such picture on this site');
  if (!canDeleteAddedRow(scope.actor, row, scope.club)) {
    throw forbidden('Only whoever added this picture or the club manager may delete it');
  }
  const deleted = await deletePictureRow(db, scope.club.id, pictureId);
  if (!deleted) throw notFound('No such picture on this site');
  await Promise.all([store.remove(deleted.fileKey), store.remove(thumbnailKeyOf(deleted.fileKey))]);
  return { ok: true as const };
}

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
  const thumbnailKey = thumbnailKeyOf(fileKey);
  let pictureId: number;
  try {
    await store.put(fileKey, image.display.data);
    await store.put(thumbnailKey, image.thumbnail.data);
    const row = await insertPicture(db, club.id, {
      spotId,
      userId: actor.userId,
      name: input.name,
      fileKey,
      width: image.display.width,
      height: image.display.height,
    });
    pictureId = row.id;
  } catch (error) {
    await Promise.all([store.remove(fileKey), store.remove(thumbnailKey)]);
    throw error;
  }
  return getPicture(db, scope, pictureId);
}
