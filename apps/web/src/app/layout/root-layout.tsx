import { Progress } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { FacebookLoginReturn } from '../../features/auth/components/facebook-login.tsx';
import { OfflineSupport } from '../../features/offline/offline-support.tsx';
import { useClub } from '../../lib/club-context.tsx';
import { type ConnectionModalProps, ConnectionModalProvider } from '../../lib/connection-modal-context.tsx';
import { usePageViews } from '../../lib/page-views.ts';
import { isRouteHandle } from '../route-handle.ts';
import { Footer } from './footer.tsx';
import { Header, useClubColors } from './header.tsx';
import classes from './layout.module.css';

/** Shown only while something is live: its code loads after the page's first paint. */
const LiveBanner = lazy(() => import('./live-banner.tsx').then((module) => ({ default: module.LiveBanner })));

const ConnectionModal = lazy(() =>
  import('../../features/auth/components/connection-modal.tsx').then((module) => ({
    default: module.ConnectionModal,
  })),
);

/** The connection popup's code loads the first time it opens, then stays mounted (its closing animation). */
function ConnectionModalOnDemand(props: ConnectionModalProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConnectionModal {...props} />
    </Suspense>
  );
}

/** Set by the /auth/{token} page after a successful account validation, read once here. */
const ACCOUNT_VALIDATED_KEY = 'account_validated';

/** The route's title key and shattered flag, from the deepest route that sets them. */
function useRouteHandle() {
  const matches = useMatches();
  let titleKey: string | undefined;
  let shattered = false;
  for (const match of matches) {
    if (!isRouteHandle(match.handle)) continue;
    titleKey = match.handle.titleKey ?? titleKey;
    shattered = match.handle.shattered ?? shattered;
  }
  return { titleKey, shattered };
}

/** Document title, theme colour and the one-time "account validated" flash. */
function usePageEffects(titleKey: string | undefined) {
  const { t } = useTranslation();
  const club = useClub();
  const { background } = useClubColors();
  const { key: locationKey } = useLocation();

  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} · ${club.Name}` : club.Name;
  }, [titleKey, club.Name, t]);

  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', background);
  }, [background]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read the flag after each navigation (/auth sets it, then goes to /)
  useEffect(() => {
    try {
      if (sessionStorage.getItem(ACCOUNT_VALIDATED_KEY) !== '1') return;
      sessionStorage.removeItem(ACCOUNT_VALIDATED_KEY);
    } catch {
      return;
    }
    // Notices load on demand: their code is not part of a page's first JavaScript.
    void import('../../lib/flash.ts').then(({ flashSuccess }) => flashSuccess(t('flash.accountValidated')));
  }, [locationKey, t]);
}

/** Header, page and footer of every screen, with the connection popup available everywhere. */
export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { titleKey, shattered } = useRouteHandle();
  usePageEffects(titleKey);
  usePageViews();

  return (
    <ConnectionModalProvider modal={ConnectionModalOnDemand}>
      <FacebookLoginReturn />
      <div className={classes.shell}>
        {navigation.state !== 'idle' && (
          <Progress value={100} animated size="xs" radius={0} className={classes.progress} aria-hidden />
        )}
        <a href="#main-content" className={classes.skipLink}>
          {t('common.skipToContent')}
        </a>
        <Header />
        <Suspense fallback={null}>
          <LiveBanner />
        </Suspense>
        <OfflineSupport />
        {/* Every page in the one content width; the shattered pages' tint spans the window behind it. */}
        <main
          id="main-content"
          tabIndex={-1}
          className={shattered ? `${classes.main} ${classes.shattered}` : classes.main}
        >
          <div className={shattered ? `${classes.page} shattered` : classes.page}>
            <Outlet />
          </div>
        </main>
        <Footer />
      </div>
      {/* A page loaded from its address has React Router's key 'default', whatever the page: keyed by
          key alone, a page opened after another was scrolled opened scrolled as far down. */}
      <ScrollRestoration
        getKey={(location) => (location.key === 'default' ? location.pathname : location.key)}
      />
    </ConnectionModalProvider>
  );
}
