import type { RouteObject } from 'react-router';
import { NotFound } from '../lib/club-context.tsx';
import { RequireAdmin, RequireSuperAdmin } from '../lib/route-guards.tsx';
import { PageLoader, PageNotFound, RouteError } from './layout/page-states.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { accountRoutes } from './routes/account-routes.tsx';
import { clubAdminRoutes, clubPublicRoutes, superAdminRoutes } from './routes/club-routes.tsx';
import { divePlanAdminRoutes, divePlanMemberRoutes } from './routes/dive-plan-routes.tsx';
import { mediaAdminRoutes, mediaPublicRoutes } from './routes/media-routes.tsx';
import { messagePublicRoutes } from './routes/message-routes.tsx';
import { newsAdminRoutes, newsPublicRoutes } from './routes/news-routes.tsx';
import { outingAdminRoutes, outingPublicRoutes } from './routes/outing-routes.tsx';
import { papersAdminRoutes } from './routes/papers-routes.tsx';
import { page } from './routes/route-helpers.ts';
import { homeFallbackRoute, spotAdminRoutes, spotPublicRoutes } from './routes/spot-routes.tsx';

/** The admin area: its own bundle (admin-layout), behind the role checks of SPEC.md section 6. */
const adminArea: RouteObject = {
  element: <RequireAdmin />,
  children: [
    {
      lazy: page(() => import('./admin-layout.tsx')),
      children: [
        ...clubAdminRoutes,
        ...spotAdminRoutes,
        ...mediaAdminRoutes,
        ...newsAdminRoutes,
        ...outingAdminRoutes,
        ...papersAdminRoutes,
        ...divePlanAdminRoutes,
        { element: <RequireSuperAdmin />, children: superAdminRoutes },
      ],
    },
  ],
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Any route-resolution failure replaces the page with 'Not found' (SPEC.md section 2); a page's
    // code missing after a deploy reloads the page once first (lib/stale-build.ts).
    errorElement: <RouteError notFound={<NotFound />} />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        errorElement: <RouteError notFound={<PageNotFound />} />,
        children: [
          ...spotPublicRoutes,
          ...mediaPublicRoutes,
          ...newsPublicRoutes,
          ...outingPublicRoutes,
          ...divePlanMemberRoutes,
          ...clubPublicRoutes,
          ...messagePublicRoutes,
          ...accountRoutes,
          adminArea,
          homeFallbackRoute,
        ],
      },
    ],
  },
];
