import { updateProfile } from '@club/shared/api/users';
import { useCallMutation } from '../../../lib/call-writes.ts';

export type UpdateProfileInput = ReturnType<typeof updateProfile.body.parse>;

export function useUpdateProfile() {
  return useCallMutation(updateProfile, { request: (body: UpdateProfileInput) => ({ body }) });
}
