import { eq, sql } from 'drizzle-orm';
import { pictureLikes, pictures } from '../../db/schema/media.ts';
import { spots } from '../../db/schema/spots.ts';
import { users } from '../../db/schema/users.ts';
import {
  type ClubRowValues,
  clubRow,
  ofClub,
  ofClubOrClubless,
  sameClubAs,
} from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';
import { isForeignKeyViolation } from '../../platform/data/db-errors.ts';
import { preparedQuery } from '../../platform/data/prepared-query.ts';

/** Every query here takes the club's id: a picture of another club is never read nor written. */

export type PictureRow = typeof pictures.$inferSelect;

export interface PictureListRow extends PictureRow {
  spotName: string | null;
  authorFirstname: string | null;
  authorLastname: string | null;
  authorNickname: string | null;
  isLiked: boolean;
}

export interface PictureFilter {
  spotId?: number | null;
  memberId?: number | null;
}

/**
 * Newest first; the id breaks ties so pages never overlap. NULLS LAST as in the indexes
 * (pictures_club_*_idx): with PostgreSQL's default (NULLS FIRST for DESC) the planner cannot use them
 * and sorts the whole club instead.
 */
const newestFirst = [sql`${pictures.createdAt} desc nulls last`, sql`${pictures.id} desc nulls last`];

/** Which of a page's optional filters a query has, and whether someone signed in reads it (Is_liked). */
type PageShape = `${'spot' | ''}.${'member' | ''}.${'id' | ''}.${'reader' | ''}`;

const picturesPage = preparedQuery<PictureListRow, PageShape>('pictures_page', (db, shape, name) => {
  const [bySpot, byMember, byId, withReader] = shape.split('.').map((part) => part !== '');
  const clubId = sql.placeholder('clubId');
  const isLiked = withReader
    ? sql<boolean>`exists (select 1 from ${pictureLikes} where ${ofClub(pictureLikes, clubId, eq(pictureLikes.pictureId, pictures.id), eq(pictureLikes.userId, sql.placeholder('readerId')))})`
    : sql<boolean>`false`;
  return db
    .select({
      id: pictures.id,
      clubId: pictures.clubId,
      spotId: pictures.spotId,
      userId: pictures.userId,
      name: pictures.name,
      fileKey: pictures.fileKey,
      width: pictures.width,
      height: pictures.height,
      nbViews: pictures.nbViews,
      nbLikes: pictures.nbLikes,
      createdAt: pictures.createdAt,
      spotName: spots.name,
      authorFirstname: users.firstname,
      authorLastname: users.lastname,
      authorNickname: users.nickname,
      isLiked,
    })
    .from(pictures)
    .leftJoin(spots, sameClubAs(spots, pictures, eq(spots.id, pictures.spotId)))
    .leftJoin(users, ofClubOrClubless(users, clubId, eq(users.id, pictures.userId)))
    .where(
      ofClub(
        pictures,
        clubId,
        bySpot ? eq(pictures.spotId, sql.placeholder('spotId')) : undefined,
        byMember ? eq(pictures.userId, sql.placeholder('memberId')) : undefined,
        byId ? eq(pictures.id, sql.placeholder('id')) : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
});

export function listPicturesPage(
  db: Executor,
  clubId: number,
  query: PictureFilter & { actorId: number | null; limit: number; offset: number; id?: number },
): Promise<PictureListRow[]> {
  const shape: PageShape = `${query.spotId ? 'spot' : ''}.${query.memberId ? 'member' : ''}.${query.id ? 'id' : ''}.${query.actorId === null ? '' : 'reader'}`;
  return picturesPage(db, shape, {
    clubId,
    spotId: query.spotId,
    memberId: query.memberId,
    id: query.id,
    readerId: query.actorId,
    limit: query.limit,
    offset: query.offset,
  });
}

export function findPicture(db: Executor, clubId: number, pictureId: number): Promise<PictureRow | null> {
  return db
    .select()
    .from(pictures)
    .where(ofClub(pictures, clubId, eq(pictures.id, pictureId)))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

export function insertPicture(
  db: Executor,
  clubId: number,
  values: ClubRowValues<typeof pictures>,
): Promise<PictureRow> {
  return db
    .insert(pictures)
    .values(clubRow(pictures, clubId, values))
    .returning()
    .then((rows) => {
      const row = rows[0];
      if (!row) throw new Error('picture not inserted');
      return row;
    });
}

export function countPictureView(
  db: Executor,
  clubId: number,
  pictureId: number,
): Promise<{ id: number; nbViews: number } | null> {
  return db
    .update(pictures)
    .set({ nbViews: sql`${pictures.nbViews} + 1` })
    .where(ofClub(pictures, clubId, eq(pictures.id, pictureId)))
    .returning({ id: pictures.id, nbViews: pictures.nbViews })
    .then((rows) => rows[0] ?? null);
}

/**
 * Records one like of a member; the count moves only when the like is new (the primary key of
 * picture_likes makes a second one a no-op). Returns the count, or null when the club has no such picture.
 * One statement, not a transaction of four: concurrent likes still count once each, since the update
 * waits for the row and adds to its latest count, and a member's second like waits for the first.
 */
export async function addPictureLike(
  db: Executor,
  clubId: number,
  pictureId: number,
  userId: number,
): Promise<number | null> {
  // The like's (club_id, picture_id) key refuses a picture that is not the club's: the statement fails whole.
  const liked = db.$with('liked').as(
    db
      .insert(pictureLikes)
      .values(clubRow(pictureLikes, clubId, { pictureId, userId }))
      .onConflictDoNothing()
      .returning({ pictureId: pictureLikes.pictureId }),
  );
  try {
    const [row] = await db
      .with(liked)
      .update(pictures)
      .set({ nbLikes: sql`${pictures.nbLikes} + (select count(*) from ${liked})::integer` })
      .where(ofClub(pictures, clubId, eq(pictures.id, pictureId)))
      .returning({ nbLikes: pictures.nbLikes });
    return row?.nbLikes ?? null;
  } catch (error) {
    if (isForeignKeyViolation(error, 'picture_likes_picture_same_club_fk')) return null;
    throw error;
  }
}

export function deletePictureRow(
  db: Executor,
  clubId: number,
  pictureId: number,
): Promise<PictureRow | null> {
  return db
    .delete(pictures)
    .where(ofClub(pictures, clubId, eq(pictures.id, pictureId)))
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
