import type { BodyOf } from '@club/shared/api/contract';
import { editOuting } from '@club/shared/api/outings';
import { useCallMutation } from '../../../lib/call-writes.ts';

export function useEditOuting() {
  return useCallMutation(editOuting, { request: (body: BodyOf<typeof editOuting>) => ({ body }) });
}
