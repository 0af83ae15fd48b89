import { setParticipant } from '@club/shared/api/outings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { outingsKeys } from './outings-keys.ts';

export type ParticipantChange = {
  outing_id: number;
  user_id: number;
  status: 'confirmed' | 'waiting' | 'removed' | 'attended';
  /** Why a member whose papers will not cover the day is added all the same (kept with the sign-up). */
  reason?: string | null;
};

/** The manager adds, moves, removes or marks a participant; the answer is the new participants. */
export function useSetParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ParticipantChange) => callApi(setParticipant, { body }),
    onSuccess: (participants, body) => {
      queryClient.setQueryData(outingsKeys.participants(body.outing_id), participants);
      // Seats left and the waiting count change with them.
      return queryClient.invalidateQueries({ queryKey: outingsKeys.all });
    },
  });
}
