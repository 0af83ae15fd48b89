import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { adminHandle, comingSoon } from './route-helpers.tsx';

/** The club's own public pages (issue 3). */
export const clubPublicRoutes: RouteObject[] = [
  comingSoon(paths.live.pattern, { titleKey: 'nav.live' }),
  comingSoon(paths.legalNotice.pattern, { titleKey: 'nav.legalNotice' }),
  comingSoon(paths.club.pattern, { titleKey: 'nav.club' }),
];

/** Club administration, for the club's managers. */
export const clubAdminRoutes: RouteObject[] = [
  paths.admin.club,
  paths.admin.clubSection,
  paths.admin.legalNotice,
].map((route) => comingSoon(route.pattern, adminHandle));

/** The super administrator's screens (role 1 only; the guard is in router.tsx). */
export const superAdminRoutes: RouteObject[] = Object.values(paths.superAdmin).map((route) =>
  comingSoon(route.pattern, adminHandle, false),
);
