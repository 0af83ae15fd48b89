import { getLayers } from '@club/shared/api/layers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { spotKeys } from './spot-keys.ts';

/** Both kinds of layers of a spot: drawn in the editor first, then uploaded. */
export function spotLayersQueryOptions(spotId: number | null) {
  return queryOptions({
    queryKey: spotKeys.layers(spotId ?? 0),
    queryFn: async ({ signal }) => {
      const id = spotId ?? 0;
      const [drawn, uploaded] = await Promise.all([
        callApi(getLayers, { params: { spotId: id, uploadedFlag: 0 }, signal }),
        callApi(getLayers, { params: { spotId: id, uploadedFlag: 1 }, signal }),
      ]);
      return [...drawn, ...uploaded];
    },
    enabled: spotId !== null,
  });
}

export function useSpotLayers(spotId: number | null) {
  return useQuery(spotLayersQueryOptions(spotId));
}
