import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { adminHandle, page } from './route-helpers.ts';

const outingsList = page(() => import('../../features/outings/pages/outings-list.tsx'));
const outingDetail = page(() => import('../../features/outings/pages/outing-detail.tsx'));
const adminOutingsList = page(() => import('../../features/outings/pages/admin-outings-list.tsx'));
const adminOutingEdit = page(() => import('../../features/outings/pages/admin-outing-edit.tsx'));

/** Outings (issue 14): the calendar and each outing's page, rendered on the server like the news. */
export const outingPublicRoutes: RouteObject[] = [
  { path: paths.outings.pattern, handle: { titleKey: 'outings.nav' }, lazy: outingsList },
  { path: paths.outing.pattern, handle: { titleKey: 'outings.nav' }, lazy: outingDetail },
];

/** Outings administration, for the club's managers: the list, the form and the participants. */
export const outingAdminRoutes: RouteObject[] = [
  { path: paths.admin.outings.pattern, handle: adminHandle, lazy: adminOutingsList },
  { path: paths.admin.outingCreation.pattern, handle: adminHandle, lazy: adminOutingEdit },
  { path: paths.admin.outingEdit.pattern, handle: adminHandle, lazy: adminOutingEdit },
];
