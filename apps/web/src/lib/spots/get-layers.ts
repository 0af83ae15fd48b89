import { getLayers } from '@club/shared/api/layers';
import { useMemo } from 'react';
import { useCall } from '../calls.ts';

/**
 * The layers of a spot, drawn in the editor first, then uploaded: one read of each kind (`uploadedFlag`
 * 0 and 1), as one list. Two reads rather than `useQueries`, which the home's first load would carry.
 */
export function useSpotLayers(spotId: number | null) {
  const enabled = spotId !== null;
  const drawn = useCall(getLayers, { params: { spotId: spotId ?? 0, uploadedFlag: 0 } }, { enabled });
  const uploaded = useCall(getLayers, { params: { spotId: spotId ?? 0, uploadedFlag: 1 } }, { enabled });
  const isSuccess = drawn.isSuccess && uploaded.isSuccess;
  const data = useMemo(
    () => (drawn.data && uploaded.data ? [...drawn.data, ...uploaded.data] : undefined),
    [drawn.data, uploaded.data],
  );
  return { data: isSuccess ? data : undefined, isSuccess, isError: drawn.isError || uploaded.isError };
}
