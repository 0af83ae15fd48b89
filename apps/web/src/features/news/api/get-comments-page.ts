import { getCommentsPage } from '@club/shared/api/news';
import { useCallPages } from '../../../lib/call-pages.ts';

/**
 * A news item's comments in pages: the latest first, then each page the one before the earliest
 * loaded (its `before` is that page's first comment), until none is earlier. A refetch (after a
 * comment is added or deleted) reads as many pages again, each cursor taken from the fresh pages.
 * Whether each comment may be deleted depends on who reads: a sign-in or sign-out reloads the page.
 */
export function useCommentsPages(newsId: number) {
  return useCallPages(
    getCommentsPage,
    (before: number | null) => ({ params: { id: newsId }, body: before === null ? {} : { before } }),
    (earliest) => (earliest.Has_earlier ? (earliest.Comments[0]?.Id ?? null) : undefined),
    { first: null },
  );
}
