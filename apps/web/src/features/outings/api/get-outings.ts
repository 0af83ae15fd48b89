import { getOutings } from '@club/shared/api/outings';
import { type PagesOptions, useCallPages } from '../../../lib/call-pages.ts';

/** Upcoming outings soonest first, or past ones latest first; pages from 0, an empty page ends the list. */
export function useOutingsList(clubId: number, past: boolean, options: PagesOptions = {}) {
  return useCallPages(
    getOutings,
    (page) => ({ params: { clubId, page }, body: { past } }),
    (lastPage, pages) => (lastPage.length === 0 ? undefined : pages.length),
    options,
  );
}
