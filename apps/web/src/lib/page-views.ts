import { addPageView } from '@club/shared/api/analytics';
import { countedPagePath } from '@club/shared/page-rules';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { callApi } from './api-client.ts';

/** Records a page view for every non-admin page (SPEC.md section 1); failures are ignored. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const path = countedPagePath(pathname);
    if (path === null) return;
    // In a task of its own: the effects of a page just hydrated already make one long task on a phone.
    setTimeout(() => {
      callApi(addPageView, { body: { path } }).catch(() => undefined);
    }, 0);
  }, [pathname]);
}
