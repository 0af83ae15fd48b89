import { describe, expect, it } from 'vitest';
import { getNewsByClub } from './api/news.ts';
import { load, type Page, withDefaults } from './page-kit.ts';
import {
  allPages,
  appShellPattern,
  countedPagePath,
  isServerRendered,
  loadsOf,
  offlineCopyPattern,
  pageAt,
  pageQueryParameters,
  robotsDisallowedPaths,
  sitemapEntries,
  startUpLoads,
} from './page-rules.ts';
import { pages } from './pages.ts';

const club = { hasGallery: true, hasLivePage: true };
const ids = { spots: [4], news: [12] };

describe('the list of pages', () => {
  it('names each page once, with one pattern each', () => {
    const patterns = allPages.map((page) => page.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(allPages.map((page) => page.name)).toContain('admin.outingEdit');
  });

  it('finds the page of an address, a fixed path before a parameter', () => {
    expect(pageAt('/news/12')?.page.name).toBe('news');
    expect(pageAt('/news/12')?.params).toEqual({ newsId: '12' });
    expect(pageAt('/admin/sorties/new')?.page.name).toBe('admin.outingCreation');
    expect(pageAt('/admin/sorties/3')?.page.name).toBe('admin.outingEdit');
    expect(pageAt('/galerie/3/12/')?.page.name).toBe('galleryFiltered');
    expect(pageAt('/nowhere')).toBeNull();
  });

  it('takes a malformed escape in an address as written, never as an error', () => {
    expect(pageAt('/admin/spot_edition_calques/3/%E0%A4%A')?.params.layer).toBe('%E0%A4%A');
    expect(isServerRendered('/news/%E0%A4%A')).toBe(true);
    expect(countedPagePath('/news/%E0%A4%A')).toBe('/');
  });

  it('builds links with the same patterns', () => {
    expect(pages.news.to(12)).toBe('/news/12');
    expect(pageAt(pages.admin.layerEditor.to(3, 'Épave'))?.page.name).toBe('admin.layerEditor');
  });
});

describe('counted page path', () => {
  it('keeps public and members’ pages with their ids', () => {
    expect(countedPagePath('/')).toBe('/');
    expect(countedPagePath('/club')).toBe('/club');
    expect(countedPagePath('/galerie/3/12/')).toBe('/galerie/3/12');
    expect(countedPagePath('/sorties/2')).toBe('/sorties/2');
    expect(countedPagePath('/profile/papiers')).toBe('/profile/papiers');
  });

  it('never counts admin pages, never keeps a token, and counts unknown paths as home', () => {
    expect(countedPagePath('/admin/club')).toBeNull();
    expect(countedPagePath('/admin/nothing-here')).toBeNull();
    expect(countedPagePath('/admin/list_club')).toBeNull();
    expect(countedPagePath('/auth/abcdefghijklmnop')).toBe('/auth');
    expect(countedPagePath('/change_email/secret-token-value')).toBe('/change_email');
    expect(countedPagePath('/whatever/made/up')).toBe('/');
    expect(countedPagePath('/news/12<script>')).toBe('/');
  });

  it('is its own counted path, as the server checks a page view (addPageView)', () => {
    const addresses = [
      '/',
      '/club',
      '/galerie/3/12/',
      '/sorties/2',
      '/profile/papiers',
      '/auth/abc',
      '/change_email/x',
    ];
    for (const address of [...addresses, '/reset_password/y', '/whatever/made/up', '/news/12<script>']) {
      const counted = countedPagePath(address);
      if (counted !== null) expect(countedPagePath(counted), address).toBe(counted);
    }
  });
});

describe('robots and the sitemap', () => {
  it('keeps crawlers out of what the server does not render', () => {
    expect(robotsDisallowedPaths()).toEqual(
      expect.arrayContaining([
        '/admin',
        '/auth/',
        '/change_email/',
        '/reset_password/',
        '/profile',
        '/contact',
      ]),
    );
    expect(robotsDisallowedPaths()).toContain('/sorties/*/palanquees');
    expect(robotsDisallowedPaths()).not.toContain('/sorties');
  });

  it('lists the public pages, each spot and each news item, the gallery and live page when the club shows them', () => {
    const paths = sitemapEntries(club, ids).map((entry) => entry.path);
    for (const path of [
      '/',
      '/club',
      '/news_list',
      '/galerie',
      '/live',
      '/video',
      '/sorties',
      '/home/4',
      '/news/12',
    ])
      expect(paths, path).toContain(path);
    expect(sitemapEntries(club, ids).find((entry) => entry.path === '/news/12')?.newsId).toBe(12);
    const without = sitemapEntries({ hasGallery: false, hasLivePage: false }, ids).map((entry) => entry.path);
    expect(without).not.toContain('/galerie');
    expect(without).not.toContain('/live');
    expect(paths.some((path) => path.startsWith('/admin') || path.startsWith('/profile'))).toBe(false);
  });
});

describe('offline', () => {
  it('keeps the public pages a diver reads on a boat, and opens the dive plan from the app', () => {
    for (const path of ['/', '/home/4', '/news/12', '/news_list', '/sorties', '/sorties/3', '/galerie/1/2'])
      expect(offlineCopyPattern().test(path), path).toBe(true);
    for (const path of ['/admin/club', '/profile', '/auth/x', '/sorties/3/palanquees', '/news/x'])
      expect(offlineCopyPattern().test(path), path).toBe(false);
    expect(appShellPattern().test('/sorties/3/palanquees')).toBe(true);
    expect(appShellPattern().test('/sorties/3')).toBe(false);
  });

  it('starts from the club, the spots and what the pages kept offline load', () => {
    const calls = startUpLoads('demo', 7).map((entry) => entry.call.path);
    expect(calls.slice(0, 2)).toEqual([
      '/api/Clubs/getClubByAlias/{alias}',
      '/api/Spots/getSpotsByClub/{clubId}',
    ]);
    expect(calls).toContain('/api/Outings/getOutings/{clubId}/{page}');
    expect(calls).toContain('/api/News/getNewsByClub/{clubId}/{page}');
  });
});

describe('what a page loads', () => {
  const loadsAt = (pathname: string, search: URLSearchParams, clubId: number, list = allPages) => {
    const match = pageAt(pathname, list);
    const shown = match?.page ?? (pageAt('/')?.page as Page);
    return loadsOf(shown, { params: match?.params ?? {}, search, clubId });
  };

  it('is the site’s reads, then the page’s own from its address', () => {
    const loads = loadsAt('/news/12', new URLSearchParams(), 7);
    expect(loads.map((entry) => entry.call.path)).toEqual([
      '/api/Spots/getSpotsByClub/{clubId}',
      '/api/News/getNewsDetails/{id}',
      '/api/News/getCommentsPage/{id}',
    ]);
    expect(loads[1]?.params).toEqual({ id: 12 });
    expect(loadsAt('/sorties', new URLSearchParams('past=1'), 7)[1]?.body).toEqual({ past: true });
    // An address no page has shows the home.
    expect(loadsAt('/made/up', new URLSearchParams(), 7)).toEqual(loadsAt('/', new URLSearchParams(), 7));
  });

  it('names the query parameters pages read', () => {
    expect(pageQueryParameters()).toEqual(expect.arrayContaining(['lang', 'past', 'order']));
  });
});

describe('a new page', () => {
  it('is picked up by the sitemap, the offline list, the server renderer and the statistics from its entry alone', () => {
    const logbook = withDefaults('logbook', {
      pattern: '/carnet/:diveId',
      access: 'public',
      sitemap: 'eachNews',
      offline: 'copy',
      loads: ({ clubId }) => [load(getNewsByClub, { params: { clubId, page: 0 } })],
    });
    const list = [...allPages, logbook];
    expect(sitemapEntries(club, ids, list).map((entry) => entry.path)).toContain('/carnet/12');
    expect(offlineCopyPattern(list).test('/carnet/5')).toBe(true);
    expect(offlineCopyPattern().test('/carnet/5')).toBe(false);
    expect(isServerRendered('/carnet/5', list)).toBe(true);
    expect(countedPagePath('/carnet/5', list)).toBe('/carnet/5');
    expect(countedPagePath('/carnet/5')).toBe('/');
    const match = pageAt('/carnet/5', list);
    expect(match?.page.name).toBe('logbook');
    expect(
      match &&
        loadsOf(match.page, { params: match.params, search: new URLSearchParams(), clubId: 7 }).at(-1)?.call,
    ).toBe(getNewsByClub);
  });
});
