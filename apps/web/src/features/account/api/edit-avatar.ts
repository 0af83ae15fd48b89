import { editAvatar } from '@club/shared/api/users';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type EditAvatarInput = { file: Blob; fileName: string };

export function useEditAvatar() {
  return useMutation({
    mutationFn: ({ file, fileName }: EditAvatarInput) => callApi(editAvatar, { file, fileName }),
  });
}
