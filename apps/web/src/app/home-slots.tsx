import { lazy } from 'react';
import type { HomeSlots } from '../features/home/components/home-slots.tsx';

/**
 * The parts of the home page that come from the news and media features. Each loads beside the page
 * when it is shown: the highlights sit below the fold, the player opens on a click.
 */
export const homeSlots: HomeSlots = {
  Highlights: lazy(() => import('./home-highlights.tsx')),
  SpotVideoPlayer: lazy(() =>
    import('../features/media/components/spot-video-player.tsx').then((module) => ({
      default: module.SpotVideoPlayer,
    })),
  ),
};
