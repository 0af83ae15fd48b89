import { getOuting } from '@club/shared/api/outings';
import { useCall } from '../../../lib/calls.ts';

/** One outing in the reader's language, with its texts in every language written (page and edit form). */
export function useOuting(outingId: number) {
  return useCall(getOuting, { params: { id: outingId } });
}
