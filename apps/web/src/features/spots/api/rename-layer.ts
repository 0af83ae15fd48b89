import { editKmlFile, type Layer } from '@club/shared/api/layers';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks.ts';

/**
 * Renames a layer: its KML, as served, is sent again under the new name (editKmlFile). The caller
 * reads the layers again once it has shown the result.
 */
export function useRenameLayer(
  spotId: number,
  layer: Layer,
  callbacks: MutationCallbacks<Layer, string> = {},
) {
  return useMutation({
    mutationFn: async (name: string) => {
      const response = await fetch(layer.Url);
      if (!response.ok) throw new Error(`KML ${response.status}`);
      return callApi(editKmlFile, {
        body: editKmlFile.body.parse({
          Name: name,
          Old_name: layer.Name,
          Data: await response.text(),
          Spot_id: spotId,
          Uploaded: layer.Uploaded,
        }),
      });
    },
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
  });
}
