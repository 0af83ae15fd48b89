import { deleteOuting } from '@club/shared/api/outings';
import { useCallMutation } from '../../../lib/call-writes.ts';

export function useDeleteOuting() {
  return useCallMutation(deleteOuting, { request: (outingId: number) => ({ params: { id: outingId } }) });
}
