import { getNewsDetails } from '@club/shared/api/news';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { newsKeys } from './news-keys.ts';

export function newsDetailsQueryOptions(newsId: number, language: string) {
  return queryOptions({
    queryKey: newsKeys.details(newsId, language),
    queryFn: ({ signal }) => callApi(getNewsDetails, { params: { id: newsId }, signal }),
    retry: false,
  });
}

/** A news item with its sanitized content, in the reader's language (else the club's first). */
export function useNewsDetails(newsId: number, language: string) {
  return useQuery(newsDetailsQueryOptions(newsId, language));
}
