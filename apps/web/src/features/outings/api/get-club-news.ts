import { getNewsByClub, type NewsSummary } from '@club/shared/api/news';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** How many pages of the club's news the outing form offers to link (the newest ones). */
const NEWS_PAGES_OFFERED = 3;

/**
 * The club's latest news items, events first, to link an outing to the one announcing it. Under its
 * own key (the news feature's keys are the news feature's); an outing form is opened seldom.
 */
function clubNewsQueryOptions(clubId: number, language: string) {
  return queryOptions({
    queryKey: ['outings', 'news-to-link', clubId, language] as const,
    queryFn: async ({ signal }) => {
      const items: NewsSummary[] = [];
      for (let page = 0; page < NEWS_PAGES_OFFERED; page += 1) {
        const found = await callApi(getNewsByClub, { params: { clubId, page }, signal });
        if (found.length === 0) break;
        items.push(...found);
      }
      return items.sort((a, b) => Number(b.Is_event) - Number(a.Is_event));
    },
  });
}

export function useClubNewsToLink(clubId: number, language: string) {
  return useQuery(clubNewsQueryOptions(clubId, language));
}
