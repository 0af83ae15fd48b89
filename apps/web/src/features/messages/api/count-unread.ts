import { countUnread } from '@club/shared/api/messages';
import { useCall } from '../../../lib/calls.ts';

/** The header badge's number: messages received and not read yet. */
export function useUnreadCount(enabled: boolean) {
  return useCall(countUnread, {}, { enabled, select: (data) => data.count });
}
