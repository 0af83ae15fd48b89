import { type Layer, restoreLayerVersion } from '@club/shared/api/layers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks.ts';
import { spotKeys } from '../../../lib/spots/spot-keys.ts';

/**
 * Makes an earlier version of a layer its current one (a save: a new version). `onSuccess` runs first,
 * then the spot's layers and the layer's versions are read again, then `onRefreshed`.
 */
export function useRestoreLayerVersion(
  spotId: number,
  layer: Layer,
  callbacks: MutationCallbacks<Layer, number> & { onRefreshed?(restored: Layer): void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      callApi(restoreLayerVersion, {
        body: { Spot_id: spotId, Uploaded: layer.Uploaded, Name: layer.Name, Version: version },
      }),
    onSuccess: async (restored, version) => {
      await callbacks.onSuccess?.(restored, version);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: spotKeys.layers(spotId) }),
        queryClient.invalidateQueries({
          queryKey: spotKeys.layerVersions(spotId, layer.Uploaded, layer.Name),
        }),
      ]);
      callbacks.onRefreshed?.(restored);
    },
    onError: callbacks.onError,
  });
}
