import { getInfos } from '@club/shared/api/spots';
import { useCall } from '../calls.ts';

/** The spot infos in the visitor's language (a change of language reloads the page). */
export function useSpotInfos(spotId: number | null) {
  return useCall(getInfos, { params: { id: spotId ?? 0 } }, { enabled: spotId !== null });
}
