import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { ClubProvider, useClub } from '../lib/club-context.tsx';
import { bufferModalEvents } from '../lib/modal-events-buffer.ts';
import { SessionProvider } from '../lib/session-context.tsx';
import { clubTheme, cssVariablesResolver } from '../lib/theme.ts';
import { router } from './router.tsx';

bufferModalEvents();
const OverlayHosts = lazy(() => import('./overlay-hosts.tsx'));

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** Mantine with the club's colour as primary colour; everything that shows UI lives inside it. */
function ClubTheme() {
  const club = useClub();
  const theme = useMemo(() => clubTheme(club.Color), [club.Color]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense fallback={null}>
        <OverlayHosts />
      </Suspense>
      <SessionProvider>
        {/* The connection popup's provider sits in the root layout, inside the router, so it can link. */}
        <RouterProvider router={router} />
      </SessionProvider>
    </MantineProvider>
  );
}

/** Providers in dependency order: server state, then the club (the theme needs its colour), then UI. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ClubProvider>
        <ClubTheme />
      </ClubProvider>
    </QueryClientProvider>
  );
}
