import { getOutings } from '@club/shared/api/outings';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The club's next outings (the first page, soonest first): the days the table of papers may be read for. */
export function useUpcomingOutings(clubId: number, language: string) {
  return useQuery({
    queryKey: ['outings', 'papers-days', clubId, language] as const,
    queryFn: ({ signal }) =>
      callApi(getOutings, { params: { clubId, page: 0 }, body: { past: false }, signal }),
  });
}
