import { setNewEmail } from '@club/shared/api/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Confirmation of a new e-mail from its link: a query so that the one-time token is spent once (see validate-account.ts). */
export function setNewEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['set-new-email', token],
    queryFn: ({ signal }) => callApi(setNewEmail, { params: { token }, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useSetNewEmail(token: string, enabled: boolean) {
  return useQuery({ ...setNewEmailQueryOptions(token), enabled });
}
