import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { adminHandle, comingSoon } from './route-helpers.tsx';

/** News (issue 6): public list and item pages. */
export const newsPublicRoutes: RouteObject[] = [
  comingSoon(paths.news.pattern, { titleKey: 'nav.news' }),
  comingSoon(paths.newsList.pattern, { titleKey: 'nav.news' }),
];

/** News administration, for the club's managers. */
export const newsAdminRoutes: RouteObject[] = [
  paths.admin.clubNews,
  paths.admin.newsCreation,
  paths.admin.newsEdit,
  paths.admin.newsEditOne,
  paths.admin.newsList,
].map((route) => comingSoon(route.pattern, adminHandle));
