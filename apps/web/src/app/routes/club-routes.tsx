import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { adminHandle, page } from './route-helpers.ts';

const clubPage = page(() => import('../../features/club/pages/club.tsx'));
const adminClubPage = page(() => import('../../features/club/pages/admin-club.tsx'));
const clubEditPage = page(() => import('../../features/club/pages/club-edit.tsx'));

/** The club's own public pages (issue 3). */
export const clubPublicRoutes: RouteObject[] = [
  {
    path: paths.live.pattern,
    handle: { titleKey: 'nav.live' },
    lazy: page(() => import('../../features/club/pages/live.tsx')),
  },
  {
    path: paths.legalNotice.pattern,
    handle: { titleKey: 'nav.legalNotice' },
    lazy: page(() => import('../../features/club/pages/legal-notice.tsx')),
  },
  { path: paths.club.pattern, handle: { titleKey: 'nav.club' }, lazy: clubPage },
];

/** Club administration, for the club's managers. */
export const clubAdminRoutes: RouteObject[] = [
  { path: paths.admin.club.pattern, handle: adminHandle, lazy: adminClubPage },
  { path: paths.admin.clubSection.pattern, handle: adminHandle, lazy: adminClubPage },
  {
    path: paths.admin.legalNotice.pattern,
    handle: adminHandle,
    lazy: page(() => import('../../features/club/pages/admin-legal-notice.tsx')),
  },
];

/** The super administrator's screens (role 1 only; the guard is in router.tsx). */
export const superAdminRoutes: RouteObject[] = [
  {
    path: paths.superAdmin.clubList.pattern,
    handle: adminHandle,
    lazy: page(() => import('../../features/club/pages/club-list.tsx')),
  },
  { path: paths.superAdmin.clubCreation.pattern, handle: adminHandle, lazy: clubEditPage },
  { path: paths.superAdmin.clubEdit.pattern, handle: adminHandle, lazy: clubEditPage },
  {
    path: paths.superAdmin.solutions.pattern,
    handle: adminHandle,
    lazy: page(() => import('../../features/club/pages/solutions.tsx')),
  },
  {
    path: paths.superAdmin.managerEdit.pattern,
    handle: adminHandle,
    lazy: page(() => import('../../features/club/pages/manager-edit.tsx')),
  },
];
