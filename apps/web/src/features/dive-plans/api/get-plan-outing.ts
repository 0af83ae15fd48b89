import { getOuting } from '@club/shared/api/outings';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { divePlanKeys } from './dive-plan-keys.ts';

/** The outing a plan belongs to: its title, day and spots (the dives' sites are among them). */
export function usePlanOuting(outingId: number, language: string) {
  return useQuery({
    queryKey: divePlanKeys.outing(outingId, language),
    queryFn: ({ signal }) => callApi(getOuting, { params: { id: outingId }, signal }),
  });
}
