import { getVisits } from '@club/shared/api/analytics';
import {
  createCarouselPicture,
  deleteCarouselPicture,
  editClub,
  editClubInfos,
  editLogoUrl,
  getAllLanguages,
  getClub,
  getInfosAdmin,
  toggleLive,
} from '@club/shared/api/clubs';
import type { BodyOf } from '@club/shared/api/contract';
import { getDolphynAdmin, updateDolphyn } from '@club/shared/api/dolphyn';
import { editImageUrl, getImprintAdmin, updateImprint } from '@club/shared/api/imprint';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { clubQuery } from '../../../lib/club-context.tsx';

/** The manager's calls. Each edit refreshes the club of the site (theme, logo, live) and the pages that show it. */

function useRefreshClub() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: clubQuery().queryKey });
    await queryClient.invalidateQueries({ queryKey: ['club-page'] });
    await queryClient.invalidateQueries({ queryKey: ['club-admin'] });
  };
}

export const useAdminClub = (id: number) =>
  useQuery({
    queryKey: ['club-admin', 'club', id],
    queryFn: ({ signal }) => callApi(getClub, { params: { id }, signal }),
    enabled: id > 0,
  });

export const useAllLanguages = () =>
  useQuery({
    queryKey: ['club-admin', 'languages'],
    queryFn: ({ signal }) => callApi(getAllLanguages, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The club's information in each of the given languages, for editing (one query per language). */
export const useInfosForEdit = (clubId: number, languageKeys: string[]) =>
  useQueries({
    queries: languageKeys.map((languageKey) => ({
      queryKey: ['club-admin', 'infos', clubId, languageKey],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi(getInfosAdmin, { params: { clubId, languageKey }, signal }),
    })),
  });

export function useSaveInfos() {
  const refresh = useRefreshClub();
  return useMutation({
    mutationFn: (body: BodyOf<typeof editClubInfos>) => callApi(editClubInfos, { body }),
    onSuccess: refresh,
  });
}

export function useSaveClub() {
  const refresh = useRefreshClub();
  return useMutation({
    mutationFn: (body: BodyOf<typeof editClub>) => callApi(editClub, { body }),
    onSuccess: refresh,
  });
}

export function useToggleLive() {
  const refresh = useRefreshClub();
  return useMutation({
    mutationFn: (id: number) => callApi(toggleLive, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useUploadLogo() {
  const refresh = useRefreshClub();
  return useMutation({
    mutationFn: ({ file, fileName }: { file: Blob; fileName: string }) =>
      callApi(editLogoUrl, { file, fileName }),
    onSuccess: refresh,
  });
}

export function useAddCarouselPicture() {
  const refresh = useRefreshClub();
  return useMutation({
    mutationFn: ({ file, fileName }: { file: Blob; fileName: string }) =>
      callApi(createCarouselPicture, { file, fileName }),
    onSuccess: refresh,
  });
}

export function useDeleteCarouselPicture() {
  const refresh = useRefreshClub();
  return useMutation({
    mutationFn: (id: number) => callApi(deleteCarouselPicture, { params: { id } }),
    onSuccess: refresh,
  });
}

export const useVisits = (clubId: number) =>
  useQuery({
    queryKey: ['club-admin', 'visits', clubId],
    queryFn: ({ signal }) => callApi(getVisits, { params: { clubId }, signal }),
  });

/** The club's texts per language: the imprint and the live page. */
export type TextKind = 'imprint' | 'live';

/** One of the club's texts in each of the given languages, for editing (one query per language). */
export const useTextForEdit = (kind: TextKind, languageKeys: string[]) =>
  useQueries({
    queries: languageKeys.map((languageKey) => ({
      queryKey: ['club-admin', 'text', kind, languageKey],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        kind === 'imprint'
          ? callApi(getImprintAdmin, { params: { languageKey }, signal })
          : callApi(getDolphynAdmin, { params: { languageKey }, signal }),
    })),
  });

export function useSaveText(kind: TextKind) {
  const refresh = useRefreshClub();
  return useMutation({
    mutationFn: (body: { language_key: string; Description: string }) =>
      kind === 'imprint' ? callApi(updateImprint, { body }) : callApi(updateDolphyn, { body }),
    onSuccess: refresh,
  });
}

export function useUploadImprintImage() {
  const refresh = useRefreshClub();
  return useMutation({
    mutationFn: (file: File) => callApi(editImageUrl, { file, fileName: file.name }),
    onSuccess: refresh,
  });
}
