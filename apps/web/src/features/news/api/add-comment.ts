import { addComment } from '@club/shared/api/news';
import { useCallMutation } from '../../../lib/call-writes.ts';

/** Adds a comment to a news item; its comments are read again (the call changes them). */
export function useAddComment(newsId: number) {
  return useCallMutation(addComment, {
    request: (content: string) => ({ body: { news_id: newsId, comment_content: content } }),
  });
}
