import { askNewEmail } from '@club/shared/api/users';
import { useCallMutation } from '../../../lib/call-writes.ts';

export type AskNewEmailInput = ReturnType<typeof askNewEmail.body.parse>;

export function useAskNewEmail() {
  return useCallMutation(askNewEmail, { request: (body: AskNewEmailInput) => ({ body }) });
}
