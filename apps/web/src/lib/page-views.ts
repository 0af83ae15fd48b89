import { addPageView } from '@club/shared/api/analytics';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { callApi } from './api-client.ts';

/** Paths that carry a secret (a one-time link's token): counted under their prefix only. */
const SECRET_PREFIXES = ['/auth/', '/change_email/', '/reset_password/'];

/** The path counted for a page: never an admin page, never a token. */
export function countedPath(pathname: string): string | null {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  const secret = SECRET_PREFIXES.find((prefix) => pathname.startsWith(prefix));
  const path = secret ? secret.slice(0, -1) : pathname;
  return /^\/[A-Za-z0-9_\-/.]{0,199}$/.test(path) ? path : null;
}

/** Records a page view for every non-admin page (SPEC.md section 1); failures are ignored. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const path = countedPath(pathname);
    if (path === null) return;
    callApi(addPageView, { body: { path } }).catch(() => undefined);
  }, [pathname]);
}
