import { sendMessage } from '@club/shared/api/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { messageKeys } from './query-keys.ts';

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { user_id: number; message: string }) => callApi(sendMessage, { body }),
    onSuccess: (_message, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.conversation(body.user_id) }),
        queryClient.invalidateQueries({ queryKey: messageKeys.contacts }),
      ]),
  });
}
