import { changePasswordProfile } from '@club/shared/api/users';
import { useCallMutation } from '../../../lib/call-writes.ts';

export type ChangePasswordProfileInput = ReturnType<typeof changePasswordProfile.body.parse>;

export function useChangePasswordProfile() {
  return useCallMutation(changePasswordProfile, {
    request: (body: ChangePasswordProfileInput) => ({ body }),
  });
}
