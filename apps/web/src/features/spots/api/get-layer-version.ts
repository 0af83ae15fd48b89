import { getLayerVersion, type Layer } from '@club/shared/api/layers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { spotKeys } from '../../../lib/spots/spot-keys.ts';
import { layerParams } from './get-layer-versions.ts';

/** One earlier version of a layer: its KML. */
export function layerVersionQueryOptions(spotId: number, layer: Layer, version: number) {
  return queryOptions({
    queryKey: spotKeys.layerVersion(spotId, layer.Uploaded, layer.Name, version),
    queryFn: () => callApi(getLayerVersion, { params: { ...layerParams(spotId, layer), version } }),
  });
}

export function useLayerVersion(spotId: number, layer: Layer, version: number) {
  return useQuery(layerVersionQueryOptions(spotId, layer, version));
}
