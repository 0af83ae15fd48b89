import { deleteNews } from '@club/shared/api/news';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { newsKeys } from './news-keys.ts';

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newsId: number) => callApi(deleteNews, { params: { id: newsId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
