import { getComments } from '@club/shared/api/news';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { newsKeys } from './news-keys.ts';

/** The reader is part of the key: whether each comment may be deleted depends on who reads. */
export function commentsQueryOptions(newsId: number, readerId: number | null) {
  return queryOptions({
    queryKey: [...newsKeys.comments(newsId), readerId],
    queryFn: ({ signal }) => callApi(getComments, { params: { id: newsId }, signal }),
  });
}

export function useComments(newsId: number, readerId: number | null) {
  return useQuery(commentsQueryOptions(newsId, readerId));
}
