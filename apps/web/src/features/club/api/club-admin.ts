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
import { editImageUrl, getImprintAdmin, updateImprint } from '@club/shared/api/legal-notice';
import { getDolphynAdmin, updateDolphyn } from '@club/shared/api/live-page';
import { useQueries } from '@tanstack/react-query';
import { useCallMutation, useCallsMutation } from '../../../lib/call-writes.ts';
import { callQuery, useCall } from '../../../lib/calls.ts';

/**
 * The manager's calls. Each edit asks again for what its call changes: the club of the site (theme,
 * logo, live), the pages that show it and the forms that edit it.
 */

export const useAdminClub = (id: number) => useCall(getClub, { params: { id } }, { enabled: id > 0 });

export const useAllLanguages = () => useCall(getAllLanguages, {}, { staleTime: Number.POSITIVE_INFINITY });

/** The club's information in each of the given languages, for editing (one query per language). */
export const useInfosForEdit = (clubId: number, languageKeys: string[]) =>
  useQueries({
    queries: languageKeys.map((languageKey) => callQuery(getInfosAdmin, { params: { clubId, languageKey } })),
  });

export const useSaveInfos = () =>
  useCallMutation(editClubInfos, { request: (body: BodyOf<typeof editClubInfos>) => ({ body }) });

export const useSaveClub = () =>
  useCallMutation(editClub, { request: (body: BodyOf<typeof editClub>) => ({ body }) });

export const useToggleLive = () =>
  useCallMutation(toggleLive, { request: (id: number) => ({ params: { id } }) });

type PictureFile = { file: Blob; fileName: string };

export const useUploadLogo = () =>
  useCallMutation(editLogoUrl, { request: ({ file, fileName }: PictureFile) => ({ file, fileName }) });

export const useAddCarouselSlide = () =>
  useCallMutation(createCarouselPicture, {
    request: ({ file, fileName }: PictureFile) => ({ file, fileName }),
  });

export const useDeleteCarouselSlide = () =>
  useCallMutation(deleteCarouselPicture, { request: (id: number) => ({ params: { id } }) });

export const useVisits = (clubId: number) => useCall(getVisits, { params: { clubId } });

/** The club's texts per language: the legal notice and the live page. */
export type TextKind = 'legalNotice' | 'livePage';

/** One of the club's texts in each of the given languages, for editing (one query per language). */
export const useTextForEdit = (kind: TextKind, languageKeys: string[]) =>
  useQueries({
    queries: languageKeys.map((languageKey) =>
      kind === 'legalNotice'
        ? callQuery(getImprintAdmin, { params: { languageKey } })
        : callQuery(getDolphynAdmin, { params: { languageKey } }),
    ),
  });

export const useSaveText = (kind: TextKind) =>
  useCallsMutation((body: { language_key: string; Description: string }, make) =>
    kind === 'legalNotice' ? make(updateImprint, { body }) : make(updateDolphyn, { body }),
  );

export const useUploadLegalNoticeImage = () =>
  useCallMutation(editImageUrl, { request: (file: File) => ({ file, fileName: file.name }) });
