import { getParticipants, setParticipant } from '@club/shared/api/outings';
import { useCallMutation } from '../../../lib/call-writes.ts';
import { callKey } from '../../../lib/calls.ts';

export type ParticipantChange = {
  outing_id: number;
  user_id: number;
  status: 'confirmed' | 'waiting' | 'removed' | 'attended';
  /** Why a member whose papers will not cover the day is added all the same (kept with the sign-up). */
  reason?: string | null;
};

/**
 * The manager adds, moves, removes or marks a participant; the answer is the new participants, shown
 * at once (seats left and the waiting count are read again: the call changes the outing).
 */
export function useSetParticipant() {
  return useCallMutation(setParticipant, {
    request: (body: ParticipantChange) => ({ body }),
    update: (queryClient, participants, body) =>
      queryClient.setQueryData(callKey(getParticipants, { params: { id: body.outing_id } }), participants),
  });
}
