import { signUp } from '@club/shared/api/outings';
import { useCallMutation } from '../../../lib/call-writes.ts';

/** Signs the member up: confirmed while seats are left, else on the waiting list. */
export function useSignUp() {
  return useCallMutation(signUp, { request: (outingId: number) => ({ params: { id: outingId } }) });
}
