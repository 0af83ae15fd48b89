import { getMyOutings } from '@club/shared/api/outings';
import { useCall } from '../../../lib/calls.ts';

/** The member's upcoming outings, confirmed or waiting (a sign-up anywhere asks for them again). */
export function useMyOutings() {
  return useCall(getMyOutings);
}
