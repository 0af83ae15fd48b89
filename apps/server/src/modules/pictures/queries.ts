import { pictureLikes, pictures } from '../../db/schema/media.ts';
import type { MediaTables } from '../media/queries.ts';

/** The tables of pictures, for the media core's queries (media/queries.ts). */
export const pictureTables: MediaTables<typeof pictures, typeof pictureLikes> = {
  name: 'pictures',
  items: pictures,
  likes: pictureLikes,
  likedItem: pictureLikes.pictureId,
  likeRow: (pictureId, userId) => ({ pictureId, userId }),
  likeForeignKey: 'picture_likes_picture_same_club_fk',
};
