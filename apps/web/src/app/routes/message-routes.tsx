import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { RequireClubMember } from '../../lib/route-guards.tsx';
import { page } from './route-helpers.ts';

const contactPage = page(() => import('../../features/messages/pages/contact.tsx'));

/** Private messages between the club's members (issue 7): the club's members only: visitors and other accounts go home, told why. */
export const messagePublicRoutes: RouteObject[] = [
  {
    element: <RequireClubMember />,
    children: [
      { path: paths.contact.pattern, handle: { titleKey: 'nav.contact' }, lazy: contactPage },
      { path: paths.contactMember.pattern, handle: { titleKey: 'nav.contact' }, lazy: contactPage },
    ],
  },
];
