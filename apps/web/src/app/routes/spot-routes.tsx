import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { adminHandle, page } from './route-helpers.ts';

const home = page(() => import('../../features/home/pages/home.tsx'));
const layerEditor = page(() => import('../../features/spots/pages/layer-editor.tsx'));

/** The home map and the spots' public pages (issue 4). */
export const spotPublicRoutes: RouteObject[] = [
  { index: true, lazy: home },
  { path: paths.homeSpot.pattern, lazy: home },
  {
    path: paths.replays.pattern,
    lazy: page(() => import('../../features/spots/pages/replays.tsx')),
    handle: { titleKey: 'nav.replays', shattered: true },
  },
];

/** '/' and any unknown path show the home screen (SPEC.md section 2). */
export const homeFallbackRoute: RouteObject = { path: '*', lazy: home };

/** Spot administration, for the club's managers. */
export const spotAdminRoutes: RouteObject[] = [
  {
    path: paths.admin.spots.pattern,
    lazy: page(() => import('./admin-spots-route.tsx')),
    handle: adminHandle,
  },
  {
    path: paths.admin.replay.pattern,
    lazy: page(() => import('../../features/spots/pages/admin-replays.tsx')),
    handle: adminHandle,
  },
  {
    path: paths.admin.spotSheet.pattern,
    lazy: page(() => import('../../features/spots/pages/spot-descriptif.tsx')),
    handle: adminHandle,
  },
  { path: paths.admin.layerEditor.pattern, lazy: layerEditor, handle: adminHandle },
  { path: paths.admin.layerCreation.pattern, lazy: layerEditor, handle: adminHandle },
];
