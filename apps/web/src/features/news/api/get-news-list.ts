import { getNewsByClub } from '@club/shared/api/news';
import { useCallPages } from '../../../lib/call-pages.ts';

/** Pages from 0, newest first; an empty page marks the end (SPEC.md section 4). */
export function useNewsList(clubId: number) {
  return useCallPages(
    getNewsByClub,
    (page) => ({ params: { clubId, page } }),
    (lastPage, pages) => (lastPage.length === 0 ? undefined : pages.length),
  );
}
