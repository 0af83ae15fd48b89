import { getNewsById } from '@club/shared/api/news';
import { useCall } from '../../../lib/calls.ts';

/** A news item for the edit screen: the news and its text in every language of the club. */
export function useNewsItemForEdit(newsId: number) {
  return useCall(
    getNewsById,
    { params: { id: newsId } },
    {
      retry: false,
      // The form is filled once from it; a refetch in the background must not reset what is typed.
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
    },
  );
}
