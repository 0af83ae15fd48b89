import type { BodyOf } from '@club/shared/api/contract';
import { createSpot, editSpot, type Spot } from '@club/shared/api/spots';
import { useCallsMutation } from '../../../lib/call-writes.ts';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks.ts';

export type SaveSpotInput = BodyOf<typeof createSpot> | BodyOf<typeof editSpot>;

/**
 * Creates a spot (a body without Id) or edits one (with its Id), the body checked by its schema first;
 * the reads showing spots are asked again before `onSuccess` runs.
 */
export function useSaveSpot(callbacks: MutationCallbacks<Spot, SaveSpotInput> = {}) {
  return useCallsMutation(
    (body: SaveSpotInput, make) =>
      'Id' in body
        ? make(editSpot, { body: editSpot.body.parse(body) })
        : make(createSpot, { body: createSpot.body.parse(body) }),
    callbacks,
  );
}
