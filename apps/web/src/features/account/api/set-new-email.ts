import { setNewEmail } from '@club/shared/api/users';
import { useCall } from '../../../lib/calls.ts';

/**
 * Confirmation of a new e-mail from its link: a read of the write's answer, so that the one-time token
 * is spent once (see validate-account.ts).
 */
export function useSetNewEmail(token: string, enabled: boolean) {
  return useCall(
    setNewEmail,
    { params: { token } },
    { enabled, retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY },
  );
}
