import type { createVideo, Video } from '@club/shared/api/videos';
import { canonicalVideoUrl, parseVideoUrl } from '@club/shared/domain/video-url';
import type { z } from 'zod';
import type { Database } from '../../platform/data/db.ts';
import type { Actor } from '../../platform/http/auth.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { invalidInput } from '../../platform/http/errors.ts';
import { checkSpot, getMediaItem, type MediaKind } from '../media/media-items.ts';
import { insertMediaRow } from '../media/queries.ts';
import { videoTables } from './queries.ts';

/** Videos as the media core lists, likes and deletes them: media items linking to a video site. */
export const videoKind: MediaKind<typeof videoTables, Video> = {
  tables: videoTables,
  noun: 'video',
  ownFields: (row) => ({ Source: row.source, Url: row.url, Is_vr: row.isVr }),
};

type VideoInput = z.output<(typeof createVideo)['body']>;

export async function create(db: Database, scope: ClubScope<Actor>, input: VideoInput): Promise<Video> {
  const { club, actor } = scope;
  const ref = parseVideoUrl(input.Url);
  if (!ref) throw invalidInput('Give a YouTube or Vimeo video address');
  const spotId = await checkSpot(db, club, input.Spot_id);
  const row = await insertMediaRow(db, videoTables, club.id, {
    spotId,
    userId: actor.userId,
    name: input.Name,
    source: ref.source,
    url: canonicalVideoUrl(ref),
    isVr: input.Is_vr,
  });
  return getMediaItem(db, videoKind, scope, row.id);
}
