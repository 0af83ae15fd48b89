import { getUsersByMessage } from '@club/shared/api/messages';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { messageKeys } from './query-keys.ts';

/** The people the member exchanged messages with, most recent first, with unread counts. */
export function useContacts() {
  return useQuery({
    queryKey: messageKeys.contacts,
    queryFn: ({ signal }) => callApi(getUsersByMessage, { signal }),
  });
}
