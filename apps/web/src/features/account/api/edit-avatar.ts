import { editAvatar } from '@club/shared/api/users';
import { useCallMutation } from '../../../lib/call-writes.ts';

export type EditAvatarInput = { file: Blob; fileName: string };

export function useEditAvatar() {
  return useCallMutation(editAvatar, {
    request: ({ file, fileName }: EditAvatarInput) => ({ file, fileName }),
  });
}
