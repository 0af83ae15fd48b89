import { getNewsByClub, type NewsSummary } from '@club/shared/api/news';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQueries } from '@tanstack/react-query';
import { callQuery } from '../../../lib/calls.ts';

/** How many pages of the club's news the outing form offers to link (the newest ones). */
const NEWS_PAGES_OFFERED = 3;

/** The pages read, up to the first empty one, as one list: events first. */
function newsToLink(pages: UseQueryResult<NewsSummary[]>[]) {
  const items: NewsSummary[] = [];
  for (const page of pages) {
    if (!page.data || page.data.length === 0) break;
    items.push(...page.data);
  }
  return {
    data: pages.every((page) => page.isSuccess)
      ? items.sort((a, b) => Number(b.Is_event) - Number(a.Is_event))
      : undefined,
    isError: pages.some((page) => page.isError),
  };
}

/** The club's latest news items, events first, to link an outing to the one announcing it. */
export function useClubNewsToLink(clubId: number) {
  return useQueries({
    queries: Array.from({ length: NEWS_PAGES_OFFERED }, (_, page) =>
      callQuery(getNewsByClub, { params: { clubId, page } }),
    ),
    combine: newsToLink,
  });
}
