import { getInfos } from '@club/shared/api/clubs';
import { getImprint } from '@club/shared/api/legal-notice';
import { getDolphyn } from '@club/shared/api/live-page';
import { countUsersByClub, getUsersByClub } from '@club/shared/api/members';
import { LIST_PAGE_SIZE } from '@club/shared/constants';
import { useCallPages } from '../../../lib/call-pages.ts';
import { useCall } from '../../../lib/calls.ts';

/** What visitors read of their club: information, members, carousel, live page and legal notice. */

export const useClubInfos = (clubId: number) => useCall(getInfos, { params: { clubId } });

export const useMemberCount = (clubId: number) => useCall(countUsersByClub, { params: { clubId } });

/** Pages of members until an empty (or short) page marks the end. */
export const useMembersPages = (clubId: number) =>
  useCallPages(
    getUsersByClub,
    (page) => ({ params: { clubId, page } }),
    (last, pages) => (last.length < LIST_PAGE_SIZE ? undefined : pages.length),
  );

export const useLivePage = () => useCall(getDolphyn);

export const useLegalNotice = () => useCall(getImprint);
