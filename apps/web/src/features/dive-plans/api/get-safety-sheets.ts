import { getSafetySheets } from '@club/shared/api/safety-sheets';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { divePlanKeys } from './dive-plan-keys.ts';

/** The club's kept safety sheets, latest dive first; pages from 0, an empty page ends the list. */
function safetySheetsQueryOptions(clubId: number) {
  return infiniteQueryOptions({
    queryKey: divePlanKeys.safetySheets(clubId),
    queryFn: ({ pageParam, signal }) =>
      callApi(getSafetySheets, { params: { clubId, page: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.length === 0 ? undefined : lastPageParam + 1,
  });
}

export function useSafetySheets(clubId: number) {
  return useInfiniteQuery(safetySheetsQueryOptions(clubId));
}
