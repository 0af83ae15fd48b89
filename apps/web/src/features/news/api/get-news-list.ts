import { getNewsByClub } from '@club/shared/api/news';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { newsKeys } from './news-keys.ts';

/** Pages from 0, newest first; an empty page marks the end (SPEC.md section 4). */
export function newsListQueryOptions(clubId: number, language: string) {
  return infiniteQueryOptions({
    queryKey: newsKeys.list(clubId, language),
    queryFn: ({ pageParam, signal }) =>
      callApi(getNewsByClub, { params: { clubId, page: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.length === 0 ? undefined : lastPageParam + 1,
  });
}

export function useNewsList(clubId: number, language: string) {
  return useInfiniteQuery(newsListQueryOptions(clubId, language));
}
