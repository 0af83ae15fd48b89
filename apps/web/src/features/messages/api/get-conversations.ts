import { getUsersByMessage } from '@club/shared/api/messages';
import { useCall } from '../../../lib/calls.ts';

/** The people the member exchanged messages with, most recent first, with unread counts. */
export function useConversations() {
  return useCall(getUsersByMessage);
}
