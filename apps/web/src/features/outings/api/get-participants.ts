import { getParticipants } from '@club/shared/api/outings';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { outingsKeys } from './outings-keys.ts';

/** Who is going: members of the club only (`enabled` false for a visitor, who may not ask). */
export function useParticipants(outingId: number, enabled: boolean) {
  return useQuery({
    queryKey: outingsKeys.participants(outingId),
    queryFn: ({ signal }) => callApi(getParticipants, { params: { id: outingId }, signal }),
    enabled,
  });
}
