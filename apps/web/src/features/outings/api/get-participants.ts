import { getParticipants } from '@club/shared/api/outings';
import { useCall } from '../../../lib/calls.ts';

/** Who is going: members of the club only (`enabled` false for a visitor, who may not ask). */
export function useParticipants(outingId: number, enabled: boolean) {
  return useCall(getParticipants, { params: { id: outingId } }, { enabled });
}
