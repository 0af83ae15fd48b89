import { editKmlFile, getLayers, type Layer, uploadKmlFile } from '@club/shared/api/layers';
import { useCallsMutation } from '../../../lib/call-writes.ts';
import { callKey } from '../../../lib/calls.ts';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks.ts';

/** A drawn layer's name and KML. */
export type DrawnLayerInput = { Name: string; Data: string };

/**
 * Saves a layer drawn in the editor: over `existing` (editKmlFile, renamed when the name changed), else
 * as a new drawn layer (uploadKmlFile). A layer under a new name joins the spot's cached layers of its
 * kind at once (the editor moves to its address in `onSuccess`, and finds it there); the layers are read
 * again, then `onSuccess` and `onRefreshed` run.
 */
export function useSaveLayer(
  spotId: number,
  existing: Layer | null,
  {
    onSuccess,
    onError,
    onRefreshed,
  }: MutationCallbacks<Layer, DrawnLayerInput> & {
    onRefreshed?(layer: Layer): void;
  } = {},
) {
  return useCallsMutation(
    ({ Name, Data }: DrawnLayerInput, make) =>
      existing
        ? make(editKmlFile, {
            body: { Name, Old_name: existing.Name, Data, Spot_id: spotId, Uploaded: existing.Uploaded },
          })
        : make(uploadKmlFile, { body: { Name, Data, Spot_id: spotId, Uploaded: false } }),
    {
      update: (queryClient, layer) => {
        if (existing && existing.Name === layer.Name) return;
        queryClient.setQueryData<Layer[]>(
          callKey(getLayers, { params: { spotId, uploadedFlag: layer.Uploaded ? 1 : 0 } }),
          (layers) => [...(layers ?? []), layer],
        );
      },
      onSuccess: async (layer, input) => {
        await onSuccess?.(layer, input);
        onRefreshed?.(layer);
      },
      onError,
    },
  );
}
