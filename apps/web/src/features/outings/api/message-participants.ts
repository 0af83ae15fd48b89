import type { BodyOf } from '@club/shared/api/contract';
import { messageParticipants } from '@club/shared/api/outings';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** One private message to every participant; answers how many were sent. */
export function useMessageParticipants() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof messageParticipants>) => callApi(messageParticipants, { body }),
  });
}
