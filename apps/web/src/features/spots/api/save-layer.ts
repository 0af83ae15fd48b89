import { editKmlFile, type Layer, uploadKmlFile } from '@club/shared/api/layers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks.ts';
import { spotKeys } from '../../../lib/spots/spot-keys.ts';

/** A drawn layer's name and KML. */
export type DrawnLayerInput = { Name: string; Data: string };

/**
 * Saves a layer drawn in the editor: over `existing` (editKmlFile, renamed when the name changed), else
 * as a new drawn layer (uploadKmlFile). A layer under a new name joins the spot's cached layers at once
 * (the editor moves to its address in `onSuccess`, and finds it there); then the layers are read again
 * and `onRefreshed` runs.
 */
export function useSaveLayer(
  spotId: number,
  existing: Layer | null,
  callbacks: MutationCallbacks<Layer, DrawnLayerInput> & { onRefreshed?(layer: Layer): void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ Name, Data }: DrawnLayerInput) =>
      existing
        ? callApi(editKmlFile, {
            body: { Name, Old_name: existing.Name, Data, Spot_id: spotId, Uploaded: existing.Uploaded },
          })
        : callApi(uploadKmlFile, { body: { Name, Data, Spot_id: spotId, Uploaded: false } }),
    onSuccess: async (layer, input) => {
      if (!existing || existing.Name !== layer.Name)
        queryClient.setQueryData<Layer[]>(spotKeys.layers(spotId), (layers) => [...(layers ?? []), layer]);
      await callbacks.onSuccess?.(layer, input);
      await queryClient.invalidateQueries({ queryKey: spotKeys.layers(spotId) });
      callbacks.onRefreshed?.(layer);
    },
    onError: callbacks.onError,
  });
}
