import { getLayerVersions, type Layer } from '@club/shared/api/layers';
import { useCall } from '../../../lib/calls.ts';

/** The path of a layer in the layer calls: its spot, its kind (uploaded or drawn) and its name. */
export const layerParams = (spotId: number, layer: Layer) => ({
  spotId,
  uploadedFlag: layer.Uploaded ? 1 : 0,
  layerName: layer.Name,
});

/**
 * A layer's earlier versions (number, date, author), read only while `enabled` (the versions popup is open).
 */
export function useLayerVersions(spotId: number, layer: Layer, enabled: boolean) {
  return useCall(getLayerVersions, { params: layerParams(spotId, layer) }, { enabled });
}
