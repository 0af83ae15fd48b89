import { asc, eq, or } from 'drizzle-orm';
import { pictures, videos } from '../../db/schema/media.ts';
import { messages } from '../../db/schema/messages.ts';
import { comments } from '../../db/schema/news.ts';
import { users } from '../../db/schema/users.ts';
import { ofClub } from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';
import { thumbnailKeyOf } from '../pictures/file-keys.ts';

/** Every row of the club that names the user, oldest first. */
export async function collectOwnRows(db: Executor, clubId: number, userId: number) {
  const [ownMessages, ownComments, ownPictures, ownVideos] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(ofClub(messages, clubId, or(eq(messages.senderId, userId), eq(messages.recipientId, userId))))
      .orderBy(asc(messages.createdAt), asc(messages.id)),
    db
      .select()
      .from(comments)
      .where(ofClub(comments, clubId, eq(comments.userId, userId)))
      .orderBy(asc(comments.createdAt), asc(comments.id)),
    db
      .select()
      .from(pictures)
      .where(ofClub(pictures, clubId, eq(pictures.userId, userId)))
      .orderBy(asc(pictures.createdAt), asc(pictures.id)),
    db
      .select()
      .from(videos)
      .where(ofClub(videos, clubId, eq(videos.userId, userId)))
      .orderBy(asc(videos.createdAt), asc(videos.id)),
  ]);
  return { messages: ownMessages, comments: ownComments, pictures: ownPictures, videos: ownVideos };
}

/**
 * Removes the user's pictures and videos and then the user; their messages and comments stay with no
 * author (the foreign keys set it null), their sessions and likes go with them. Returns the stored
 * files to remove once the transaction has committed.
 */
export async function deleteUserAndMedia(db: Executor, clubId: number, userId: number): Promise<string[]> {
  const removedPictures = await db
    .delete(pictures)
    .where(ofClub(pictures, clubId, eq(pictures.userId, userId)))
    .returning({ fileKey: pictures.fileKey });
  await db.delete(videos).where(ofClub(videos, clubId, eq(videos.userId, userId)));
  const [user] = await db
    .delete(users)
    .where(ofClub(users, clubId, eq(users.id, userId)))
    .returning({ avatarUrl: users.avatarUrl });
  if (!user) throw new Error(`user ${userId} not found in club ${clubId}`);
  return [
    ...removedPictures.flatMap((row) => [row.fileKey, thumbnailKeyOf(row.fileKey)]),
    ...(user.avatarUrl ? [user.avatarUrl] : []),
  ];
}
