import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { comingSoon } from './route-helpers.tsx';

/** Private messages between the club's members (issue 7). */
export const messagePublicRoutes: RouteObject[] = [
  comingSoon(paths.contact.pattern, { titleKey: 'nav.contact' }),
  comingSoon(paths.contactMember.pattern, { titleKey: 'nav.contact' }),
];
