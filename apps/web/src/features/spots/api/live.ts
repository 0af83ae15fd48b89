import type { BodyOf } from '@club/shared/api/contract';
import { createLive, finishLive, updateLive } from '@club/shared/api/live';
import { getSpot, type Spot } from '@club/shared/api/spots';
import type { QueryClient } from '@tanstack/react-query';
import { useCallMutation } from '../../../lib/call-writes.ts';
import { callKey } from '../../../lib/calls.ts';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks.ts';

/**
 * A spot's live: started, given its video, finished; each call answers the spot as it now is. The
 * answer replaces the cached spot at once, then every read showing spots is asked again (the list
 * shows which spots are live), then `onSuccess` runs.
 */
const showSpot = (spotId: number) => (queryClient: QueryClient, updated: Spot) =>
  queryClient.setQueryData(callKey(getSpot, { params: { id: spotId } }), updated);

export const useStartLive = (spotId: number, callbacks: MutationCallbacks<Spot, void> = {}) =>
  useCallMutation(createLive, {
    request: () => ({ params: { id: spotId } }),
    update: showSpot(spotId),
    ...callbacks,
  });

export type LiveUrlInput = Omit<BodyOf<typeof updateLive>, 'Spot_id'>;

/** Sets the live's video (the server strips a short link's prefix). */
export const useUpdateLive = (spotId: number, callbacks: MutationCallbacks<Spot, LiveUrlInput> = {}) =>
  useCallMutation(updateLive, {
    request: (input: LiveUrlInput) => ({ body: updateLive.body.parse({ ...input, Spot_id: spotId }) }),
    update: showSpot(spotId),
    ...callbacks,
  });

export const useFinishLive = (spotId: number, callbacks: MutationCallbacks<Spot, void> = {}) =>
  useCallMutation(finishLive, {
    request: () => ({ params: { id: spotId } }),
    update: showSpot(spotId),
    ...callbacks,
  });
