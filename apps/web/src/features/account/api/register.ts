import { register } from '@club/shared/api/users';
import { useCallMutation } from '../../../lib/call-writes.ts';

/** The registration body once the shared schema has checked and normalised it. */
export type RegisterInput = ReturnType<typeof register.body.parse>;

export function useRegister() {
  return useCallMutation(register, { request: (body: RegisterInput) => ({ body }) });
}
