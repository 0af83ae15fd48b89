import { getSpotsByClub } from '@club/shared/api/spots';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { spotKeys } from './spot-keys.ts';

/** The club's spots: the home map, the live banner, the spot administration and the media filters. */
export function spotsQueryOptions(clubId: number) {
  return queryOptions({
    queryKey: spotKeys.list(clubId),
    queryFn: ({ signal }) => callApi(getSpotsByClub, { params: { clubId }, signal }),
  });
}

export function useSpots(clubId: number) {
  return useQuery(spotsQueryOptions(clubId));
}
