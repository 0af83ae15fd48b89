import { askNewEmail } from '@club/shared/api/users';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type AskNewEmailInput = ReturnType<typeof askNewEmail.body.parse>;

export function useAskNewEmail() {
  return useMutation({
    mutationFn: (body: AskNewEmailInput) => callApi(askNewEmail, { body }),
  });
}
