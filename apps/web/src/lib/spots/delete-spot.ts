import { deleteSpot } from '@club/shared/api/spots';
import { useCallMutation } from '../call-writes.ts';
import type { MutationCallbacks } from '../mutation-callbacks.ts';

/**
 * Deletes a spot (from its panel under the map or from the admin list). The reads the deletion changes
 * are asked again before `onSuccess` runs; the callbacks are the hook's, so they run even when the
 * deleted spot's panel has gone from the page by then.
 */
export function useDeleteSpot(callbacks: MutationCallbacks<unknown, number> = {}) {
  return useCallMutation(deleteSpot, {
    request: (spotId: number) => ({ params: { id: spotId } }),
    ...callbacks,
  });
}
