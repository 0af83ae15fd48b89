import { deleteLayer, type Layer } from '@club/shared/api/layers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks.ts';
import { spotKeys } from '../../../lib/spots/spot-keys.ts';

/** Deletes a layer of the spot; its layers are asked again. */
export function useDeleteLayer(
  spotId: number,
  { onSuccess, onError }: MutationCallbacks<unknown, Layer> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (layer: Layer) =>
      callApi(deleteLayer, {
        params: { name: layer.Name, spotId, uploadedFlag: layer.Uploaded ? 1 : 0 },
      }),
    onSuccess: async (result, layer) => {
      await queryClient.invalidateQueries({ queryKey: spotKeys.layers(spotId) });
      await onSuccess?.(result, layer);
    },
    onError,
  });
}

/** Reads the spot's layers again (after a layer was imported or renamed). */
export function useRefreshLayers(spotId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: spotKeys.layers(spotId) });
}
