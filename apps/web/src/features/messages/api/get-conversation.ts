import { getMessages } from '@club/shared/api/messages';
import { MESSAGES_PAGE_SIZE } from '@club/shared/constants';
import { useCallPages } from '../../../lib/call-pages.ts';

/** The conversation with one member, by pages of 10 from the newest; a short page is the last. */
export function useConversation(memberId: number) {
  return useCallPages(
    getMessages,
    (page) => ({ params: { userId: memberId, page } }),
    (lastPage, pages) => (lastPage.length === MESSAGES_PAGE_SIZE ? pages.length : undefined),
    { retry: false },
  );
}
