import { deleteComment } from '@club/shared/api/news';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { newsKeys } from './news-keys.ts';

export function useDeleteComment(newsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => callApi(deleteComment, { params: { id: commentId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsKeys.comments(newsId) }),
  });
}
