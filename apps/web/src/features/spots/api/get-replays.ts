import { getReplays } from '@club/shared/api/live';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { spotKeys } from '../../../lib/spots/spot-keys.ts';

/** One page of a spot's recorded lives, newest first. */
export function replaysQueryOptions(spotId: number, page: number) {
  return queryOptions({
    queryKey: spotKeys.replays(spotId, page),
    queryFn: ({ signal }) => callApi(getReplays, { params: { spotId, page }, signal }),
  });
}

export function useReplays(spotId: number, page: number) {
  return useQuery(replaysQueryOptions(spotId, page));
}
