import { NEWS_INTRO_MAX_CHARS } from '../constants.ts';

/** Longest comment a member may post, in characters. */
export const COMMENT_MAX_CHARS = 2000;
/** Longest news title, in characters (the column's size). */
export const NEWS_TITLE_MAX_CHARS = 300;

/**
 * The intro of a news item: trimmed, then cut to NEWS_INTRO_MAX_CHARS characters (SPEC.md section 5).
 * Counted in code points, as the database counts them, so an emoji is never cut in half.
 */
export function trimNewsIntro(intro: string): string {
  const characters = Array.from(intro.trim());
  if (characters.length <= NEWS_INTRO_MAX_CHARS) return intro.trim();
  return characters.slice(0, NEWS_INTRO_MAX_CHARS).join('').trimEnd();
}

/** Plain text of a comment: line ends unified, control characters dropped, trimmed. */
export function normalizeCommentText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .trim()
  );
}
