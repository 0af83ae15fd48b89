import type { BodyOf } from '@club/shared/api/contract';
import { createOuting } from '@club/shared/api/outings';
import { useCallMutation } from '../../../lib/call-writes.ts';

export function useCreateOuting() {
  return useCallMutation(createOuting, { request: (body: BodyOf<typeof createOuting>) => ({ body }) });
}
