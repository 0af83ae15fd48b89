import { register } from '@club/shared/api/users';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The registration body once the shared schema has checked and normalised it. */
export type RegisterInput = ReturnType<typeof register.body.parse>;

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterInput) => callApi(register, { body }),
  });
}
