import type { Spot } from '@club/shared/api/spots';
import { useClub } from './club-context.tsx';
import { useSpots } from './spots/get-spots-by-club.ts';

/**
 * What is live on the club's site right now: the club itself (Is_live) and the spots whose live is on.
 * The spot list is the home map's query (shared cache): every public page can tell, the live banner
 * and the navigation show it, /live lists the spots.
 */
export function useLiveNow(): { clubLive: boolean; liveSpots: Spot[]; isLive: boolean } {
  const club = useClub();
  const spots = useSpots(club.Id);
  const liveSpots = (spots.data ?? []).filter((spot) => spot.Live);
  return { clubLive: club.Is_live, liveSpots, isLive: club.Is_live || liveSpots.length > 0 };
}
