import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { adminHandle, comingSoon, page } from './route-helpers.tsx';

const home = page(() => import('../../features/home/pages/home.tsx'));

/** The home map and the spots' public pages (issue 4). */
export const spotPublicRoutes: RouteObject[] = [
  { index: true, lazy: home },
  { path: paths.homeSpot.pattern, lazy: home },
  comingSoon(paths.replays.pattern, { titleKey: 'nav.replays', shattered: true }),
];

/** '/' and any unknown path show the home screen (SPEC.md section 2). */
export const homeFallbackRoute: RouteObject = { path: '*', lazy: home };

/** Spot administration, for the club's managers. */
export const spotAdminRoutes: RouteObject[] = [
  paths.admin.replay,
  paths.admin.spotSheet,
  paths.admin.layerEditor,
  paths.admin.layerCreation,
].map((route) => comingSoon(route.pattern, adminHandle));
