import type { createVideo, Video, VideoOrder } from '@club/shared/api/videos';
import { LIST_PAGE_SIZE } from '@club/shared/constants';
import { canonicalVideoUrl, parseVideoUrl } from '@club/shared/domain/video-url';
import type { z } from 'zod';
import type { Database } from '../../platform/data/db.ts';
import type { Actor } from '../../platform/http/auth.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { forbidden, invalidInput, notFound } from '../../platform/http/errors.ts';
import { canDeleteAddedRow } from '../../platform/http/policy.ts';
import { authorName, checkSpot } from '../pictures/added-media.ts';
import {
  addVideoLike,
  countVideoView,
  deleteVideoRow,
  findVideo,
  insertVideo,
  listVideosPage,
  type VideoListRow,
} from './queries.ts';

function toVideo(row: VideoListRow, scope: ClubScope): Video {
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
    Can_delete: canDeleteAddedRow(scope.actor, row, scope.club),
    Creation_date: row.createdAt.toISOString(),
  };
}

export async function listVideos(
  db: Database,
  scope: ClubScope,
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

export async function getLastVideo(db: Database, scope: ClubScope): Promise<Video | null> {
  const [video] = await listVideos(db, scope, { page: 0, order: 'creation_date' });
  return video ?? null;
}

export async function addView(db: Database, scope: ClubScope, videoId: number) {
  const row = await countVideoView(db, scope.club.id, videoId);
  if (!row) throw notFound('No such video on this site');
  return { Id: row.id, Nb_views: row.nbViews };
}

export async function like(db: Database, scope: ClubScope<Actor>, videoId: number) {
  const { club, actor } = scope;
  const nbLikes = await addVideoLike(db, club.id, videoId, actor.userId);
  if (nbLikes === null) throw notFound('No such video on this site');
  return { Id: videoId, Nb_likes: nbLikes, Is_liked: true as const };
}

export async function remove(db: Database, scope: ClubScope, videoId: number) {
  const row = await findVideo(db, scope.club.id, videoId);
  if (!row) throw notFound('No such video on this site');
  if (!canDeleteAddedRow(scope.actor, row, scope.club)) {
    throw forbidden('Only whoever added this video or the club manager may delete it');
  }
  if (!(await deleteVideoRow(db, scope.club.id, videoId))) throw notFound('No such video on this site');
  return { ok: true as const };
}

type VideoInput = z.output<(typeof createVideo)['body']>;

export async function create(db: Database, scope: ClubScope<Actor>, input: VideoInput): Promise<Video> {
  const { club, actor } = scope;
  const ref = parseVideoUrl(input.Url);
  if (!ref) throw invalidInput('Give a YouTube or Vimeo video address');
  const spotId = await checkSpot(db, club, input.Spot_id);
  const row = await insertVideo(db, club.id, {
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
