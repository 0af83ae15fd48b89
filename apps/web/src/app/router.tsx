import type { Page, PageAccess } from '@club/shared/page-kit';
import { allPages, loadsOf, type PageName, pageAt } from '@club/shared/page-rules';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { currentAlias } from '../lib/club-alias.ts';
import { clubQuery, NotFound } from '../lib/club-context.tsx';
import { ensureLoad } from '../lib/page-loads.ts';
import { isServerRender } from '../lib/render-environment.ts';
import {
  RequireAdmin,
  RequireClubMember,
  RequireSignedIn,
  RequireSignedOut,
  RequireSuperAdministrator,
} from '../lib/route-guards.tsx';
import { PageLoader, PageNotFound, RouteError } from './layout/page-states.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { pageComponents } from './page-components.ts';
import { adminHandle, page as lazyPage } from './routes/route-helpers.ts';

/** The route id of the address no page has: it shows the home (SPEC.md section 2). */
export const FALLBACK_ROUTE_ID = 'fallback';

const home = allPages.find((candidate) => candidate.pattern === '/') as Page;

/**
 * Loads what a page shows (its `loads` in pages.ts, after the club and the site's reads) into the
 * query cache its components read. The server waits for them and renders the page once; the browser
 * does not wait: the reads go out beside the page's code, and each part shows its own loading state.
 */
async function loadPage(
  queryClient: QueryClient,
  shown: Page,
  params: LoaderFunctionArgs['params'],
  search: URLSearchParams,
): Promise<void> {
  if (currentAlias() === '') return;
  // A club that cannot be read is the layout's to tell (ClubProvider): nothing else loads.
  const club = await queryClient.ensureQueryData(clubQuery()).catch(() => null);
  if (club === null) return;
  const at = { params, search, clubId: club.Id };
  // A read that fails is its component's to show (a 404 becomes the page's status on the server).
  const loads = loadsOf(shown, at).filter((load) => !(isServerRender && load.browserOnly));
  await Promise.allSettled(loads.map((load) => ensureLoad(queryClient, load)));
}

function loaderOf(queryClient: QueryClient, shown: Page) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const loading = loadPage(queryClient, shown, params, new URL(request.url).searchParams);
    if (isServerRender) await loading;
    return null;
  };
}

function pageRoute(queryClient: QueryClient, shown: Page): RouteObject {
  const component = pageComponents[shown.name as PageName];
  const isAdmin = shown.access === 'manager' || shown.access === 'superAdministrator';
  return {
    id: shown.name,
    ...(shown.pattern === '/' ? { index: true } : { path: shown.pattern }),
    handle: component.handle ?? (isAdmin ? adminHandle : undefined),
    lazy: component.lazy,
    loader: loaderOf(queryClient, shown),
  };
}

/**
 * The routes of every page of pages.ts, each behind the guard its access asks for (SPEC.md sections
 * 4 and 6), with a loader per page; `queryClient` is the cache the pages read (one per render on the
 * server).
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const routesOf = (...access: PageAccess[]) =>
    allPages
      .filter((candidate) => access.includes(candidate.access))
      .map((shown) => pageRoute(queryClient, shown));
  const appShellPages = allPages.filter(
    (candidate) => candidate.access === 'member' && candidate.offline === 'appShell',
  );
  const memberPages = allPages.filter(
    (candidate) => candidate.access === 'member' && candidate.offline !== 'appShell',
  );

  // The admin area: its own bundle (admin-layout), behind the role checks of SPEC.md section 6.
  const adminArea: RouteObject = {
    element: <RequireAdmin />,
    children: [
      {
        lazy: lazyPage(() => import('./admin-layout.tsx')),
        children: [
          ...routesOf('manager'),
          { element: <RequireSuperAdministrator />, children: routesOf('superAdministrator') },
        ],
      },
    ],
  };

  return [
    {
      element: <RootLayout />,
      // Any route-resolution failure replaces the page with 'Not found' (SPEC.md section 2); a page's
      // code missing after a deploy reloads the page once first (lib/stale-build.ts).
      errorElement: <RouteError notFound={<NotFound />} />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          errorElement: <RouteError notFound={<PageNotFound />} />,
          children: [
            ...routesOf('public', 'link'),
            // Registering sends a signed-in person home; one's profile a visitor (SPEC.md section 4).
            { element: <RequireSignedOut />, children: routesOf('visitor') },
            { element: <RequireSignedIn />, children: routesOf('signedIn') },
            // A club's members only: visitors, other accounts and the super administrator go home, told why.
            {
              element: <RequireClubMember />,
              children: memberPages.map((shown) => pageRoute(queryClient, shown)),
            },
            {
              element: <RequireClubMember worksOffline />,
              children: appShellPages.map((shown) => pageRoute(queryClient, shown)),
            },
            adminArea,
            {
              id: FALLBACK_ROUTE_ID,
              path: '*',
              lazy: pageComponents.home.lazy,
              loader: loaderOf(queryClient, home),
            },
          ],
        },
      ],
    },
  ];
}

function routeWithId(routes: readonly RouteObject[], id: string): RouteObject | null {
  for (const route of routes) {
    if (route.id === id) return route;
    const inside = route.children ? routeWithId(route.children, id) : null;
    if (inside) return inside;
  }
  return null;
}

/**
 * The page route that shows `pathname`: its page's in the list of pages, or the fallback's (the
 * home) for an address no page has.
 */
export function routeOfAddress(routes: readonly RouteObject[], pathname: string): RouteObject | null {
  return routeWithId(routes, pageAt(pathname)?.page.name ?? FALLBACK_ROUTE_ID);
}
