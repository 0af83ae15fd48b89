import { countUnread } from '@club/shared/api/messages';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { messageKeys } from './query-keys.ts';

/** The header badge's number: messages received and not read yet. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: messageKeys.unread,
    queryFn: ({ signal }) => callApi(countUnread, { signal }),
    enabled,
    select: (data) => data.count,
  });
}
