import { type Layer, restoreLayerVersion } from '@club/shared/api/layers';
import { useCallMutation } from '../../../lib/call-writes.ts';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks.ts';

/**
 * Makes an earlier version of a layer its current one (a save: a new version). The spot's layers and
 * the layer's versions are read again, then `onSuccess` runs, then `onRefreshed`.
 */
export function useRestoreLayerVersion(
  spotId: number,
  layer: Layer,
  {
    onSuccess,
    onError,
    onRefreshed,
  }: MutationCallbacks<Layer, number> & { onRefreshed?(restored: Layer): void } = {},
) {
  return useCallMutation(restoreLayerVersion, {
    request: (version: number) => ({
      body: { Spot_id: spotId, Uploaded: layer.Uploaded, Name: layer.Name, Version: version },
    }),
    onSuccess: async (restored, version) => {
      await onSuccess?.(restored, version);
      onRefreshed?.(restored);
    },
    onError,
  });
}
