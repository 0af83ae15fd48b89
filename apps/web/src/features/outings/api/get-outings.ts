import { getOutings } from '@club/shared/api/outings';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { outingsKeys } from './outings-keys.ts';

/** Upcoming outings soonest first, or past ones latest first; pages from 0, an empty page ends the list. */
export function outingsListQueryOptions(clubId: number, past: boolean, language: string) {
  return infiniteQueryOptions({
    queryKey: outingsKeys.list(clubId, past, language),
    queryFn: ({ pageParam, signal }) =>
      callApi(getOutings, { params: { clubId, page: pageParam }, body: { past }, signal }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.length === 0 ? undefined : lastPageParam + 1,
  });
}

export function useOutingsList(clubId: number, past: boolean, language: string) {
  return useInfiniteQuery(outingsListQueryOptions(clubId, past, language));
}
