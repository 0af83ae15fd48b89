import { editImageUrl } from '@club/shared/api/news';
import { useCallMutation } from '../../../lib/call-writes.ts';

export type EditNewsPictureInput = { newsId: number; file: Blob; fileName: string };

export function useEditImageUrl() {
  return useCallMutation(editImageUrl, {
    request: ({ newsId, file, fileName }: EditNewsPictureInput) => ({
      params: { id: newsId },
      file,
      fileName,
    }),
  });
}
