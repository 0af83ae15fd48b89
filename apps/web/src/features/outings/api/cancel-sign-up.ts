import { cancelSignUp } from '@club/shared/api/outings';
import { useCallMutation } from '../../../lib/call-writes.ts';

/** Cancels the member's sign-up (until the deadline). */
export function useCancelSignUp() {
  return useCallMutation(cancelSignUp, { request: (outingId: number) => ({ params: { id: outingId } }) });
}
