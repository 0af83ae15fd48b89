import { getNewsDetails } from '@club/shared/api/news';
import { useCall } from '../../../lib/calls.ts';

/** A news item with its sanitized content, in the reader's language (else the club's first). */
export function useNewsDetails(newsId: number) {
  return useCall(getNewsDetails, { params: { id: newsId } }, { retry: false });
}
