import { desc, eq, inArray, sql } from 'drizzle-orm';
import { comments, news, newsContents } from '../../db/schema/news.ts';
import { languages } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';
import { clubRow, ofClub, ofClubOrClubless } from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';
import { isForeignKeyViolation } from '../../platform/data/db-errors.ts';

/** Every query here takes the club's id: a row of another club is never read nor written. */

export type NewsItemRow = typeof news.$inferSelect;
export type NewsContentRow = typeof newsContents.$inferSelect & { languageKey: string };
export type CommentRow = typeof comments.$inferSelect;

export function findNewsItem(db: Executor, clubId: number, newsId: number): Promise<NewsItemRow | null> {
  return db
    .select()
    .from(news)
    .where(ofClub(news, clubId, eq(news.id, newsId)))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** The same, with the row locked until the transaction ends (for replacing its picture). */
export function findNewsItemForUpdate(
  db: Executor,
  clubId: number,
  newsId: number,
): Promise<NewsItemRow | null> {
  return db
    .select()
    .from(news)
    .where(ofClub(news, clubId, eq(news.id, newsId)))
    .limit(1)
    .for('update')
    .then((rows) => rows[0] ?? null);
}

/** Newest first; the id breaks ties so pages never overlap. */
export function listNewsPage(db: Executor, clubId: number, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(news)
    .where(ofClub(news, clubId))
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
    .where(ofClub(newsContents, clubId, inArray(newsContents.newsId, newsIds)));
}

export function insertNewsItem(
  db: Executor,
  clubId: number,
  values: { isEvent: boolean; eventDate: Date | null; authorId: number | null },
): Promise<NewsItemRow> {
  return db
    .insert(news)
    .values(clubRow(news, clubId, values))
    .returning()
    .then((rows) => rows[0] as NewsItemRow);
}

export function updateNewsItem(
  db: Executor,
  clubId: number,
  newsId: number,
  values: Partial<Pick<NewsItemRow, 'isEvent' | 'eventDate' | 'pictureUrl'>>,
): Promise<NewsItemRow | null> {
  return db
    .update(news)
    .set(values)
    .where(ofClub(news, clubId, eq(news.id, newsId)))
    .returning()
    .then((rows) => rows[0] ?? null);
}

export function deleteNewsItemRow(db: Executor, clubId: number, newsId: number): Promise<NewsItemRow | null> {
  return db
    .delete(news)
    .where(ofClub(news, clubId, eq(news.id, newsId)))
    .returning()
    .then((rows) => rows[0] ?? null);
}

export async function upsertContent(
  db: Executor,
  clubId: number,
  row: { newsId: number; languageId: number; title: string; introContent: string; newsContent: string },
): Promise<void> {
  const { title, introContent, newsContent } = row;
  await db
    .insert(newsContents)
    .values(clubRow(newsContents, clubId, row))
    .onConflictDoUpdate({
      target: [newsContents.newsId, newsContents.languageId],
      set: { title, introContent, newsContent },
      setWhere: ofClub(newsContents, clubId),
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
      ofClub(newsContents, clubId, eq(newsContents.newsId, newsId), eq(newsContents.languageId, languageId)),
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

/** A comment's columns and its author's; the author may be the super administrator, who has no club. */
const commentWithAuthorColumns = sql`${comments.id}, ${comments.clubId}, ${comments.newsId}, ${comments.userId},
  ${comments.content}, ${comments.createdAt},
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
      from ${comments} left join ${users} on ${ofClubOrClubless(users, clubId, eq(users.id, comments.userId))}
      where ${ofClub(comments, clubId, eq(comments.newsId, newsId))}
    ) c`)) as unknown as { rows: Array<{ comments: string }> };
  const rows = JSON.parse(result.rows[0]?.comments ?? '[]') as CommentWithAuthorRow[];
  return rows.map(toCommentWithAuthor);
}

/** One page of a news item's comments (see listCommentsPage). */
export interface CommentsPageRows {
  /** Whether the club has the news item. */
  newsItemFound: boolean;
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
  // Each subquery reads comments afresh: its `comments` hides the outer query's within it.
  const cursor = sql`select ${comments.createdAt}, ${comments.id} from ${comments}
    where ${ofClub(comments, clubId, eq(comments.newsId, newsId), sql`${comments.id} = ${page.before}::integer`)}`;
  const result = (await db.execute(sql`
    with page as (
      select ${commentWithAuthorColumns}
      from ${comments} left join ${users} on ${ofClubOrClubless(users, clubId, eq(users.id, comments.userId))}
      where ${ofClub(comments, clubId, eq(comments.newsId, newsId))}
        and (${page.before}::integer is null or (${comments.createdAt}, ${comments.id}) < (${cursor}))
      order by ${comments.createdAt} desc, ${comments.id} desc
      limit ${page.size + 1}
    )
    select
      exists (select 1 from ${news} where ${ofClub(news, clubId, eq(news.id, newsId))}) as news_found,
      (${page.before}::integer is null or exists (${cursor})) as cursor_found,
      (select count(*)::integer from ${comments}
        where ${ofClub(comments, clubId, eq(comments.newsId, newsId))}) as total,
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
    newsItemFound: row.news_found,
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
    .leftJoin(users, ofClubOrClubless(users, clubId, eq(users.id, comments.userId)))
    .where(ofClub(comments, clubId, eq(comments.id, commentId)))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/**
 * Adds a comment to a news item of the club and reads it back with its author, in one statement (not a
 * look-up of the news, an insert and a read). Null when the club has no such news item: the comment's
 * (club_id, news_id) key refuses a news item that is not the club's.
 */
export async function insertCommentOnNewsItem(
  db: Executor,
  clubId: number,
  values: { newsId: number; userId: number; content: string },
): Promise<CommentWithAuthor | null> {
  const inserted = db.$with('inserted').as(
    db
      .insert(comments)
      .values(clubRow(comments, clubId, values))
      .returning(),
  );
  try {
    const [row] = await db
      .with(inserted)
      .select({
        id: inserted.id,
        clubId: inserted.clubId,
        newsId: inserted.newsId,
        userId: inserted.userId,
        content: inserted.content,
        createdAt: inserted.createdAt,
        authorFirstname: users.firstname,
        authorLastname: users.lastname,
        authorNickname: users.nickname,
        authorAvatarUrl: users.avatarUrl,
      })
      .from(inserted)
      .leftJoin(users, ofClubOrClubless(users, clubId, eq(users.id, inserted.userId)));
    return row ?? null;
  } catch (error) {
    if (isForeignKeyViolation(error, 'comments_news_same_club_fk')) return null;
    throw error;
  }
}

export async function deleteCommentRow(db: Executor, clubId: number, commentId: number): Promise<void> {
  await db.delete(comments).where(ofClub(comments, clubId, eq(comments.id, commentId)));
}
