import { getInfos } from '@club/shared/api/clubs';
import { getDolphyn } from '@club/shared/api/dolphyn';
import { getImprint } from '@club/shared/api/imprint';
import { countUsersByClub, getUsersByClub } from '@club/shared/api/members';
import { LIST_PAGE_SIZE } from '@club/shared/constants';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** What visitors read of their club: information, members, carousel, live page and imprint. */

export const useClubInfos = (clubId: number) =>
  useQuery({
    queryKey: ['club-page', 'infos', clubId],
    queryFn: ({ signal }) => callApi(getInfos, { params: { clubId }, signal }),
  });

export const useMemberCount = (clubId: number) =>
  useQuery({
    queryKey: ['club-page', 'member-count', clubId],
    queryFn: ({ signal }) => callApi(countUsersByClub, { params: { clubId }, signal }),
  });

/** Pages of members until an empty (or short) page marks the end. */
export const useMembersPages = (clubId: number) =>
  useInfiniteQuery({
    queryKey: ['club-page', 'members', clubId],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      callApi(getUsersByClub, { params: { clubId, page: pageParam }, signal }),
    getNextPageParam: (last, pages) => (last.length < LIST_PAGE_SIZE ? undefined : pages.length),
  });

export const useLivePage = () =>
  useQuery({ queryKey: ['club-page', 'live'], queryFn: ({ signal }) => callApi(getDolphyn, { signal }) });

export const useImprint = () =>
  useQuery({ queryKey: ['club-page', 'imprint'], queryFn: ({ signal }) => callApi(getImprint, { signal }) });
