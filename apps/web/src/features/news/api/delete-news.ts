import { deleteNews } from '@club/shared/api/news';
import { useCallMutation } from '../../../lib/call-writes.ts';

export function useDeleteNews() {
  return useCallMutation(deleteNews, { request: (newsId: number) => ({ params: { id: newsId } }) });
}
