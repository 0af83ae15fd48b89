import type { BodyOf } from '@club/shared/api/contract';
import { messageParticipants } from '@club/shared/api/outings';
import { useCallMutation } from '../../../lib/call-writes.ts';

/** One private message to every participant; answers how many were sent. */
export function useMessageParticipants() {
  return useCallMutation(messageParticipants, {
    request: (body: BodyOf<typeof messageParticipants>) => ({ body }),
  });
}
