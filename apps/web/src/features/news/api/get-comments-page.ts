import { getCommentsPage } from '@club/shared/api/news';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { newsKeys } from './news-keys.ts';

/**
 * A news item's comments in pages: the latest first, then each page the one before the earliest
 * loaded (its `before` is that page's first comment), until none is earlier. A refetch (after a
 * comment is added or deleted) reads as many pages again, each cursor taken from the fresh pages.
 * The reader is part of the key: whether each comment may be deleted depends on who reads.
 */
export function commentsPagesQueryOptions(newsId: number, readerId: number | null) {
  return infiniteQueryOptions({
    queryKey: [...newsKeys.comments(newsId), readerId],
    queryFn: ({ pageParam, signal }) =>
      callApi(getCommentsPage, { params: { id: newsId }, body: { before: pageParam ?? undefined }, signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (earliest) => (earliest.Has_earlier ? (earliest.Comments[0]?.Id ?? null) : null),
  });
}

export function useCommentsPages(newsId: number, readerId: number | null) {
  return useInfiniteQuery(commentsPagesQueryOptions(newsId, readerId));
}
