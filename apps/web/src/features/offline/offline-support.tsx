import { lazy, Suspense, useEffect, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** The notice, the write refusals and the service worker: their code loads once the page has loaded. */
const OfflinePanel = lazy(() => import('./offline-panel.tsx'));

/**
 * Offline reading (issue 15), mounted once under the header (root-layout.tsx). Nothing of it runs
 * before the page is interactive and loaded: the first JavaScript of a page and Lighthouse's figures
 * stay as they are.
 */
export function OfflineSupport() {
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    if (document.readyState === 'complete') {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [hydrated]);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <OfflinePanel />
    </Suspense>
  );
}
