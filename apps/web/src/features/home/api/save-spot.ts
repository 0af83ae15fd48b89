import type { BodyOf } from '@club/shared/api/contract';
import { createSpot, editSpot, type Spot } from '@club/shared/api/spots';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks.ts';
import { spotKeys } from '../../../lib/spots/spot-keys.ts';

export type SaveSpotInput = BodyOf<typeof createSpot> | BodyOf<typeof editSpot>;

/**
 * Creates a spot (a body without Id) or edits one (with its Id), the body checked by its schema first;
 * every spot read is asked again before `onSuccess` runs.
 */
export function useSaveSpot({ onSuccess, onError }: MutationCallbacks<Spot, SaveSpotInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSpotInput) =>
      'Id' in body
        ? callApi(editSpot, { body: editSpot.body.parse(body) })
        : callApi(createSpot, { body: createSpot.body.parse(body) }),
    onSuccess: async (saved, body) => {
      await queryClient.invalidateQueries({ queryKey: spotKeys.all });
      await onSuccess?.(saved, body);
    },
    onError,
  });
}
