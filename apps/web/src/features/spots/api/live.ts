import type { BodyOf } from '@club/shared/api/contract';
import { createLive, finishLive, updateLive } from '@club/shared/api/live';
import type { Spot } from '@club/shared/api/spots';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks.ts';
import { spotKeys } from '../../../lib/spots/spot-keys.ts';

/**
 * A spot's live: started, given its video, finished; each call answers the spot as it now is. The
 * answer replaces the cached spot at once, `onSuccess` runs, then every spot read is asked again (the
 * list shows which spots are live).
 */
function useLiveCall<Variables>(
  spotId: number,
  call: (variables: Variables) => Promise<Spot>,
  { onSuccess, onError }: MutationCallbacks<Spot, Variables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (updated, variables) => {
      queryClient.setQueryData(spotKeys.one(spotId), updated);
      await onSuccess?.(updated, variables);
      await queryClient.invalidateQueries({ queryKey: spotKeys.all });
    },
    onError,
  });
}

export const useStartLive = (spotId: number, callbacks: MutationCallbacks<Spot, void> = {}) =>
  useLiveCall(spotId, () => callApi(createLive, { params: { id: spotId } }), callbacks);

export type LiveUrlInput = Omit<BodyOf<typeof updateLive>, 'Spot_id'>;

/** Sets the live's video (the server strips a short link's prefix). */
export const useUpdateLive = (spotId: number, callbacks: MutationCallbacks<Spot, LiveUrlInput> = {}) =>
  useLiveCall(
    spotId,
    (input: LiveUrlInput) =>
      callApi(updateLive, { body: updateLive.body.parse({ ...input, Spot_id: spotId }) }),
    callbacks,
  );

export const useFinishLive = (spotId: number, callbacks: MutationCallbacks<Spot, void> = {}) =>
  useLiveCall(spotId, () => callApi(finishLive, { params: { id: spotId } }), callbacks);
