import { editImageUrl } from '@club/shared/api/news';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type EditNewsPictureInput = { newsId: number; file: Blob; fileName: string };

export function useEditImageUrl() {
  return useMutation({
    mutationFn: ({ newsId, file, fileName }: EditNewsPictureInput) =>
      callApi(editImageUrl, { params: { id: newsId }, file, fileName }),
  });
}
