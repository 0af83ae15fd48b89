import { changePasswordProfile } from '@club/shared/api/users';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type ChangePasswordProfileInput = ReturnType<typeof changePasswordProfile.body.parse>;

export function useChangePasswordProfile() {
  return useMutation({
    mutationFn: (body: ChangePasswordProfileInput) => callApi(changePasswordProfile, { body }),
  });
}
