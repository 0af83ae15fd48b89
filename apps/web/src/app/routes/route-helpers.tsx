import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../components/coming-soon.tsx';
import type { RouteHandle } from '../route-handle.ts';

/** A lazily loaded page: its module has a default-exported component (one bundle per page). */
type PageModule = { default: ComponentType };
export const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

/** A route whose feature arrives in a later version: the layout with a "coming soon" notice. */
export function comingSoon(pattern: string, handle: RouteHandle = {}, withHeading = true): RouteObject {
  return {
    path: pattern,
    element: <ComingSoon titleKey={withHeading ? handle.titleKey : undefined} />,
    handle,
  };
}

export const adminHandle: RouteHandle = { titleKey: 'nav.admin' };
