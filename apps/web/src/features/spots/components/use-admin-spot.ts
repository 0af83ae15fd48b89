import { useSpot } from '../../../lib/spots/get-spot.ts';

/** The spot of an admin page's `:spotId`; `missing` when it does not exist on this club's site. */
export function useAdminSpot(spotIdParam: string | undefined) {
  const parsed = Number(spotIdParam);
  const spotId = Number.isInteger(parsed) && parsed > 0 ? parsed : null;
  const query = useSpot(spotId);
  return {
    spotId,
    spot: query.data ?? null,
    missing: spotId === null || query.isError,
    isPending: query.isPending,
  };
}
