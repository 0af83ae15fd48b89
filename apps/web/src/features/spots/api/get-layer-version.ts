import { getLayerVersion, type Layer } from '@club/shared/api/layers';
import { useCall } from '../../../lib/calls.ts';
import { layerParams } from './get-layer-versions.ts';

/** One earlier version of a layer: its KML. */
export function useLayerVersion(spotId: number, layer: Layer, version: number) {
  return useCall(getLayerVersion, { params: { ...layerParams(spotId, layer), version } });
}
