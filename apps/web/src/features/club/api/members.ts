import type { BodyOf } from '@club/shared/api/contract';
import {
  changeUserPassword,
  editManager,
  editManagerAvatar,
  getUserById,
  removeUser,
} from '@club/shared/api/members';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The administration's calls on members' accounts. */

function useRefreshMembers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['members-admin'] });
}

export const useAccount = (id: number) =>
  useQuery({
    queryKey: ['members-admin', 'user', id],
    queryFn: ({ signal }) => callApi(getUserById, { params: { id }, signal }),
  });

export function useRemoveMember() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (id: number) => callApi(removeUser, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useEditAccount() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (body: BodyOf<typeof editManager>) => callApi(editManager, { body }),
    onSuccess: refresh,
  });
}

export const useSetAccountPassword = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof changeUserPassword>) => callApi(changeUserPassword, { body }),
  });

export function useSetAccountAvatar() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: ({ id, file, fileName }: { id: number; file: Blob; fileName: string }) =>
      callApi(editManagerAvatar, { params: { id }, file, fileName }),
    onSuccess: refresh,
  });
}
