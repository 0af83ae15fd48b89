import { resetPassword } from '@club/shared/api/users';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type ResetPasswordInput = ReturnType<typeof resetPassword.body.parse>;

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordInput) => callApi(resetPassword, { body }),
  });
}
