import { getLayerVersions, type Layer } from '@club/shared/api/layers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { spotKeys } from '../../../lib/spots/spot-keys.ts';

/** The path of a layer in the layer calls: its spot, its kind (uploaded or drawn) and its name. */
export const layerParams = (spotId: number, layer: Layer) => ({
  spotId,
  uploadedFlag: layer.Uploaded ? 1 : 0,
  layerName: layer.Name,
});

/** A layer's earlier versions (number, date, author). */
export function layerVersionsQueryOptions(spotId: number, layer: Layer) {
  return queryOptions({
    queryKey: spotKeys.layerVersions(spotId, layer.Uploaded, layer.Name),
    queryFn: () => callApi(getLayerVersions, { params: layerParams(spotId, layer) }),
  });
}

/** Read only while `enabled` (the history popup is open). */
export function useLayerVersions(spotId: number, layer: Layer, enabled: boolean) {
  return useQuery({ ...layerVersionsQueryOptions(spotId, layer), enabled });
}
