import { getMapConfig } from '@club/shared/api/spots';
import { useCall } from '../calls.ts';

/** The map's settings (tile address...): the server's configuration, read once per visit. */
export function useMapConfig() {
  return useCall(getMapConfig, {}, { staleTime: Number.POSITIVE_INFINITY });
}
