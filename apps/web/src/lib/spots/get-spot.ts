import { getSpot } from '@club/shared/api/spots';
import { useCall } from '../calls.ts';

export function useSpot(spotId: number | null) {
  return useCall(getSpot, { params: { id: spotId ?? 0 } }, { enabled: spotId !== null, retry: false });
}
