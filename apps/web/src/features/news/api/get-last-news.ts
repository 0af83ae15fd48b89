import { getLastNewsByClub } from '@club/shared/api/news';
import { useCall } from '../../../lib/calls.ts';

/** The club's newest news item in the reader's language, or null when it has none. */
export function useLastNewsItem(clubId: number) {
  return useCall(getLastNewsByClub, { params: { clubId } });
}
