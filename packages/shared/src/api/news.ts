import { z } from 'zod';
import {
  COMMENT_MAX_CHARS,
  NEWS_TITLE_MAX_CHARS,
  normalizeCommentText,
  trimNewsIntro,
} from '../domain/news.ts';
import { defineCall } from './contract.ts';
import { boolField, countField, idField, nullable } from './fields.ts';
import { okResponse } from './users.ts';

/**
 * News and comments (SPEC.md section 7, News). Reading is public and gives each news item in the
 * visitor's language, falling back to the club's first language. Lists are paged by LIST_PAGE_SIZE,
 * newest first, pages counted from 0; an empty page marks the end.
 */

/** Longest rich-text content accepted before sanitizing, in characters. */
export const NEWS_CONTENT_MAX_CHARS = 200_000;

/** A news item without its texts. Dates are ISO 8601 strings. */
export const newsSchema = z.object({
  Id: z.number().int(),
  Club_id: z.number().int(),
  Is_event: z.boolean(),
  Event_date: z.string().nullable(),
  /** URL of the picture (`/files/news/...`), or null. */
  Picture: z.string().nullable(),
  Creation_date: z.string(),
});
export type News = z.infer<typeof newsSchema>;

/** A news item's text in one language. News_content is sanitized HTML; Title and Intro_content are plain text. */
export const newsContentSchema = z.object({
  News_id: z.number().int(),
  Club_id: z.number().int(),
  Language_id: z.number().int(),
  Language_key: z.string(),
  Title: z.string(),
  Intro_content: z.string(),
  News_content: z.string(),
});
export type NewsContent = z.infer<typeof newsContentSchema>;

/** A news item in a list: its texts in the language chosen for the reader (`Language_key`), without the body. */
export const newsSummarySchema = newsSchema.extend({
  Language_id: z.number().int(),
  Language_key: z.string(),
  Title: z.string(),
  Intro_content: z.string(),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

export const newsDetailsSchema = newsSummarySchema.extend({ News_content: z.string() });
export type NewsDetails = z.infer<typeof newsDetailsSchema>;

/** What the admin edit screen loads and sends back: the news and one text per language of the club. */
export const newsAdminSchema = z.object({
  news: newsSchema,
  /** One entry per language of the club, in the club's order; empty strings where none is written yet. */
  news_list: z.array(newsContentSchema),
});
export type NewsAdmin = z.infer<typeof newsAdminSchema>;

export const commentSchema = z.object({
  Id: z.number().int(),
  News_id: z.number().int(),
  /** Plain text: render it as text, never as HTML. */
  Comment_content: z.string(),
  Creation_date: z.string(),
  /** The author; null once their account is deleted. */
  User_id: z.number().int().nullable(),
  Author_name: z.string().nullable(),
  Author_avatar_url: z.string().nullable(),
  /** Whether the reader may delete it: its author, the club's manager or the super administrator. */
  Can_delete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A page of a news item's comments, oldest first inside the page (see getCommentsPage). */
export const commentsPageSchema = z.object({
  /** How many comments the news item has in all. */
  Total: z.number().int(),
  /** At most COMMENTS_PAGE_SIZE comments, oldest first. */
  Comments: z.array(commentSchema),
  /** Whether older comments remain before this page: ask again with `before` its first Id. */
  Has_earlier: z.boolean(),
});
export type CommentsPage = z.infer<typeof commentsPageSchema>;

/** Comment text as a member types it; see normalizeCommentText. */
export const commentContentField = z
  .string()
  .transform(normalizeCommentText)
  .pipe(z.string().min(1, 'The comment is empty').max(COMMENT_MAX_CHARS));

/** Event date in ISO form: `2025-06-01` or `2025-06-01T09:30:00.000Z` (with Z or an offset). */
export const eventDateField = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

/**
 * One language's text of a news item, as the edit form sends it. The language is named by
 * `Language_id` or `Language_key` (`language_key` is accepted too). An entry whose title, intro and
 * content are all empty means "nothing in this language" (an existing text in it is removed).
 * Otherwise title and content are required (errors title_error, content_error); the intro is trimmed
 * to NEWS_INTRO_MAX_CHARS characters.
 */
export const newsContentInputSchema = z.preprocess(
  (value) => {
    if (value && typeof value === 'object' && !('Language_key' in value) && 'language_key' in value) {
      return { ...value, Language_key: (value as { language_key: unknown }).language_key };
    }
    return value;
  },
  z
    .object({
      Language_id: idField.optional(),
      Language_key: z.string().trim().toLowerCase().min(2).max(8).optional(),
      Title: z.string().trim().max(NEWS_TITLE_MAX_CHARS).default(''),
      Intro_content: z.string().max(20_000).default('').transform(trimNewsIntro),
      News_content: z.string().max(NEWS_CONTENT_MAX_CHARS).default(''),
    })
    .refine((entry) => entry.Language_id !== undefined || entry.Language_key !== undefined, {
      message: 'Give Language_id or Language_key',
    }),
);
export type NewsContentInput = z.input<typeof newsContentInputSchema>;

/** A JSON list also arrives as text when the body is form-encoded. */
const jsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

export const getLastNewsByClub = defineCall({
  method: 'GET',
  path: '/api/News/getLastNewsByClub/{clubId}',
  effect: 'cachedRead',
  shows: ['news'],
  summary: "The club's newest news item in the reader's language (home page), or null when it has none.",
  access: 'public',
  clubFields: { clubId: 'host' },
  params: z.object({ clubId: idField }),
  response: newsSummarySchema.nullable(),
});

export const getNewsByClub = defineCall({
  method: 'GET',
  path: '/api/News/getNewsByClub/{clubId}/{page}',
  effect: 'cachedRead',
  shows: ['news'],
  summary: "One page of the club's news, newest first, pages from 0; an empty page marks the end.",
  access: 'public',
  clubFields: { clubId: 'host' },
  params: z.object({ clubId: idField, page: countField }),
  response: z.array(newsSummarySchema),
});

export const getNewsDetails = defineCall({
  method: 'GET',
  path: '/api/News/getNewsDetails/{id}',
  effect: 'cachedRead',
  shows: ['news'],
  summary: "A news item with its content (sanitized HTML) in the reader's language.",
  access: 'public',
  params: z.object({ id: idField }),
  response: newsDetailsSchema,
});

export const getComments = defineCall({
  method: 'GET',
  path: '/api/News/getComments/{id}',
  effect: 'cachedRead',
  shows: [{ topic: 'comments', by: 'id' }, 'members'],
  summary: 'Every comment of a news item, oldest first.',
  access: 'public',
  params: z.object({ id: idField }),
  response: z.array(commentSchema),
});

export const getCommentsPage = defineCall({
  method: 'GET',
  path: '/api/News/getCommentsPage/{id}',
  effect: 'cachedRead',
  shows: [{ topic: 'comments', by: 'id' }, 'members'],
  summary:
    "A page of a news item's comments: the 20 latest (COMMENTS_PAGE_SIZE), or with `?before={commentId}` " +
    'the 20 latest older than that comment; oldest first inside the page (by date, then Id), with the ' +
    "item's comment count (Total) and whether older ones remain (Has_earlier). A `before` that is not a " +
    'comment of the item is answered 404.',
  access: 'public',
  params: z.object({ id: idField }),
  body: z.object({ before: nullable(idField).optional() }),
  response: commentsPageSchema,
});

export const addComment = defineCall({
  method: 'POST',
  path: '/api/News/addComment',
  changes: [{ topic: 'comments', by: 'news_id' }],
  summary: 'Comment on a news item (plain text, at most 2000 characters).',
  access: 'member',
  body: z.object({ news_id: idField, comment_content: commentContentField }),
  response: commentSchema,
});

export const deleteComment = defineCall({
  method: 'GET',
  path: '/api/News/deleteComment/{id}',
  changes: ['comments'],
  summary: "Delete a comment: its author, the club's manager or the super administrator.",
  access: 'member',
  params: z.object({ id: idField }),
  response: okResponse,
});

export const getNewsById = defineCall({
  method: 'GET',
  path: '/api/News/getNewsById/{id}',
  effect: 'read',
  summary: 'A news item for the edit screen: the news and its text in every language of the club.',
  access: 'manager',
  params: z.object({ id: idField }),
  response: newsAdminSchema,
});

export const editNewsContent = defineCall({
  method: 'POST',
  path: '/api/News/editNewsContent',
  changes: ['news'],
  summary:
    'Create a news item (no Id) or update one (Id): event flag and date, and its text per language. ' +
    'Refused with title_error or content_error when a written language lacks its title or content.',
  access: 'manager',
  body: z
    .object({
      Id: nullable(idField).optional(),
      Is_event: boolField.default(false),
      Event_date: nullable(eventDateField).optional(),
      news_list: z.preprocess(jsonText, z.array(newsContentInputSchema).min(1).max(20)),
    })
    .refine((body) => !body.Is_event || body.Event_date, {
      message: 'An event needs its date',
      path: ['Event_date'],
    }),
  response: newsAdminSchema,
});

export const editImageUrl = defineCall({
  method: 'POST',
  path: '/api/News/editImageUrl/{id}',
  changes: ['news'],
  summary:
    "Replace a news item's picture with an uploaded image (multipart field `file`, at most 2,000,000 bytes). " +
    'Also at the documented `POST /api/News/editImageUrl`, the news `id` in the query string or a multipart field before the file.',
  access: 'manager',
  bodyKind: 'file',
  aliases: [{ method: 'POST', path: '/api/News/editImageUrl' }],
  params: z.object({ id: idField }),
  response: newsSchema,
});

export const deleteNews = defineCall({
  method: 'GET',
  path: '/api/News/deleteNews/{id}',
  changes: ['news', { topic: 'comments', by: 'id' }],
  summary: 'Delete a news item with its texts, comments and picture.',
  access: 'manager',
  params: z.object({ id: idField }),
  response: okResponse,
});
