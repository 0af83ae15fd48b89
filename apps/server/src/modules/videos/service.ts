import type { createVideo, Video, VideoOrder } from '@club/shared/api/videos';
import { LIST_PAGE_SIZE } from '@club/shared/constants';
import { canonicalVideoUrl, parseVideoUrl } from '@club/shared/domain/video-url';
import type { z } from 'zod';
import type { Database } from '../../platform/db.ts';
import { forbidden, invalidInput, notFound } from '../../platform/errors.ts';
import { canDeleteMedia, canLikeMedia } from '../pictures/policy.ts';
import { authorName, checkSpot, type MediaScope } from '../pictures/service.ts';
import {
  addVideoLike,
  countVideoView,
  deleteVideoRow,
  findVideo,
  insertVideo,
  listVideosPage,
  type VideoListRow,
} from './queries.ts';

function toVideo(row: VideoListRow, scope: MediaScope): Video {
  return {
    Id: row.id,
    Club_id: row.clubId,
    Name: row.name,
    Source: row.source,
    Url: row.url,
    Spot_id: row.spotId,
    Spot_name: row.spotName,
    User_id: row.userId,
    Author_name: authorName(row),
    Is_vr: row.isVr,
    Nb_views: row.nbViews,
    Nb_likes: row.nbLikes,
    Is_liked: Boolean(row.isLiked),
    Can_delete: canDeleteMedia(scope.actor, row, scope.club),
    Creation_date: row.createdAt.toISOString(),
  };
}

export async function listVideos(
  db: Database,
  scope: MediaScope,
  query: {
    page: number;
    spotId?: number | null;
    memberId?: number | null;
    order: VideoOrder;
  },
): Promise<Video[]> {
  const rows = await listVideosPage(db, scope.club.id, {
    spotId: query.spotId,
    memberId: query.memberId,
    order: query.order,
    actorId: scope.actor?.userId ?? null,
    limit: LIST_PAGE_SIZE,
    offset: query.page * LIST_PAGE_SIZE,
  });
  return rows.map((row) => toVideo(row, scope));
}

export async function getLastVideo(db: Database, scope: MediaScope): Promise<Video | null> {
  const [video] = await listVideos(db, scope, { page: 0, order: 'creation_date' });
  return video ?? null;
}

export async function addView(db: Database, scope: MediaScope, videoId: number) {
  const row = await countVideoView(db, scope.club.id, videoId);
  if (!row) throw notFound('No such video on this site');
  return { Id: row.id, Nb_views: row.nbViews };
}

export async function like(db: Database, scope: MediaScope, videoId: number) {
  const { club, actor } = scope;
  if (actor === null || !canLikeMedia(actor, club)) throw forbidden('Sign in to like');
  const nbLikes = await addVideoLike(db, club.id, videoId, actor.userId);
  if (nbLikes === null) throw notFound('No such video on this site');
  return { Id: videoId, Nb_likes: nbLikes, Is_liked: true as const };
}

export async function remove(db: Database, scope: MediaScope, videoId: number) {
  const row = await findVideo(db, scope.club.id, videoId);
  if (!row) throw notFound('No such video on this site');
  if (!canDeleteMedia(scope.actor, row, scope.club)) {
    throw forbidden('Only whoever added this video or the club manager may delete it');
  }
  if (!(await deleteVideoRow(db, scope.club.id, videoId))) throw notFound('No such video on this site');
  return { ok: true as const };
}

type VideoInput = z.output<(typeof createVideo)['body']>;

export async function create(db: Database, scope: MediaScope, input: VideoInput): Promise<Video> {
  const { club, actor } = scope;
  if (actor === null) throw forbidden('Sign in to add videos');
  const ref = parseVideoUrl(input.Url);
  if (!ref) throw invalidInput('Give a YouTube or Vimeo video address');
  const spotId = await checkSpot(db, club, input.Spot_id);
  const row = await insertVideo(db, {
    clubId: club.id,
    spotId,
    userId: actor.userId,
    name: input.Name,
    source: ref.source,
    url: canonicalVideoUrl(ref),
    isVr: input.Is_vr,
  });
  const [video] = await listVideosPage(db, club.id, {
    id: row.id,
    order: 'creation_date',
    actorId: actor.userId,
    limit: 1,
    offset: 0,
  });
  if (!video) throw notFound('No such video on this site');
  return toVideo(video, scope);
}
