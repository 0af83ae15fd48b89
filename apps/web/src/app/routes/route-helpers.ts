import type { ComponentType } from 'react';
import type { RouteHandle } from '../route-handle.ts';

/** A lazily loaded page: its module has a default-exported component (one bundle per page). */
type PageModule = { default: ComponentType };
export type LazyPage = () => Promise<{ Component: ComponentType }>;
export const page =
  (load: () => Promise<PageModule>): LazyPage =>
  async () => ({ Component: (await load()).default });

export const adminHandle: RouteHandle = { titleKey: 'nav.admin' };
