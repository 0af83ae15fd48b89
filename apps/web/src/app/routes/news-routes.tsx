import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { adminHandle, page } from './route-helpers.ts';

const newsList = page(() => import('../../features/news/pages/news-list.tsx'));
const newsDetail = page(() => import('../../features/news/pages/news-detail.tsx'));
const adminNewsList = page(() => import('../../features/news/pages/admin-news-list.tsx'));
const adminNewsEdit = page(() => import('../../features/news/pages/admin-news-edit.tsx'));

/** News (issue 6): public list and item pages. */
export const newsPublicRoutes: RouteObject[] = [
  { path: paths.news.pattern, handle: { titleKey: 'nav.news' }, lazy: newsDetail },
  { path: paths.newsList.pattern, handle: { titleKey: 'nav.news' }, lazy: newsList },
];

/** News administration, for the club's managers. /admin/gestion_actu_club is the club's news management. */
export const newsAdminRoutes: RouteObject[] = [
  { path: paths.admin.clubNews.pattern, handle: adminHandle, lazy: adminNewsList },
  { path: paths.admin.newsList.pattern, handle: adminHandle, lazy: adminNewsList },
  { path: paths.admin.newsCreation.pattern, handle: adminHandle, lazy: adminNewsEdit },
  { path: paths.admin.newsEdit.pattern, handle: adminHandle, lazy: adminNewsEdit },
  { path: paths.admin.newsEditOne.pattern, handle: adminHandle, lazy: adminNewsEdit },
];
