import { videoLikes, videos } from '../../db/schema/media.ts';
import type { MediaTables } from '../media/queries.ts';

/** The tables of videos, for the media core's queries (media/queries.ts). */
export const videoTables: MediaTables<typeof videos, typeof videoLikes> = {
  name: 'videos',
  items: videos,
  likes: videoLikes,
  likedItem: videoLikes.videoId,
  likeRow: (videoId, userId) => ({ videoId, userId }),
  likeForeignKey: 'video_likes_video_same_club_fk',
};
