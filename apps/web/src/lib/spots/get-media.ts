import { getMedia } from '@club/shared/api/spots';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { spotKeys } from './spot-keys.ts';

/** A spot's pictures and videos, newest first. */
export function spotMediaQueryOptions(spotId: number | null) {
  return queryOptions({
    queryKey: spotKeys.media(spotId ?? 0),
    queryFn: ({ signal }) => callApi(getMedia, { params: { spotId: spotId ?? 0 }, signal }),
    enabled: spotId !== null,
  });
}

export function useSpotMedia(spotId: number | null) {
  return useQuery(spotMediaQueryOptions(spotId));
}
