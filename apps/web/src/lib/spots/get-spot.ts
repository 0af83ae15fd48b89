import { getSpot } from '@club/shared/api/spots';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { spotKeys } from './spot-keys.ts';

export function spotQueryOptions(spotId: number | null) {
  return queryOptions({
    queryKey: spotKeys.one(spotId ?? 0),
    queryFn: ({ signal }) => callApi(getSpot, { params: { id: spotId ?? 0 }, signal }),
    enabled: spotId !== null,
    retry: false,
  });
}

export function useSpot(spotId: number | null) {
  return useQuery(spotQueryOptions(spotId));
}
