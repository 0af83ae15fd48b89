import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { HomeSlotsProvider } from '../features/home/components/home-slots.tsx';
import { ClubProvider, useClub } from '../lib/club-context.tsx';
import { SessionProvider } from '../lib/session-context.tsx';
import { clubTheme, cssVariablesResolver } from '../lib/theme.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { homeSlots } from './home-slots.tsx';

const OverlayHosts = lazy(() => import('./overlay-hosts.tsx'));

/** Notices and modals: the browser's alone, mounted once the page is interactive. */
function BrowserOverlayHosts() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <OverlayHosts />
    </Suspense>
  );
}

/** Mantine with the club's colour as primary colour; everything that shows UI lives inside it. */
function ClubTheme({ router }: { router: ReactNode }) {
  const club = useClub();
  const theme = useMemo(() => clubTheme(club.Color), [club.Color]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <BrowserOverlayHosts />
      {/* The connection popup's provider sits in the root layout, inside the router, so it can link. */}
      <SessionProvider>
        <HomeSlotsProvider value={homeSlots}>{router}</HomeSlotsProvider>
      </SessionProvider>
    </MantineProvider>
  );
}

/**
 * Providers in dependency order: server state, then the club (the theme needs its colour), then UI.
 * `router` is the browser's router, or the server's static one when a page is rendered there.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ClubProvider>
        <ClubTheme router={router} />
      </ClubProvider>
    </QueryClientProvider>
  );
}
