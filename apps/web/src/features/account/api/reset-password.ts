import { resetPassword } from '@club/shared/api/users';
import { useCallMutation } from '../../../lib/call-writes.ts';

export type ResetPasswordInput = ReturnType<typeof resetPassword.body.parse>;

export function useResetPassword() {
  return useCallMutation(resetPassword, { request: (body: ResetPasswordInput) => ({ body }) });
}
