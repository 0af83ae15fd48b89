import { getInfos } from '@club/shared/api/spots';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { spotKeys } from './spot-keys.ts';

/** The sheet in the visitor's language: the key carries it, so a switch never shows stale text. */
export function spotInfosQueryOptions(spotId: number | null, language: string) {
  return queryOptions({
    queryKey: spotKeys.infos(spotId ?? 0, language),
    queryFn: ({ signal }) => callApi(getInfos, { params: { id: spotId ?? 0 }, signal }),
    enabled: spotId !== null,
  });
}

export function useSpotInfos(spotId: number | null, language: string) {
  return useQuery(spotInfosQueryOptions(spotId, language));
}
