import { getAllUsersByClub } from '@club/shared/api/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';

/** Every member of the club, for its managers: the members tab and the outings' participants panel. */
export function allMembersQueryOptions(clubId: number) {
  return queryOptions({
    queryKey: ['members-admin', 'list', clubId] as const,
    queryFn: ({ signal }) => callApi(getAllUsersByClub, { params: { clubId }, signal }),
  });
}

export const useAllMembers = (clubId: number) => useQuery(allMembersQueryOptions(clubId));
