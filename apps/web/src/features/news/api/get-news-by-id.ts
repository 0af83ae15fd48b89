import { getNewsById } from '@club/shared/api/news';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { newsKeys } from './news-keys.ts';

/** A news item for the edit screen: the news and its text in every language of the club. */
export function newsForEditQueryOptions(newsId: number) {
  return queryOptions({
    queryKey: newsKeys.edit(newsId),
    queryFn: ({ signal }) => callApi(getNewsById, { params: { id: newsId }, signal }),
    retry: false,
    // The form is filled once from it; a refetch in the background must not reset what is typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useNewsForEdit(newsId: number) {
  return useQuery(newsForEditQueryOptions(newsId));
}
