import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { RequireClubMember } from '../../lib/route-guards.tsx';
import { adminHandle, page } from './route-helpers.ts';

const divePlanPage = page(() => import('../../features/dive-plans/pages/dive-plan-page.tsx'));
const safetySheetsPage = page(() => import('../../features/dive-plans/pages/safety-sheets-page.tsx'));

/**
 * The dive director's day (issue 31): an outing's palanquées and safety sheet, for the club's members
 * (its managers and dive director edit; another member sees their own team).
 */
export const divePlanMemberRoutes: RouteObject[] = [
  {
    element: <RequireClubMember worksOffline />,
    children: [
      { path: paths.outingDivePlan.pattern, handle: { titleKey: 'divePlan.title' }, lazy: divePlanPage },
    ],
  },
];

/** The club's kept safety sheets, for its managers. */
export const divePlanAdminRoutes: RouteObject[] = [
  { path: paths.admin.safetySheets.pattern, handle: adminHandle, lazy: safetySheetsPage },
];
