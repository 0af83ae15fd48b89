import { deleteLayer, type Layer } from '@club/shared/api/layers';
import { useCallMutation } from '../../../lib/call-writes.ts';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks.ts';

/** Deletes a layer of the spot; its layers are asked again. */
export function useDeleteLayer(spotId: number, callbacks: MutationCallbacks<unknown, Layer> = {}) {
  return useCallMutation(deleteLayer, {
    request: (layer: Layer) => ({
      params: { name: layer.Name, spotId, uploadedFlag: layer.Uploaded ? 1 : 0 },
    }),
    ...callbacks,
  });
}
