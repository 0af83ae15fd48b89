import type { VideoOrder } from '@club/shared/api/videos';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { videoLikes, videos } from '../../db/schema/media.ts';
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

/** Every query here takes the club's id: a video of another club is never read nor written. */

export type VideoRow = typeof videos.$inferSelect;

export interface VideoListRow extends VideoRow {
  spotName: string | null;
  authorFirstname: string | null;
  authorLastname: string | null;
  authorNickname: string | null;
  isLiked: boolean;
}

/** NULLS LAST as in the videos_club_*_idx indexes, so the planner can walk them (see pictures/queries.ts). */
const newestFirst = [sql`${videos.createdAt} desc nulls last`, sql`${videos.id} desc nulls last`];
const orderings: Record<VideoOrder, SQL[]> = {
  creation_date: newestFirst,
  nb_views: [desc(videos.nbViews), ...newestFirst],
  nb_likes: [desc(videos.nbLikes), ...newestFirst],
};

/** Which of a page's optional filters a query has, its order, and whether someone signed in reads it. */
type PageShape = `${'spot' | ''}.${'member' | ''}.${'id' | ''}.${'reader' | ''}.${VideoOrder}`;

const videosPage = preparedQuery<VideoListRow, PageShape>('videos_page', (db, shape, name) => {
  const [spot, member, id, reader, order] = shape.split('.');
  const clubId = sql.placeholder('clubId');
  const isLiked = reader
    ? sql<boolean>`exists (select 1 from ${videoLikes} where ${ofClub(videoLikes, clubId, eq(videoLikes.videoId, videos.id), eq(videoLikes.userId, sql.placeholder('readerId')))})`
    : sql<boolean>`false`;
  return db
    .select({
      id: videos.id,
      clubId: videos.clubId,
      spotId: videos.spotId,
      userId: videos.userId,
      name: videos.name,
      source: videos.source,
      url: videos.url,
      isVr: videos.isVr,
      nbViews: videos.nbViews,
      nbLikes: videos.nbLikes,
      createdAt: videos.createdAt,
      spotName: spots.name,
      authorFirstname: users.firstname,
      authorLastname: users.lastname,
      authorNickname: users.nickname,
      isLiked,
    })
    .from(videos)
    .leftJoin(spots, sameClubAs(spots, videos, eq(spots.id, videos.spotId)))
    .leftJoin(users, ofClubOrClubless(users, clubId, eq(users.id, videos.userId)))
    .where(
      ofClub(
        videos,
        clubId,
        spot ? eq(videos.spotId, sql.placeholder('spotId')) : undefined,
        member ? eq(videos.userId, sql.placeholder('memberId')) : undefined,
        id ? eq(videos.id, sql.placeholder('id')) : undefined,
      ),
    )
    .orderBy(...orderings[order as VideoOrder])
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
});

export function listVideosPage(
  db: Executor,
  clubId: number,
  query: {
    spotId?: number | null;
    memberId?: number | null;
    id?: number;
    order: VideoOrder;
    actorId: number | null;
    limit: number;
    offset: number;
  },
): Promise<VideoListRow[]> {
  const shape: PageShape = `${query.spotId ? 'spot' : ''}.${query.memberId ? 'member' : ''}.${query.id ? 'id' : ''}.${query.actorId === null ? '' : 'reader'}.${query.order}`;
  return videosPage(db, shape, {
    clubId,
    spotId: query.spotId,
    memberId: query.memberId,
    id: query.id,
    readerId: query.actorId,
    limit: query.limit,
    offset: query.offset,
  });
}

export function findVideo(db: Executor, clubId: number, videoId: number): Promise<VideoRow | null> {
  return db
    .select()
    .from(videos)
    .where(ofClub(videos, clubId, eq(videos.id, videoId)))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

export function insertVideo(
  db: Executor,
  clubId: number,
  values: ClubRowValues<typeof videos>,
): Promise<VideoRow> {
  return db
    .insert(videos)
    .values(clubRow(videos, clubId, values))
    .returning()
    .then((rows) => {
      const row = rows[0];
      if (!row) throw new Error('video not inserted');
      return row;
    });
}

export function countVideoView(db: Executor, clubId: number, videoId: number) {
  return db
    .update(videos)
    .set({ nbViews: sql`${videos.nbViews} + 1` })
    .where(ofClub(videos, clubId, eq(videos.id, videoId)))
    .returning({ id: videos.id, nbViews: videos.nbViews })
    .then((rows) => rows[0] ?? null);
}

/**
 * One like per member: the count moves only when the like is new. Null when the club has no such video.
 * One statement, as addPictureLike (pictures/queries.ts).
 */
export async function addVideoLike(
  db: Executor,
  clubId: number,
  videoId: number,
  userId: number,
): Promise<number | null> {
  // The like's (club_id, video_id) key refuses a video that is not the club's: the statement fails whole.
  const liked = db.$with('liked').as(
    db
      .insert(videoLikes)
      .values(clubRow(videoLikes, clubId, { videoId, userId }))
      .onConflictDoNothing()
      .returning({ videoId: videoLikes.videoId }),
  );
  try {
    const [row] = await db
      .with(liked)
      .update(videos)
      .set({ nbLikes: sql`${videos.nbLikes} + (select count(*) from ${liked})::integer` })
      .where(ofClub(videos, clubId, eq(videos.id, videoId)))
      .returning({ nbLikes: videos.nbLikes });
    return row?.nbLikes ?? null;
  } catch (error) {
    if (isForeignKeyViolation(error, 'video_likes_video_same_club_fk')) return null;
    throw error;
  }
}

export function deleteVideoRow(db: Executor, clubId: number, videoId: number) {
  return db
    .delete(videos)
    .where(ofClub(videos, clubId, eq(videos.id, videoId)))
    .returning({ id: videos.id })
    .then((rows) => rows[0] ?? null);
}
