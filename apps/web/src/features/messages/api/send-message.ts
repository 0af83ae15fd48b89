import { sendMessage } from '@club/shared/api/messages';
import { useCallMutation } from '../../../lib/call-writes.ts';

export function useSendMessage() {
  return useCallMutation(sendMessage, {
    request: (body: { user_id: number; message: string }) => ({ body }),
  });
}
