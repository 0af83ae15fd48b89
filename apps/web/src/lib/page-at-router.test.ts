import { allPages, pageAt } from '@club/shared/page-rules';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

/**
 * The browser finds a server-rendered page's route with `pageAt` (main.tsx, `routeOfAddress`) instead
 * of the router's `matchRoutes`: both must name the same page for every address, or the page hydrated
 * would not be the one whose code was loaded.
 */
const routes: RouteObject[] = [
  {
    children: [
      ...allPages.map((shown) =>
        shown.pattern === '/' ? { id: shown.name, index: true } : { id: shown.name, path: shown.pattern },
      ),
      { id: 'fallback', path: '*' },
    ],
  },
];

const routerPage = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.id ?? null;
const listedPage = (pathname: string) => pageAt(pathname)?.page.name ?? 'fallback';

const addressesOf = (pattern: string) =>
  ['7', 'abc', 'a%20b'].flatMap((value) => {
    const address = pattern.replace(/:\w+/g, value);
    return [address, `${address}/`];
  });

describe("pageAt and the router's matchRoutes", () => {
  it('name the same page for every page of the list, with a number, a word or an escape as parameter', () => {
    for (const shown of allPages) {
      for (const address of addressesOf(shown.pattern)) {
        expect.soft(listedPage(address), address).toBe(routerPage(address));
      }
    }
  });

  it('both send an address no page has to the fallback (the home)', () => {
    for (const address of ['/no-such-page', '/news/1/more', '/admin/nothing/here', '/galerie/7']) {
      expect.soft(listedPage(address), address).toBe(routerPage(address));
    }
  });
});
