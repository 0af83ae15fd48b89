import { deleteSpot } from '@club/shared/api/spots';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import type { MutationCallbacks } from '../mutation-callbacks.ts';
import { spotKeys } from './spot-keys.ts';

/**
 * Deletes a spot (from its sheet on the map or from the admin list). Every spot read is asked again
 * before `onSuccess` runs; the callbacks are the hook's, so they run even when the deleted spot's sheet
 * has gone from the page by then.
 */
export function useDeleteSpot({ onSuccess, onError }: MutationCallbacks<unknown, number> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (spotId: number) => callApi(deleteSpot, { params: { id: spotId } }),
    onSuccess: async (result, spotId) => {
      await queryClient.invalidateQueries({ queryKey: spotKeys.all });
      await onSuccess?.(result, spotId);
    },
    onError,
  });
}
