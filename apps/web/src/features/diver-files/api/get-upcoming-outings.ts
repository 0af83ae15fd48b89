import { getOutings } from '@club/shared/api/outings';
import { useCall } from '../../../lib/calls.ts';

/** The club's next outings (the first page, soonest first): the days the table of papers may be read for. */
export function useUpcomingOutings(clubId: number) {
  return useCall(getOutings, { params: { clubId, page: 0 }, body: { past: false } });
}
