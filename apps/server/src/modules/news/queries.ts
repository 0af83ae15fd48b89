import { and, desc, eq, inArray, sql } from 'drizzle-orm';
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
export interface CommentWithAuthor {
  id: number;
  clubId: number;
  newsId: number;
  userId: number | null;
  content: string;
  createdAt: Date;
  authorFirstname: string | null;
  authorLastname: string | null;
  authorNickname: string | null;
  authorAvatarUrl: string | null;
}

/** A row of `commentWithAuthorColumns`, as the driver answers it (a timestamp may come as text). */
interface CommentWithAuthorRow {
  id: number;
  club_id: number;
  news_id: number;
  user_id: number | null;
  content: string;
  created_at: Date | string;
  author_firstname: string | null;
  author_lastname: string | null;
  author_nickname: string | null;
  author_avatar_url: string | null;
}

const commentWithAuthorColumns = sql`c.id, c.club_id, c.news_id, c.user_id, c.content, c.created_at,
  ${users.firstname} as author_firstname, ${users.lastname} as author_lastname,
  ${users.nickname} as author_nickname, ${users.avatarUrl} as author_avatar_url`;

function toCommentWithAuthor(row: CommentWithAuthorRow): CommentWithAuthor {
  return {
    id: row.id,
    clubId: row.club_id,
    newsId: row.news_id,
    userId: row.user_id,
    content: row.content,
    createdAt: new Date(row.created_at),
    authorFirstname: row.author_firstname,
    authorLastname: row.author_lastname,
    authorNickname: row.author_nickname,
    authorAvatarUrl: row.author_avatar_url,
  };
}

/**
 * Oldest first, as a conversation reads. Every comment of the item (the documented call has no pages),
 * so a busy item's list is long. The database answers it as one JSON array: a driver reads each row of
 * a result field by field (on PGlite in WebAssembly's JavaScript glue), which cost three times the query
 * itself for a few hundred comments.
 */
export async function listComments(
  db: Executor,
  clubId: number,
  newsId: number,
): Promise<CommentWithAuthor[]> {
  const result = (await db.execute(sql`
    select coalesce(json_agg(c order by c.created_at asc, c.id asc), '[]')::text as comments
    from (
      select ${commentWithAuthorColumns}
      from ${comments} c left join ${users} on ${users.id} = c.user_id
      where c.club_id = ${clubId} and c.news_id = ${newsId}
    ) c`)) as unknown as { rows: Array<{ comments: string }> };
  const rows = JSON.parse(result.rows[0]?.comments ?? '[]') as CommentWithAuthorRow[];
  return rows.map(toCommentWithAuthor);
}

/** One page of a news item's comments (see listCommentsPage). */
export interface CommentsPageRows {
  /** Whether the club has the news item. */
  newsFound: boolean;
  /** Whether `before`, when given, is a comment of the item. */
  cursorFound: boolean;
  /** The item's comment count. */
  total: number;
  /** Oldest first. */
  comments: CommentWithAuthor[];
  /** Whether older comments remain before the page. */
  hasEarlier: boolean;
}

/**
 * The `size` latest comments of a news item older than the comment `before` (the latest when null),
 * ordered by (created_at, id), with the item's count, in one statement: whether the item and the
 * cursor exist, the count, and the page as one JSON array as listComments reads it. One more row than
 * the page is read to tell whether older ones remain; the index on (news_id, created_at) serves the
 * order, scanned backwards from the cursor.
 */
export async function listCommentsPage(
  db: Executor,
  clubId: number,
  newsId: number,
  page: { before: number | null; size: number },
): Promise<CommentsPageRows> {
  const ofItem = sql`c.club_id = ${clubId} and c.news_id = ${newsId}`;
  const cursor = sql`select b.created_at, b.id from ${comments} b
    where b.id = ${page.before}::integer and b.club_id = ${clubId} and b.news_id = ${newsId}`;
  const result = (await db.execute(sql`
    with page as (
      select ${commentWithAuthorColumns}
      from ${comments} c left join ${users} on ${users.id} = c.user_id
      where ${ofItem} and (${page.before}::integer is null or (c.created_at, c.id) < (${cursor}))
      order by c.created_at desc, c.id desc
      limit ${page.size + 1}
    )
    select
      exists (select 1 from ${news} where ${news.id} = ${newsId} and ${news.clubId} = ${clubId}) as news_found,
      (${page.before}::integer is null or exists (${cursor})) as cursor_found,
      (select count(*)::integer from ${comments} c where ${ofItem}) as total,
      (select count(*) from page) > ${page.size} as has_earlier,
      (select coalesce(json_agg(p order by p.created_at asc, p.id asc), '[]')::text
        from (select * from page order by created_at desc, id desc limit ${page.size}) p) as comments
  `)) as unknown as {
    rows: Array<{
      news_found: boolean;
      cursor_found: boolean;
      total: number;
      has_earlier: boolean;
      comments: string;
    }>;
  };
  const row = result.rows[0];
  if (row === undefined) throw new Error('The comments page query answered no row');
  return {
    newsFound: row.news_found,
    cursorFound: row.cursor_found,
    total: row.total,
    comments: (JSON.parse(row.comments) as CommentWithAuthorRow[]).map(toCommentWithAuthor),
    hasEarlier: row.has_earlier,
  };
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

/**
 * Adds a comment to a news item of the club and reads it back with its author, in one statement (not a
 * look-up of the news, an insert and a read). Null when the club has no such news item.
 */
export async function insertCommentOnNews(
  db: Executor,
  values: { clubId: number; newsId: number; userId: number; content: string },
): Promise<CommentWithAuthor | null> {
  const result = (await db.execute(sql`
    with inserted as (
      insert into ${comments} (club_id, news_id, user_id, content)
      select ${news.clubId}, ${news.id}, ${values.userId}::integer, ${values.content}::text from ${news}
      where ${news.id} = ${values.newsId} and ${news.clubId} = ${values.clubId}
      returning id, club_id, news_id, user_id, content, created_at
    )
    select ${commentWithAuthorColumns}
    from inserted c left join ${users} on ${users.id} = c.user_id`)) as unknown as {
    rows: CommentWithAuthorRow[];
  };
  const row = result.rows[0];
  return row === undefined ? null : toCommentWithAuthor(row);
}

export async function deleteCommentRow(db: Executor, clubId: number, commentId: number): Promise<void> {
  await db.delete(comments).where(and(eq(comments.clubId, clubId), eq(comments.id, commentId)));
}
