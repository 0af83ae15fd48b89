import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { adminHandle, comingSoon } from './route-helpers.tsx';

/** Pictures and videos (issue 5). */
export const mediaPublicRoutes: RouteObject[] = [
  comingSoon(paths.video.pattern, { titleKey: 'nav.videos', shattered: true }),
  comingSoon(paths.videoFiltered.pattern, { titleKey: 'nav.videos', shattered: true }),
  comingSoon(paths.gallery.pattern, { titleKey: 'nav.gallery', shattered: true }),
  comingSoon(paths.galleryFiltered.pattern, { titleKey: 'nav.gallery', shattered: true }),
];

/** Media administration, for the club's managers. */
export const mediaAdminRoutes: RouteObject[] = [
  paths.admin.gallery,
  paths.admin.galleryFiltered,
  paths.admin.video,
  paths.admin.videoFiltered,
].map((route) => comingSoon(route.pattern, adminHandle));
