import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { comments, news, newsContents } from '../../db/schema/news.ts';
import { languages } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';
import type { Executor } from '../../platform/db.ts';

/** Every query here takes the club's id: a row of another club is never read nor written. */

export type NewsRow = typeof news.$inferSelect;
export type NewsContentRow = typeof newsContents.$inferSelect & { languageKey: string };
export type CommentRow = typeof comments.$inferSelect;

export function findNews(db: Executor, clubId: number, newsId: number): Promise<NewsRow | null> {
  return db
    .select()
    .from(news)
    .where(and(eq(news.id, newsId), eq(news.clubId, clubId)))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** The same, with the row locked until the transaction ends (for replacing its picture). */
export function findNewsForUpdate(db: Executor, clubId: number, newsId: number): Promise<NewsRow | null> {
  return db
    .select()
    .from(news)
    .where(and(eq(news.id, newsId), eq(news.clubId, clubId)))
    .limit(1)
    .for('update')
    .then((rows) => rows[0] ?? null);
}

/** Newest first; the id breaks ties so pages never overlap. */
export function listNewsPage(db: Executor, clubId: number, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(news)
    .where(eq(news.clubId, clubId))
    .orderBy(desc(news.createdAt), desc(news.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function listContents(db: Executor, clubId: number, newsIds: number[]): Promise<NewsContentRow[]> {
  if (newsIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      newsId: newsContents.newsId,
      languageId: newsContents.languageId,
      clubId: newsContents.clubId,
      title: newsContents.title,
      introContent: newsContents.introContent,
      newsContent: newsContents.newsContent,
      languageKey: languages.key,
    })
    .from(newsContents)
    .innerJoin(languages, eq(languages.id, newsContents.languageId))
    .where(and(eq(newsContents.clubId, clubId), inArray(newsContents.newsId, newsIds)));
}

export function insertNews(
  db: Executor,
  values: { clubId: number; isEvent: boolean; eventDate: Date | null; authorId: number | null },
): Promise<NewsRow> {
  return db
    .insert(news)
    .values(values)
    .returning()
    .then((rows) => rows[0] as NewsRow);
}

export function updateNews(
  db: Executor,
  clubId: number,
  newsId: number,
  values: Partial<Pick<NewsRow, 'isEvent' | 'eventDate' | 'pictureUrl'>>,
): Promise<NewsRow | null> {
  return db
    .update(news)
    .set(values)
    .where(and(eq(news.id, newsId), eq(news.clubId, clubId)))
    .returning()
    .then((rows) => rows[0] ?? null);
}

export function deleteNewsRow(db: Executor, clubId: number, newsId: number): Promise<NewsRow | null> {
  return db
    .delete(news)
    .where(and(eq(news.id, newsId), eq(news.clubId, clubId)))
    .returning()
    .then((rows) => rows[0] ?? null);
}

export async function upsertContent(
  db: Executor,
  row: {
    newsId: number;
    clubId: number;
    languageId: number;
    title: string;
    introContent: string;
    newsContent: string;
  },
): Promise<void> {
  const { title, introContent, newsContent } = row;
  await db
    .insert(newsContents)
    .values(row)
    .onConflictDoUpdate({
      target: [newsContents.newsId, newsContents.languageId],
      set: { title, introContent, newsContent },
    });
}

export async function deleteContent(
  db: Executor,
  clubId: number,
  newsId: number,
  languageId: number,
): Promise<void> {
  await db
    .delete(newsContents)
    .where(
      and(
        eq(newsContents.clubId, clubId),
        eq(newsContents.newsId, newsId),
        eq(newsContents.languageId, languageId),
      ),
    );
}

const commentColumns = {
  id: comments.id,
  clubId: comments.clubId,
  newsId: comments.newsId,
  userId: comments.userId,
  content: comments.content,
  createdAt: comments.createdAt,
  authorFirstname: users.firstname,
  authorLastname: users.lastname,
  authorNickname: users.nickname,
  authorAvatarUrl: users.avatarUrl,
};

/** A comment with what is shown of its author (null fields once the account is gone). */
export type CommentWithAuthor = Awaited<ReturnType<typeof listComments>>[number];

/** Oldest first, as a conversation reads. */
export function listComments(db: Executor, clubId: number, newsId: number) {
  return db
    .select(commentColumns)
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.clubId, clubId), eq(comments.newsId, newsId)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

export function findCommentWithAuthor(db: Executor, clubId: number, commentId: number) {
  return db
    .select(commentColumns)
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.clubId, clubId), eq(comments.id, commentId)))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

export function insertComment(
  db: Executor,
  values: { clubId: number; newsId: number; userId: number; content: string },
): Promise<CommentRow> {
  return db
    .insert(comments)
    .values(values)
    .returning()
    .then((rows) => rows[0] as CommentRow);
}

export async function deleteCommentRow(db: Executor, clubId: number, commentId: number): Promise<void> {
  await db.delete(comments).where(and(eq(comments.clubId, clubId), eq(comments.id, commentId)));
}
