import { getMessages } from '@club/shared/api/messages';
import { MESSAGES_PAGE_SIZE } from '@club/shared/constants';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { messageKeys } from './query-keys.ts';

/** The conversation with one member, by pages of 10 from the newest; a short page is the last. */
export function useConversation(memberId: number) {
  return useInfiniteQuery({
    queryKey: messageKeys.conversation(memberId),
    queryFn: ({ pageParam, signal }) =>
      callApi(getMessages, { params: { userId: memberId, page: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.length === MESSAGES_PAGE_SIZE ? lastPageParam + 1 : undefined,
    retry: false,
  });
}
