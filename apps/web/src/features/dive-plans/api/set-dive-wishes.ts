import type { BodyOf } from '@club/shared/api/contract';
import { setDiveWishes } from '@club/shared/api/dive-plans';
import { useCallMutation } from '../../../lib/call-writes.ts';

/** The member says what they want to do on the outing's dives; the plan's `My_wishes` is read again. */
export function useSetDiveWishes() {
  return useCallMutation(setDiveWishes, { request: (body: BodyOf<typeof setDiveWishes>) => ({ body }) });
}
