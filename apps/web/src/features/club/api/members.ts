import type { BodyOf } from '@club/shared/api/contract';
import {
  changeUserPassword,
  editManager,
  editManagerAvatar,
  getUserById,
  removeUser,
} from '@club/shared/api/members';
import { useCallMutation } from '../../../lib/call-writes.ts';
import { useCall } from '../../../lib/calls.ts';

/** The administration's calls on members' accounts. */

export const useAccount = (id: number) => useCall(getUserById, { params: { id } });

export const useRemoveMember = () =>
  useCallMutation(removeUser, { request: (id: number) => ({ params: { id } }) });

export const useEditAccount = () =>
  useCallMutation(editManager, { request: (body: BodyOf<typeof editManager>) => ({ body }) });

export const useSetAccountPassword = () =>
  useCallMutation(changeUserPassword, {
    request: (body: BodyOf<typeof changeUserPassword>) => ({ body }),
  });

export const useSetAccountAvatar = () =>
  useCallMutation(editManagerAvatar, {
    request: ({ id, file, fileName }: { id: number; file: Blob; fileName: string }) => ({
      params: { id },
      file,
      fileName,
    }),
  });
