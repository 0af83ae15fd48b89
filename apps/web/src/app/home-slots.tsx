import { lazy } from 'react';
import type { HomeSlots } from '../features/home/components/home-slots.tsx';

/**
 * The parts of the home page that come from the news, media and offline features. Each loads beside
 * the page when it is shown: the highlights sit below the fold, the player opens on a click, the
 * map's offline button comes with the map.
 */
export const homeSlots: HomeSlots = {
  Highlights: lazy(() => import('./home-highlights.tsx')),
  SpotVideoPlayer: lazy(() =>
    import('../features/media/components/spot-video-player.tsx').then((module) => ({
      default: module.SpotVideoPlayer,
    })),
  ),
  MapOfflineButton: lazy(() =>
    import('../features/offline/area/save-area-button.tsx').then((module) => ({
      default: module.SaveAreaButton,
    })),
  ),
};
