import { getMedia } from '@club/shared/api/spots';
import { useCall } from '../calls.ts';

/** A spot's pictures and videos, newest first. */
export function useSpotMedia(spotId: number | null) {
  return useCall(getMedia, { params: { spotId: spotId ?? 0 } }, { enabled: spotId !== null });
}
