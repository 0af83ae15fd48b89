import { getSpotsByClub } from '@club/shared/api/spots';
import { useCall } from '../calls.ts';

/** The club's spots: the home map, the live banner, the spot administration and the media filters. */
export function useSpots(clubId: number, options: { staleTime?: number } = {}) {
  return useCall(getSpotsByClub, { params: { clubId } }, options);
}
