import { deleteComment } from '@club/shared/api/news';
import { useCallMutation } from '../../../lib/call-writes.ts';

export function useDeleteComment() {
  return useCallMutation(deleteComment, { request: (commentId: number) => ({ params: { id: commentId } }) });
}
