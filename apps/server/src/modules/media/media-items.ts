import type { MediaItem, MediaOrder } from '@club/shared/api/media-item';
import { LIST_PAGE_SIZE } from '@club/shared/constants';
import type { Database } from '../../platform/data/db.ts';
import type { FileStore } from '../../platform/files/storage.ts';
import type { Actor } from '../../platform/http/auth.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { forbidden, invalidInput, notFound } from '../../platform/http/errors.ts';
import { canDeleteAddedRow } from '../../platform/http/policy.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import {
  addMediaLike,
  countMediaView,
  deleteMediaRow,
  findMediaRow,
  findSpotOfClub,
  type ItemRow,
  listMediaPage,
  type MediaFilter,
  type MediaListRow,
  type MediaTables,
} from './queries.ts';

/**
 * The media core's rules (issue 32): how a media item of any kind is listed, viewed, liked and
 * deleted, and who may delete it. A kind (pictures, videos) says what is its own: its tables, its
 * fields and its files.
 */
export interface MediaKind<Tables extends MediaTables = MediaTables, Item extends MediaItem = MediaItem> {
  tables: Tables;
  /** Its name in messages: `picture`. */
  noun: string;
  /** The fields of an item that are the kind's own (a picture's image, a video's address). */
  ownFields(row: MediaListRow<Tables>): Omit<Item, keyof MediaItem>;
  /** The store keys of an item's files, removed with it. */
  filesOf?(row: ItemRow<Tables>): string[];
}

/** The items of a kind (`Picture`, `Video`). */
export type ItemOf<Kind extends MediaKind> = Kind extends MediaKind<MediaTables, infer Item> ? Item : never;

/** The nickname, else the first and last name; null when no author is known. */
function authorName(row: MediaListRow): string | null {
  if (row.authorNickname) return row.authorNickname;
  if (row.authorFirstname === null) return null;
  return `${row.authorFirstname} ${row.authorLastname ?? ''}`.trim();
}

function toItem<Kind extends MediaKind>(kind: Kind, row: MediaListRow<Kind['tables']>, scope: ClubScope) {
  const item: MediaItem = {
    Id: row.id,
    Club_id: row.clubId,
    Name: row.name,
    Spot_id: row.spotId,
    Spot_name: row.spotName,
    User_id: row.userId,
    Author_name: authorName(row),
    Nb_views: row.nbViews,
    Nb_likes: row.nbLikes,
    Is_liked: Boolean(row.isLiked),
    Can_delete: canDeleteAddedRow(scope.actor, row, scope.club),
    Creation_date: row.createdAt.toISOString(),
  };
  return { ...item, ...kind.ownFields(row) } as ItemOf<Kind>;
}

export async function listMediaItems<Kind extends MediaKind>(
  db: Database,
  kind: Kind,
  scope: ClubScope,
  query: MediaFilter & { page: number; order?: MediaOrder },
): Promise<ItemOf<Kind>[]> {
  const rows = await listMediaPage(db, kind.tables, scope.club.id, {
    spotId: query.spotId,
    memberId: query.memberId,
    order: query.order,
    actorId: scope.actor?.userId ?? null,
    limit: LIST_PAGE_SIZE,
    offset: query.page * LIST_PAGE_SIZE,
  });
  return rows.map((row) => toItem(kind, row, scope));
}

/** The club's newest item (the home page), or null. */
export async function lastMediaItem<Kind extends MediaKind>(
  db: Database,
  kind: Kind,
  scope: ClubScope,
): Promise<ItemOf<Kind> | null> {
  const [item] = await listMediaItems(db, kind, scope, { page: 0 });
  return item ?? null;
}

/** One item as its list shows it (a new item's answer). */
export async function getMediaItem<Kind extends MediaKind>(
  db: Database,
  kind: Kind,
  scope: ClubScope,
  itemId: number,
): Promise<ItemOf<Kind>> {
  const [row] = await listMediaPage(db, kind.tables, scope.club.id, {
    id: itemId,
    actorId: scope.actor?.userId ?? null,
    limit: 1,
    offset: 0,
  });
  if (!row) throw notFound(`No such ${kind.noun} on this site`);
  return toItem(kind, row, scope);
}

export async function addMediaView(db: Database, kind: MediaKind, scope: ClubScope, itemId: number) {
  const row = await countMediaView(db, kind.tables, scope.club.id, itemId);
  if (!row) throw notFound(`No such ${kind.noun} on this site`);
  return { Id: row.id, Nb_views: row.nbViews };
}

export async function likeMediaItem(db: Database, kind: MediaKind, scope: ClubScope<Actor>, itemId: number) {
  const nbLikes = await addMediaLike(db, kind.tables, scope.club.id, itemId, scope.actor.userId);
  if (nbLikes === null) throw notFound(`No such ${kind.noun} on this site`);
  return { Id: itemId, Nb_likes: nbLikes, Is_liked: true as const };
}

/** Deletes the row first, then its files: an item is never listed without them. */
export async function removeMediaItem(
  db: Database,
  store: FileStore,
  kind: MediaKind,
  scope: ClubScope,
  itemId: number,
) {
  const row = await findMediaRow(db, kind.tables, scope.club.id, itemId);
  if (!row) throw notFound(`No such ${kind.noun} on this site`);
  if (!canDeleteAddedRow(scope.actor, row, scope.club)) {
    throw forbidden(`Only whoever added this ${kind.noun} or the club manager may delete it`);
  }
  const deleted = await deleteMediaRow(db, kind.tables, scope.club.id, itemId);
  if (!deleted) throw notFound(`No such ${kind.noun} on this site`);
  await Promise.all((kind.filesOf?.(deleted) ?? []).map((key) => store.remove(key)));
  return { ok: true as const };
}

/** A spot given for a new item must be the club's; one is required when the club uses spots. */
export async function checkSpot(db: Database, club: ClubRow, spotId: number | null | undefined) {
  if (!spotId) {
    if (club.hasSpots) throw invalidInput('Choose the spot');
    return null;
  }
  if (!(await findSpotOfClub(db, club.id, spotId))) throw invalidInput('No such spot in this club');
  return spotId;
}
