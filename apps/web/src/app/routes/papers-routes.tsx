import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { adminHandle, page } from './route-helpers.ts';

const clubPapers = page(() => import('../../features/diver-files/pages/club-papers-page.tsx'));
const memberPapers = page(() => import('../../features/diver-files/pages/member-papers-page.tsx'));

/** Divers' papers (issue 34), for the club's managers: the club's table, and one member's papers. */
export const papersAdminRoutes: RouteObject[] = [
  { path: paths.admin.papers.pattern, handle: adminHandle, lazy: clubPapers },
  { path: paths.admin.memberPapers.pattern, handle: adminHandle, lazy: memberPapers },
];
