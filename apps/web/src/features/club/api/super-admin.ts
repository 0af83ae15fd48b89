import {
  createClub,
  deleteClub,
  editClubByAdmin,
  getAllClubSubscription,
  getClubsForAdmin,
} from '@club/shared/api/clubs-superadmin';
import type { BodyOf } from '@club/shared/api/contract';
import { getSolutionsAdmin, updateSolutions } from '@club/shared/api/dolphyn';
import { generateNewToken } from '@club/shared/api/members';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The super administrator's calls on clubs. */

export const useClubsPage = (page: number) =>
  useQuery({
    queryKey: ['super-admin', 'clubs', page],
    queryFn: ({ signal }) => callApi(getClubsForAdmin, { params: { page }, signal }),
    placeholderData: (previous) => previous,
  });

export const useSubscriptions = () =>
  useQuery({
    queryKey: ['super-admin', 'subscriptions'],
    queryFn: ({ signal }) => callApi(getAllClubSubscription, { signal }),
  });

export function useSaveClubByAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { create: BodyOf<typeof createClub> } | { edit: BodyOf<typeof editClubByAdmin> }) =>
      'create' in input
        ? callApi(createClub, { body: input.create })
        : callApi(editClubByAdmin, { body: input.edit }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['super-admin'] }),
  });
}

export function useDeleteClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(deleteClub, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['super-admin'] }),
  });
}

export const useHandOver = () =>
  useMutation({ mutationFn: (clubId: number) => callApi(generateNewToken, { params: { clubId } }) });

/** The platform's live-product text in each of the given languages, for editing. */
export const useSolutionsText = (languageKeys: string[]) =>
  useQueries({
    queries: languageKeys.map((languageKey) => ({
      queryKey: ['super-admin', 'solutions', languageKey],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi(getSolutionsAdmin, { params: { languageKey }, signal }),
    })),
  });

export function useSaveSolutions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { language_key: string; Description: string }) => callApi(updateSolutions, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['super-admin', 'solutions'] }),
  });
}
