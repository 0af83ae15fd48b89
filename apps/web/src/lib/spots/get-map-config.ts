import { getMapConfig } from '@club/shared/api/spots';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { spotKeys } from './spot-keys.ts';

/** The map's settings (tile address...): the server's configuration, read once per visit. */
export const mapConfigQuery = queryOptions({
  queryKey: spotKeys.mapConfig,
  queryFn: ({ signal }) => callApi(getMapConfig, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useMapConfig() {
  return useQuery(mapConfigQuery);
}
