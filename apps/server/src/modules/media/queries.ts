import type { MediaOrder } from '@club/shared/api/media-item';
import { desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { spots } from '../../db/schema/spots.ts';
import { users } from '../../db/schema/users.ts';
import {
  type ClubRowValues,
  type ClubTable,
  clubRow,
  ofClub,
  ofClubOrClubless,
  sameClubAs,
} from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';
import { isForeignKeyViolation } from '../../platform/data/db-errors.ts';
import { preparedQuery } from '../../platform/data/prepared-query.ts';

/**
 * The media core's queries: a kind of media item (pictures, videos) names its tables (`MediaTables`)
 * and gets its list, views, likes and deletion from here. Every query takes the club's id and goes
 * through club-rows.ts: an item of another club is never read nor written. The structure check reads
 * the tables a file names, not those a kind passes in: these queries keep to club-rows.ts by review.
 * drizzle types the columns of a table passed as a value as unknown, hence the few casts to the rows'
 * types (`MediaRow`, which a kind's table must have).
 */

/** The columns every media item's row has. */
export interface MediaRow {
  id: number;
  clubId: number;
  spotId: number | null;
  userId: number | null;
  name: string;
  nbViews: number;
  nbLikes: number;
  createdAt: Date;
}

/** A kind's table of items: a club's rows, with the columns every media item has. */
export type MediaTable = ClubTable & {
  id: PgColumn;
  spotId: PgColumn;
  userId: PgColumn;
  nbViews: PgColumn;
  nbLikes: PgColumn;
  createdAt: PgColumn;
  $inferSelect: MediaRow;
};

/** A kind's table of likes: one row per member and item. */
export type LikeTable = ClubTable & { userId: PgColumn };

export interface MediaTables<Table extends MediaTable = MediaTable, Likes extends LikeTable = LikeTable> {
  /** Names the kind's prepared statements: `pictures` -> `pictures_page_...`. */
  name: string;
  items: Table;
  likes: Likes;
  /** The like's column naming its item. */
  likedItem: PgColumn;
  /** The values of a member's like of an item. */
  likeRow(itemId: number, userId: number): ClubRowValues<Likes>;
  /** The like's (club_id, item id) foreign key, which refuses an item of another club. */
  likeForeignKey: string;
}

/** A row of a kind's items. */
export type ItemRow<Tables extends MediaTables> = Tables['items']['$inferSelect'];

/** An item's row as its list reads it: with its spot's and author's names, and whether the reader liked it. */
export type MediaListRow<Tables extends MediaTables = MediaTables> = ItemRow<Tables> & {
  spotName: string | null;
  authorFirstname: string | null;
  authorLastname: string | null;
  authorNickname: string | null;
  isLiked: boolean;
};

export interface MediaFilter {
  spotId?: number | null;
  memberId?: number | null;
}

/**
 * Newest first; the id breaks ties so pages never overlap. NULLS LAST as in the indexes
 * (`pictures_club_*_idx`, `videos_club_*_idx`): with PostgreSQL's default (NULLS FIRST for DESC) the
 * planner cannot use them and sorts the whole club instead.
 */
function orderingOf(items: MediaTable, order: MediaOrder): SQL[] {
  const newestFirst = [sql`${items.createdAt} desc nulls last`, sql`${items.id} desc nulls last`];
  if (order === 'nb_views') return [desc(items.nbViews), ...newestFirst];
  if (order === 'nb_likes') return [desc(items.nbLikes), ...newestFirst];
  return newestFirst;
}

/** Which of a page's optional filters a query has, whether someone signed in reads it (Is_liked), its order. */
type PageShape = `${'spot' | ''}.${'member' | ''}.${'id' | ''}.${'reader' | ''}.${MediaOrder}`;

const pageQueries = new WeakMap<MediaTables, ReturnType<typeof pageQuery>>();

function pageQuery(tables: MediaTables) {
  const { items, likes, likedItem } = tables;
  return preparedQuery<MediaListRow<MediaTables>, PageShape>(`${tables.name}_page`, (db, shape, name) => {
    const [spot, member, id, reader, order] = shape.split('.');
    const clubId = sql.placeholder('clubId');
    const isLiked = reader
      ? sql<boolean>`exists (select 1 from ${likes} where ${ofClub(likes, clubId, eq(likedItem, items.id), eq(likes.userId, sql.placeholder('readerId')))})`
      : sql<boolean>`false`;
    return db
      .select({
        ...getTableColumns(items),
        spotName: spots.name,
        authorFirstname: users.firstname,
        authorLastname: users.lastname,
        authorNickname: users.nickname,
        isLiked,
      })
      .from(items)
      .leftJoin(spots, sameClubAs(spots, items, eq(spots.id, items.spotId)))
      .leftJoin(users, ofClubOrClubless(users, clubId, eq(users.id, items.userId)))
      .where(
        ofClub(
          items,
          clubId,
          spot ? eq(items.spotId, sql.placeholder('spotId')) : undefined,
          member ? eq(items.userId, sql.placeholder('memberId')) : undefined,
          id ? eq(items.id, sql.placeholder('id')) : undefined,
        ),
      )
      .orderBy(...orderingOf(items, order as MediaOrder))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name) as never;
  });
}

/** One page of a kind's items of the club, or the one item `id` names. */
export function listMediaPage<Tables extends MediaTables>(
  db: Executor,
  tables: Tables,
  clubId: number,
  query: MediaFilter & {
    id?: number;
    order?: MediaOrder;
    actorId: number | null;
    limit: number;
    offset: number;
  },
): Promise<MediaListRow<Tables>[]> {
  let run = pageQueries.get(tables);
  if (run === undefined) {
    run = pageQuery(tables);
    pageQueries.set(tables, run);
  }
  const shape: PageShape = `${query.spotId ? 'spot' : ''}.${query.memberId ? 'member' : ''}.${query.id ? 'id' : ''}.${query.actorId === null ? '' : 'reader'}.${query.order ?? 'creation_date'}`;
  return run(db, shape, {
    clubId,
    spotId: query.spotId,
    memberId: query.memberId,
    id: query.id,
    readerId: query.actorId,
    limit: query.limit,
    offset: query.offset,
  });
}

export function findMediaRow<Tables extends MediaTables>(
  db: Executor,
  { items }: Tables,
  clubId: number,
  itemId: number,
): Promise<ItemRow<Tables> | null> {
  return db
    .select()
    .from(items)
    .where(ofClub(items, clubId, eq(items.id, itemId)))
    .limit(1)
    .then((rows) => (rows[0] as ItemRow<Tables> | undefined) ?? null);
}

export function insertMediaRow<Tables extends MediaTables>(
  db: Executor,
  { items }: Tables,
  clubId: number,
  values: ClubRowValues<Tables['items']>,
): Promise<ItemRow<Tables>> {
  return db
    .insert(items)
    .values(clubRow(items, clubId, values))
    .returning()
    .then((rows) => {
      const row = rows[0];
      if (!row) throw new Error('media item not inserted');
      return row;
    });
}

export function countMediaView(
  db: Executor,
  { items }: MediaTables,
  clubId: number,
  itemId: number,
): Promise<{ id: number; nbViews: number } | null> {
  return db
    .update(items)
    .set({ nbViews: sql`${items.nbViews} + 1` })
    .where(ofClub(items, clubId, eq(items.id, itemId)))
    .returning({ id: items.id, nbViews: items.nbViews })
    .then((rows) => (rows[0] as { id: number; nbViews: number } | undefined) ?? null);
}

/**
 * Records one like of a member; the count moves only when the like is new (the likes' primary key
 * makes a second one a no-op). Returns the count, or null when the club has no such item.
 * One statement, not a transaction of four: concurrent likes still count once each, since the update
 * waits for the row and adds to its latest count, and a member's second like waits for the first.
 */
export async function addMediaLike(
  db: Executor,
  tables: MediaTables,
  clubId: number,
  itemId: number,
  userId: number,
): Promise<number | null> {
  const { items, likes, likedItem } = tables;
  // The like's (club_id, item id) key refuses an item that is not the club's: the statement fails whole.
  const liked = db.$with('liked').as(
    db
      .insert(likes)
      .values(clubRow(likes, clubId, tables.likeRow(itemId, userId)))
      .onConflictDoNothing()
      .returning({ itemId: likedItem }),
  );
  try {
    const [row] = await db
      .with(liked)
      .update(items)
      .set({ nbLikes: sql`${items.nbLikes} + (select count(*) from ${liked})::integer` })
      .where(ofClub(items, clubId, eq(items.id, itemId)))
      .returning({ nbLikes: items.nbLikes });
    return (row?.nbLikes as number | undefined) ?? null;
  } catch (error) {
    if (isForeignKeyViolation(error, tables.likeForeignKey)) return null;
    throw error;
  }
}

export function deleteMediaRow<Tables extends MediaTables>(
  db: Executor,
  { items }: Tables,
  clubId: number,
  itemId: number,
): Promise<ItemRow<Tables> | null> {
  return db
    .delete(items)
    .where(ofClub(items, clubId, eq(items.id, itemId)))
    .returning()
    .then((rows) => rows[0] ?? null);
}

export function findSpotOfClub(db: Executor, clubId: number, spotId: number): Promise<{ id: number } | null> {
  return db
    .select({ id: spots.id })
    .from(spots)
    .where(ofClub(spots, clubId, eq(spots.id, spotId)))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}
