import { getReplays } from '@club/shared/api/live';
import { useCall } from '../../../lib/calls.ts';

/** One page of a spot's recorded lives, newest first. */
export function useReplays(spotId: number, page: number) {
  return useCall(getReplays, { params: { spotId, page } });
}
