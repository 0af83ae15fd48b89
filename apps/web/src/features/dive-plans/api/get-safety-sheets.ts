import { getSafetySheets } from '@club/shared/api/safety-sheets';
import { useCallPages } from '../../../lib/call-pages.ts';

/** The club's kept safety sheets, latest dive first; pages from 0, an empty page ends the list. */
export function useSafetySheets(clubId: number) {
  return useCallPages(
    getSafetySheets,
    (page) => ({ params: { clubId, page } }),
    (lastPage, pages) => (lastPage.length === 0 ? undefined : pages.length),
  );
}
