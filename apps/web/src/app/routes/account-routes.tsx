import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { RequireClubMember, RequireSignedIn, RequireSignedOut } from '../../lib/route-guards.tsx';
import { page } from './route-helpers.ts';

/** One's own account (issue 2). */
export const accountRoutes: RouteObject[] = [
  {
    // Register redirects home when signed in (SPEC.md section 4).
    element: <RequireSignedOut />,
    children: [
      {
        path: paths.register.pattern,
        handle: { titleKey: 'nav.register' },
        lazy: page(() => import('../../features/account/pages/register.tsx')),
      },
    ],
  },
  {
    path: paths.registerSuccess.pattern,
    handle: { titleKey: 'nav.register' },
    lazy: page(() => import('../../features/account/pages/register-success.tsx')),
  },
  { path: paths.auth.pattern, lazy: page(() => import('../../features/account/pages/auth-token.tsx')) },
  {
    path: paths.changeEmail.pattern,
    lazy: page(() => import('../../features/account/pages/change-email.tsx')),
  },
  {
    path: paths.resetPassword.pattern,
    lazy: page(() => import('../../features/account/pages/reset-password.tsx')),
  },
  {
    // Profile redirects home when signed out (SPEC.md section 4).
    element: <RequireSignedIn />,
    children: [
      {
        path: paths.profile.pattern,
        handle: { titleKey: 'nav.profile' },
        lazy: page(() => import('../../features/account/pages/profile.tsx')),
      },
    ],
  },
  {
    // One's papers are kept by one's club: the super administrator has none (issue 34).
    element: <RequireClubMember />,
    children: [
      {
        path: paths.myPapers.pattern,
        handle: { titleKey: 'papers.title' },
        lazy: page(() => import('../../features/diver-files/pages/my-papers-page.tsx')),
      },
    ],
  },
];
