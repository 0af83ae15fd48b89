import {
  createClub,
  deleteClub,
  editClubByAdmin,
  getAllClubSubscription,
  getClubsForAdmin,
} from '@club/shared/api/clubs-super-administrator';
import type { BodyOf } from '@club/shared/api/contract';
import { getSolutionsAdmin, updateSolutions } from '@club/shared/api/live-page';
import { generateNewToken } from '@club/shared/api/members';
import { useQueries } from '@tanstack/react-query';
import { useCallMutation, useCallsMutation } from '../../../lib/call-writes.ts';
import { callQuery, useCall } from '../../../lib/calls.ts';

/** The super administrator's calls on clubs. */

export const useClubsPage = (page: number) =>
  useCall(getClubsForAdmin, { params: { page } }, { placeholderData: (previous) => previous });

export const useSubscriptions = () => useCall(getAllClubSubscription);

type ClubSave = { create: BodyOf<typeof createClub> } | { edit: BodyOf<typeof editClubByAdmin> };

export const useSaveClubByAdmin = () =>
  useCallsMutation((input: ClubSave, make) =>
    'create' in input
      ? make(createClub, { body: input.create })
      : make(editClubByAdmin, { body: input.edit }),
  );

export const useDeleteClub = () =>
  useCallMutation(deleteClub, { request: (id: number) => ({ params: { id } }) });

export const useHandOver = () =>
  useCallMutation(generateNewToken, { request: (clubId: number) => ({ params: { clubId } }) });

/** The platform's live-product text in each of the given languages, for editing. */
export const useSolutionsText = (languageKeys: string[]) =>
  useQueries({
    queries: languageKeys.map((languageKey) => callQuery(getSolutionsAdmin, { params: { languageKey } })),
  });

export const useSaveSolutions = () =>
  useCallMutation(updateSolutions, {
    request: (body: { language_key: string; Description: string }) => ({ body }),
  });
