import type { Media } from '@club/shared/api/spots';
import { type ComponentType, type CSSProperties, createContext, useContext } from 'react';

export interface SpotVideoPlayerProps {
  spotId: number;
  /** The video of the spot's media strip to play; null while none is. */
  media: Media | null;
  onClose(): void;
}

export interface MapOfflineButtonProps {
  spots: { Id: number; Latitude: number; Longitude: number }[];
  clubId: number;
  /** The imagery's tile URL template (getMapConfig). */
  tileTemplate: string;
  /** The club's cap on what a visitor saves, in megabytes (Offline_area_mb). */
  capMegabytes: number;
  style?: CSSProperties;
}

/**
 * What the home page shows of other features: features never import each other, so the app gives
 * them here (app/home-slots.tsx), as it gives the spot popup to the spot administration.
 */
export interface HomeSlots {
  /** The club's latest news, picture and video, under the map. */
  Highlights: ComponentType;
  /** The player popup of a video of a spot's media strip. */
  SpotVideoPlayer: ComponentType<SpotVideoPlayerProps>;
  /** On the map: "save the area for offline" (the offline feature). */
  MapOfflineButton: ComponentType<MapOfflineButtonProps>;
}

const HomeSlotsContext = createContext<HomeSlots | null>(null);

export const HomeSlotsProvider = HomeSlotsContext.Provider;

export function useHomeSlots(): HomeSlots {
  const slots = useContext(HomeSlotsContext);
  if (!slots) throw new Error('The home page needs the HomeSlotsProvider of the app.');
  return slots;
}
