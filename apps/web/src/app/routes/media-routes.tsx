import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { adminHandle, page } from './route-helpers.ts';

const galleryPage = page(() => import('../../features/media/pages/gallery.tsx'));
const videosPage = page(() => import('../../features/media/pages/videos.tsx'));
const galleryHandle = { titleKey: 'nav.gallery', shattered: true };
const videosHandle = { titleKey: 'nav.videos', shattered: true };

/** Pictures and videos (issue 5). */
export const mediaPublicRoutes: RouteObject[] = [
  { path: paths.video.pattern, handle: videosHandle, lazy: videosPage },
  { path: paths.videoFiltered.pattern, handle: videosHandle, lazy: videosPage },
  { path: paths.gallery.pattern, handle: galleryHandle, lazy: galleryPage },
  { path: paths.galleryFiltered.pattern, handle: galleryHandle, lazy: galleryPage },
];

const adminGalleryPage = page(() => import('../../features/media/pages/admin-gallery.tsx'));
const adminVideosPage = page(() => import('../../features/media/pages/admin-videos.tsx'));

/** Media administration, for the club's managers. */
export const mediaAdminRoutes: RouteObject[] = [
  { path: paths.admin.gallery.pattern, handle: adminHandle, lazy: adminGalleryPage },
  { path: paths.admin.galleryFiltered.pattern, handle: adminHandle, lazy: adminGalleryPage },
  { path: paths.admin.video.pattern, handle: adminHandle, lazy: adminVideosPage },
  { path: paths.admin.videoFiltered.pattern, handle: adminHandle, lazy: adminVideosPage },
];
