import { validate } from '@club/shared/api/users';
import { useCall } from '../../../lib/calls.ts';

/**
 * Validation of an account from its e-mail link. A query rather than a mutation on purpose: the page
 * runs it on arrival, and a query is shared by its key, so React's double effects (StrictMode) or a
 * re-render never spend the one-time token twice (nor does another write: lib/calls.ts never asks a
 * write's answer again). Never retried: a refused token stays refused.
 */
export function useValidateAccount(token: string, enabled: boolean) {
  return useCall(
    validate,
    { params: { token } },
    { enabled, retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY },
  );
}
