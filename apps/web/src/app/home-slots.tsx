import { lazy } from 'react';
import type { HomeSlots } from '../features/home/components/home-slots.tsx';
import { lazyPart } from '../lib/lazy-part.tsx';

/**
 * The club's last news, picture and video under the map. The server renders them; the home's page
 * loads their code before hydrating (app/page-components.ts), or React would hydrate them in one
 * synchronous render (a long task) once their code came.
 */
export const highlights = lazyPart(() => import('./home-highlights.tsx').then((module) => module.default));

/**
 * The parts of the home page that come from the news, media and offline features. Each loads beside
 * the page: the highlights with it (above), the player when a video is clicked, the map's offline
 * button with the map.
 */
export const homeSlots: HomeSlots = {
  Highlights: highlights.Part,
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
