import { addComment } from '@club/shared/api/news';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { newsKeys } from './news-keys.ts';

export function useAddComment(newsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      callApi(addComment, { body: { news_id: newsId, comment_content: content } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.comments(newsId) }),
  });
}
