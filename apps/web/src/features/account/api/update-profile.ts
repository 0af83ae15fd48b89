import { updateProfile } from '@club/shared/api/users';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type UpdateProfileInput = ReturnType<typeof updateProfile.body.parse>;

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: UpdateProfileInput) => callApi(updateProfile, { body }),
  });
}
