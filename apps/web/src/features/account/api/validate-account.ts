import { validate } from '@club/shared/api/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/**
 * Validation of an account from its e-mail link. A query rather than a mutation on purpose: the page
 * runs it on arrival, and a query is shared by its key, so React's double effects (StrictMode) or a
 * re-render never spend the one-time token twice. Never retried: a refused token stays refused.
 */
export function validateAccountQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['validate-account', token],
    queryFn: ({ signal }) => callApi(validate, { params: { token }, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useValidateAccount(token: string, enabled: boolean) {
  return useQuery({ ...validateAccountQueryOptions(token), enabled });
}
