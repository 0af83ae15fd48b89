import { getLastNewsByClub } from '@club/shared/api/news';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { newsKeys } from './news-keys.ts';

export function lastNewsQueryOptions(clubId: number, language: string) {
  return queryOptions({
    queryKey: newsKeys.last(clubId, language),
    queryFn: ({ signal }) => callApi(getLastNewsByClub, { params: { clubId }, signal }),
  });
}

/** The club's newest news item in the reader's language, or null when it has none. */
export function useLastNews(clubId: number, language: string) {
  return useQuery(lastNewsQueryOptions(clubId, language));
}
