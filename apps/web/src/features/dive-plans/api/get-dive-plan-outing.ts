import { getOuting } from '@club/shared/api/outings';
import { useCall } from '../../../lib/calls.ts';

/** The outing a plan belongs to: its title, day and spots (the dives' sites are among them). */
export function useDivePlanOuting(outingId: number) {
  return useCall(getOuting, { params: { id: outingId } });
}
