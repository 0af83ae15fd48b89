import type { VideoOrder } from '@club/shared/api/videos';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { videoLikes, videos } from '../../db/schema/media.ts';
import { spots } from '../../db/schema/spots.ts';
import { users } from '../../db/schema/users.ts';
import type { Executor } from '../../platform/db.ts';
import { preparedQuery } from '../../platform/prepared-query.ts';

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
  const conditions = [eq(videos.clubId, sql.placeholder('clubId'))];
  if (spot) conditions.push(eq(videos.spotId, sql.placeholder('spotId')));
  if (member) conditions.push(eq(videos.userId, sql.placeholder('memberId')));
  if (id) conditions.push(eq(videos.id, sql.placeholder('id')));
  const isLiked = reader
    ? sql<boolean>`exists (select 1 from ${videoLikes} where ${videoLikes.videoId} = ${videos.id} and ${videoLikes.userId} = ${sql.placeholder('readerId')})`
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
    .leftJoin(spots, eq(spots.id, videos.spotId))
    .leftJoin(users, eq(users.id, videos.userId))
    .where(and(...conditions))
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
    .where(and(eq(videos.id, videoId), eq(videos.clubId, clubId)))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

export function insertVideo(db: Executor, values: typeof videos.$inferInsert): Promise<VideoRow> {
  return db
    .insert(videos)
    .values(values)
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
    .where(and(eq(videos.id, videoId), eq(videos.clubId, clubId)))
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
  const result = (await db.execute(sql`
    with target as (
      select ${videos.id} as id from ${videos}
      where ${videos.id} = ${videoId} and ${videos.clubId} = ${clubId}
    ), liked as (
      insert into ${videoLikes} (video_id, user_id) select id, ${userId}::integer from target
      on conflict do nothing
      returning video_id
    )
    update ${videos} set nb_likes = nb_likes + (select count(*) from liked)::integer
    where id = (select id from target)
    returning nb_likes`)) as unknown as { rows: Array<{ nb_likes: number }> };
  return result.rows[0]?.nb_likes ?? null;
}

export function deleteVideoRow(db: Executor, clubId: number, videoId: number) {
  return db
    .delete(videos)
    .where(and(eq(videos.id, videoId), eq(videos.clubId, clubId)))
    .returning({ id: videos.id })
    .then((rows) => rows[0] ?? null);
}
