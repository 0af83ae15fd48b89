import { randomUUID } from 'node:crypto';
import { errorCodes } from '@club/shared/api/errors';
import type {
  Comment,
  CommentsPage,
  editNewsContent,
  News,
  NewsAdmin,
  NewsDetails,
} from '@club/shared/api/news';
import { COMMENTS_PAGE_SIZE } from '@club/shared/constants';
import { smallerCopyKey } from '@club/shared/domain/picture-copies';
import type { z } from 'zod';
import type { Database } from '../../platform/data/db.ts';
import { reencodeImage } from '../../platform/files/images.ts';
import type { FileStore } from '../../platform/files/storage.ts';
import { fileUrl, keyOfFileUrl } from '../../platform/files/storage.ts';
import type { Actor } from '../../platform/http/auth.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { AppError, forbidden, invalidInput, notFound } from '../../platform/http/errors.ts';
import { canDeleteAddedRow } from '../../platform/http/policy.ts';
import { isBlankRichText, sanitizeRichText } from '../../platform/text/rich-text.ts';
import { listClubLanguages } from '../clubs/queries.ts';
import {
  type CommentWithAuthor,
  deleteCommentRow,
  deleteContent,
  deleteNewsItemRow,
  findCommentWithAuthor,
  findNewsItem,
  findNewsItemForUpdate,
  insertCommentOnNewsItem,
  insertNewsItem,
  listComments,
  listCommentsPage,
  listContents,
  type NewsItemRow,
  updateNewsItem,
  upsertContent,
} from './queries.ts';
import { type ClubLanguage, pickContent, toNewsItem, toSummary } from './summaries.ts';

/** Pictures are cropped by the browser; the server only bounds their size. */
const PICTURE_BOX = { width: 1600, height: 1600, fit: 'inside' } as const;

export async function getNewsDetails(
  db: Database,
  { club }: ClubScope,
  query: { id: number; language: string },
): Promise<NewsDetails> {
  const row = await findNewsItem(db, club.id, query.id);
  if (!row) throw notFound('No such news on this site');
  const contents = await listContents(db, club.id, [row.id]);
  const content = pickContent(contents, query.language, await listClubLanguages(db, club.id));
  if (!content) throw notFound('No such news on this site');
  return { ...toSummary(row, content), News_content: content.newsContent };
}

export async function getNewsItemForEdit(db: Database, scope: ClubScope, newsId: number): Promise<NewsAdmin> {
  const { club } = scope;
  const row = await findNewsItem(db, club.id, newsId);
  if (!row) throw notFound('No such news on this site');
  const contents = await listContents(db, club.id, [row.id]);
  const clubLanguages = await listClubLanguages(db, club.id);
  return {
    news: toNewsItem(row),
    news_list: clubLanguages.map((language) => {
      const content = contents.find((candidate) => candidate.languageId === language.id);
      return {
        News_id: row.id,
        Club_id: club.id,
        Language_id: language.id,
        Language_key: language.key,
        Title: content?.title ?? '',
        Intro_content: content?.introContent ?? '',
        News_content: content?.newsContent ?? '',
      };
    }),
  };
}

type NewsInput = z.output<(typeof editNewsContent)['body']>;

interface PreparedContent {
  languageId: number;
  title: string;
  introContent: string;
  newsContent: string;
  written: boolean;
}

/** Resolves each entry's language among the club's, sanitizes it and applies the rules of SPEC.md section 5. */
function prepareContents(entries: NewsInput['news_list'], clubLanguages: ClubLanguage[]): PreparedContent[] {
  const seen = new Set<number>();
  const prepared = entries.map((entry) => {
    const language = clubLanguages.find((candidate) =>
      entry.Language_id !== undefined
        ? candidate.id === entry.Language_id
        : candidate.key === entry.Language_key,
    );
    if (!language) throw invalidInput('A text is in a language the club does not offer');
    if (seen.has(language.id)) throw invalidInput('Two texts are in the same language');
    seen.add(language.id);
    const newsContent = sanitizeRichText(entry.News_content);
    const contentBlank = isBlankRichText(newsContent);
    return {
      languageId: language.id,
      title: entry.Title,
      introContent: entry.Intro_content,
      newsContent: contentBlank ? '' : newsContent,
      written: entry.Title !== '' || entry.Intro_content !== '' || !contentBlank,
    };
  });
  const written = prepared.filter((content) => content.written);
  if (written.length === 0 || written.some((content) => content.title === '')) {
    throw new AppError(400, errorCodes.titleError, 'The news needs a title');
  }
  if (written.some((content) => content.newsContent === '')) {
    throw new AppError(400, errorCodes.contentError, 'The news needs a content');
  }
  return prepared;
}

/** Creates a news item (no Id) or updates one with its texts, all in one transaction. */
export async function saveNewsItem(db: Database, scope: ClubScope, input: NewsInput): Promise<NewsAdmin> {
  const { club, actor } = scope;
  const contents = prepareContents(input.news_list, await listClubLanguages(db, club.id));
  const fields = {
    isEvent: input.Is_event,
    eventDate: input.Is_event && input.Event_date ? new Date(input.Event_date) : null,
  };
  const newsId = await db.transaction(async (tx) => {
    const row = input.Id
      ? await updateNewsItem(tx, club.id, input.Id, fields)
      : await insertNewsItem(tx, club.id, { ...fields, authorId: actor?.userId ?? null });
    if (!row) throw notFound('No such news on this site');
    for (const content of contents) {
      if (content.written) {
        await upsertContent(tx, club.id, {
          newsId: row.id,
          languageId: content.languageId,
          title: content.title,
          introContent: content.introContent,
          newsContent: content.newsContent,
        });
      } else {
        await deleteContent(tx, club.id, row.id, content.languageId);
      }
    }
    return row.id;
  });
  return getNewsItemForEdit(db, scope, newsId);
}

/** A news picture's file and its smaller copy, if one was made. */
async function removePicture(store: FileStore, key: string | null): Promise<void> {
  if (key === null) return;
  const copy = smallerCopyKey(key);
  await Promise.all([store.remove(key), copy === null ? null : store.remove(copy)]);
}

/** Deletes a news item; its texts and comments go with it (foreign keys), then its picture file. */
export async function deleteNewsItem(
  db: Database,
  store: FileStore,
  scope: ClubScope,
  newsId: number,
): Promise<{ ok: true }> {
  const row = await deleteNewsItemRow(db, scope.club.id, newsId);
  if (!row) throw notFound('No such news on this site');
  await removePicture(store, keyOfFileUrl(row.pictureUrl));
  return { ok: true };
}

/** Stores the re-encoded picture, points the news at it, then deletes the picture it replaces. */
export async function replaceNewsItemPicture(
  db: Database,
  store: FileStore,
  scope: ClubScope,
  input: { newsId: number; file: Buffer | null },
): Promise<News> {
  const { club } = scope;
  if (!input.file) throw invalidInput('Send the picture in the field "file"');
  if (!(await findNewsItem(db, club.id, input.newsId))) throw notFound('No such news on this site');
  const image = await reencodeImage(input.file, PICTURE_BOX);
  const key = `news/${club.id}/${input.newsId}-${randomUUID()}.${image.extension}`;
  await store.put(key, image.data);
  let previousUrl: string | null = null;
  let updated: NewsItemRow | null;
  try {
    updated = await db.transaction(async (tx) => {
      const row = await findNewsItemForUpdate(tx, club.id, input.newsId);
      if (!row) throw notFound('No such news on this site');
      previousUrl = row.pictureUrl;
      return updateNewsItem(tx, club.id, input.newsId, { pictureUrl: fileUrl(key) });
    });
  } catch (error) {
    await store.remove(key);
    throw error;
  }
  if (!updated) throw notFound('No such news on this site');
  await removePicture(store, keyOfFileUrl(previousUrl));
  return toNewsItem(updated);
}

function toComment(row: CommentWithAuthor, scope: ClubScope): Comment {
  const fullName =
    row.authorFirstname === null ? null : `${row.authorFirstname} ${row.authorLastname ?? ''}`.trim();
  return {
    Id: row.id,
    News_id: row.newsId,
    Comment_content: row.content,
    Creation_date: row.createdAt.toISOString(),
    User_id: row.userId,
    Author_name: row.authorNickname || fullName,
    Author_avatar_url: row.authorAvatarUrl,
    Can_delete: canDeleteAddedRow(scope.actor, row, scope.club),
  };
}

export async function listNewsComments(db: Database, scope: ClubScope, newsId: number): Promise<Comment[]> {
  const rows = await listComments(db, scope.club.id, newsId);
  // Comments exist only on the club's news; without any, whether the news item exists decides.
  if (rows.length === 0 && !(await findNewsItem(db, scope.club.id, newsId))) {
    throw notFound('No such news on this site');
  }
  return rows.map((row) => toComment(row, scope));
}

/**
 * A page of a news item's comments: the latest COMMENTS_PAGE_SIZE older than the comment `before`
 * (the latest when null), oldest first, with the item's count. Another club's item, or none, is
 * missing as for listNewsComments; so is a `before` that is not a comment of the item.
 */
export async function listNewsCommentsPage(
  db: Database,
  scope: ClubScope,
  query: { newsId: number; before: number | null },
): Promise<CommentsPage> {
  const page = await listCommentsPage(db, scope.club.id, query.newsId, {
    before: query.before,
    size: COMMENTS_PAGE_SIZE,
  });
  if (!page.newsItemFound) throw notFound('No such news on this site');
  if (!page.cursorFound) throw notFound('No such comment on this news item');
  return {
    Total: page.total,
    Comments: page.comments.map((row) => toComment(row, scope)),
    Has_earlier: page.hasEarlier,
  };
}

export async function addNewsComment(
  db: Database,
  scope: ClubScope<Actor>,
  input: { newsId: number; content: string },
): Promise<Comment> {
  const { club, actor } = scope;
  const row = await insertCommentOnNewsItem(db, club.id, {
    newsId: input.newsId,
    userId: actor.userId,
    content: input.content,
  });
  if (!row) throw notFound('No such news on this site');
  return toComment(row, scope);
}

export async function deleteNewsComment(
  db: Database,
  scope: ClubScope,
  commentId: number,
): Promise<{ ok: true }> {
  const row = await findCommentWithAuthor(db, scope.club.id, commentId);
  if (!row) throw notFound('No such comment on this site');
  if (!canDeleteAddedRow(scope.actor, row, scope.club)) {
    throw forbidden('Only its author or the club manager may delete this comment');
  }
  await deleteCommentRow(db, scope.club.id, commentId);
  return { ok: true };
}
