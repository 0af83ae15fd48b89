import { editKmlFile, type Layer, uploadKmlFile } from '@club/shared/api/spots';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks.ts';

/** A drawn layer's name and KML. */
export type DrawnLayerInput = { Name: string; Data: string };

/**
 * Saves a layer drawn in the editor: over `existing` (editKmlFile, renamed when the name changed), else
 * as a new drawn layer (uploadKmlFile). The caller updates the spot's layers, since it also moves to
 * the saved layer's address.
 */
export function useSaveLayer(
  spotId: number,
  existing: Layer | null,
  callbacks: MutationCallbacks<Layer, DrawnLayerInput> = {},
) {
  return useMutation({
    mutationFn: ({ Name, Data }: DrawnLayerInput) =>
      existing
        ? callApi(editKmlFile, {
            body: { Name, Old_name: existing.Name, Data, Spot_id: spotId, Uploaded: existing.Uploaded },
          })
        : callApi(uploadKmlFile, { body: { Name, Data, Spot_id: spotId, Uploaded: false } }),
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
  });
}
