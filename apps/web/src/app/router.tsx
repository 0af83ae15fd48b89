import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ComingSoon } from '../components/coming-soon.tsx';
import { paths } from '../config/paths.ts';
import { NotFound } from '../lib/club-context.tsx';
import { RequireAdmin, RequireSignedIn, RequireSignedOut, RequireSuperAdmin } from '../lib/route-guards.tsx';
import { PageLoader, PageNotFound } from './layout/page-states.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import type { RouteHandle } from './route-handle.ts';

/** A lazily loaded page: its module has a default-exported component (one bundle per page). */
type PageModule = { default: ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const home = page(() => import('../features/home/pages/home.tsx'));

/** A route whose feature arrives in a later version: the layout with a "coming soon" notice. */
function comingSoon(pattern: string, handle: RouteHandle = {}, withHeading = true): RouteObject {
  return {
    path: pattern,
    element: <ComingSoon titleKey={withHeading ? handle.titleKey : undefined} />,
    handle,
  };
}

const publicRoutes: RouteObject[] = [
  { index: true, lazy: home },
  { path: paths.homeSpot.pattern, lazy: home },
  comingSoon(paths.video.pattern, { titleKey: 'nav.videos', shattered: true }),
  comingSoon(paths.videoFiltered.pattern, { titleKey: 'nav.videos', shattered: true }),
  comingSoon(paths.replays.pattern, { titleKey: 'nav.replays', shattered: true }),
  comingSoon(paths.news.pattern, { titleKey: 'nav.news' }),
  comingSoon(paths.newsList.pattern, { titleKey: 'nav.news' }),
  comingSoon(paths.live.pattern, { titleKey: 'nav.live' }),
  comingSoon(paths.contact.pattern, { titleKey: 'nav.contact' }),
  comingSoon(paths.contactMember.pattern, { titleKey: 'nav.contact' }),
  comingSoon(paths.legalNotice.pattern, { titleKey: 'nav.legalNotice' }),
  comingSoon(paths.gallery.pattern, { titleKey: 'nav.gallery', shattered: true }),
  comingSoon(paths.galleryFiltered.pattern, { titleKey: 'nav.gallery', shattered: true }),
  comingSoon(paths.club.pattern, { titleKey: 'nav.club' }),
];

const accountRoutes: RouteObject[] = [
  {
    // Register redirects home when signed in (SPEC.md section 4).
    element: <RequireSignedOut />,
    children: [
      {
        path: paths.register.pattern,
        handle: { titleKey: 'nav.register' },
        lazy: page(() => import('../features/account/pages/register.tsx')),
      },
    ],
  },
  {
    path: paths.registerSuccess.pattern,
    handle: { titleKey: 'nav.register' },
    lazy: page(() => import('../features/account/pages/register-success.tsx')),
  },
  { path: paths.auth.pattern, lazy: page(() => import('../features/account/pages/auth-token.tsx')) },
  {
    path: paths.changeEmail.pattern,
    lazy: page(() => import('../features/account/pages/change-email.tsx')),
  },
  {
    path: paths.resetPassword.pattern,
    lazy: page(() => import('../features/account/pages/reset-password.tsx')),
  },
  {
    // Profile redirects home when signed out (SPEC.md section 4).
    element: <RequireSignedIn />,
    children: [
      {
        path: paths.profile.pattern,
        handle: { titleKey: 'nav.profile' },
        lazy: page(() => import('../features/account/pages/profile.tsx')),
      },
    ],
  },
];

const adminHandle: RouteHandle = { titleKey: 'nav.admin' };
const adminRoutes: RouteObject[] = Object.values(paths.admin).map((route) =>
  comingSoon(route.pattern, adminHandle),
);
const superAdminRoutes: RouteObject[] = Object.values(paths.superAdmin).map((route) =>
  comingSoon(route.pattern, adminHandle, false),
);

/** The admin area: its own bundle (admin-layout), behind the role checks of SPEC.md section 6. */
const adminArea: RouteObject = {
  element: <RequireAdmin />,
  children: [
    {
      lazy: page(() => import('./admin-layout.tsx')),
      children: [...adminRoutes, { element: <RequireSuperAdmin />, children: superAdminRoutes }],
    },
  ],
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Any route-resolution failure replaces the page with 'Not found' (SPEC.md section 2).
    errorElement: <NotFound />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        errorElement: <PageNotFound />,
        children: [
          ...publicRoutes,
          ...accountRoutes,
          adminArea,
          // '/' and any unknown path show the home screen (SPEC.md section 2).
          { path: '*', lazy: home },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
