import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { HomeSlotsProvider } from '../features/home/components/home-slots.tsx';
import { OutingSlotsProvider } from '../features/outings/components/outing-slots.tsx';
import { ClubProvider, useClub } from '../lib/club-context.tsx';
import { isServerRender } from '../lib/render-environment.ts';
import { SessionProvider } from '../lib/session-context.tsx';
import { clubTheme, cssVariablesResolver } from '../lib/theme.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { homeSlots } from './home-slots.tsx';
import { outingSlots } from './outing-slots.tsx';

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

/** Mantine's two style elements as the server wrote them in its page: the theme's CSS variables and its classes. */
interface ServerMantineStyles {
  color: string;
  variables: string;
  classes: string;
}

function serverMantineStyles(color: string): ServerMantineStyles | null {
  if (isServerRender) return null;
  const variables = document.querySelector('style[data-mantine-styles="true"]')?.textContent;
  const classes = document.querySelector('style[data-mantine-styles="classes"]')?.textContent;
  return variables && classes ? { color, variables, classes } : null;
}

/**
 * A page the server rendered keeps Mantine's style elements as the server wrote them, for the same
 * club colour: Mantine works its CSS variables out again at each render, comparing the whole theme
 * with its default one (about 50 ms of a phone's hydration, in one piece). Rendered in Mantine's
 * place (the same elements in the same order), until the colour changes; a page the browser renders
 * has Mantine's own.
 */
function useServerMantineStyles(color: string): ServerMantineStyles | null {
  const [kept] = useState(() => serverMantineStyles(color));
  return kept?.color === color ? kept : null;
}

/** Mantine with the club's colour as primary colour; everything that shows UI lives inside it. */
function ClubTheme({ router }: { router: ReactNode }) {
  const club = useClub();
  const theme = useMemo(() => clubTheme(club.Color), [club.Color]);
  const serverStyles = useServerMantineStyles(club.Color);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      withCssVariables={serverStyles === null}
      withGlobalClasses={serverStyles === null}
    >
      {serverStyles && (
        <>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own style elements, read back as they are */}
          <style data-mantine-styles dangerouslySetInnerHTML={{ __html: serverStyles.variables }} />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own style elements, read back as they are */}
          <style data-mantine-styles="classes" dangerouslySetInnerHTML={{ __html: serverStyles.classes }} />
        </>
      )}
      <BrowserOverlayHosts />
      {/* The connection popup's provider sits in the root layout, inside the router, so it can link. */}
      <SessionProvider>
        <HomeSlotsProvider value={homeSlots}>
          <OutingSlotsProvider value={outingSlots}>{router}</OutingSlotsProvider>
        </HomeSlotsProvider>
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
