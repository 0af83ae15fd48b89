/**
 * What the readers of pages.ts ask of the list: which page an address shows, whether the server
 * renders it, how a view of it is counted, what robots and the sitemap say, what the service worker
 * keeps, and what a page loads. Each rule reads the pages' own fields; none lists a page by hand.
 */
import {
  matchPage,
  numericPatternSource,
  type Page,
  type PageAddress,
  type PageLoad,
  type PageSpec,
  robotsPath,
  withDefaults,
} from './page-kit.ts';
import { clubLoad, pages, siteLoads } from './pages.ts';

type PageTree = { [name: string]: PageSpec | PageTree };

type NamesOf<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends { pattern: string }
    ? `${Prefix}${Key}`
    : NamesOf<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

/** A page's name: its place in `pages` (`news`, `admin.club`, `superAdministrator.clubList`). */
export type PageName = NamesOf<typeof pages>;

const isSpec = (value: PageSpec | PageTree): value is PageSpec => typeof value.pattern === 'string';

/** Every page of a tree such as `pages`, named by its place in it (`news`, `admin.club`). */
export function flattenPages(tree: PageTree, prefix = ''): Page[] {
  return Object.entries(tree).flatMap(([name, value]) =>
    isSpec(value) ? [withDefaults(`${prefix}${name}`, value)] : flattenPages(value, `${prefix}${name}.`),
  );
}

/** Every page of the site (pages.ts). */
export const allPages: readonly Page[] = flattenPages(pages as unknown as PageTree);

/**
 * The page an address shows: the page whose pattern matches with the fewest parameters (a fixed path
 * such as `/admin/sorties/new` wins over `/admin/sorties/:outingId`); null when none does.
 */
export function pageAt(pathname: string, list: readonly Page[] = allPages) {
  const matches = list
    .map((candidate) => matchPage(candidate, pathname))
    .filter((match) => match !== null)
    .sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length);
  return matches[0] ?? null;
}

/** The home page, which any address no page has shows (SPEC.md section 2). */
const homeOf = (list: readonly Page[]) => list.find((candidate) => candidate.pattern === '/') ?? null;

const firstSegment = (path: string) => path.split('/')[1] ?? '';

const segmentsOf = new WeakMap<readonly Page[], Map<string, Page[]>>();

/** The pages of each first path segment (`admin`: the whole admin area), grouped once per list. */
function pagesBySegment(list: readonly Page[]): Map<string, Page[]> {
  const known = segmentsOf.get(list);
  if (known) return known;
  const groups = new Map<string, Page[]>();
  for (const candidate of list) {
    const segment = firstSegment(candidate.pattern);
    groups.set(segment, [...(groups.get(segment) ?? []), candidate]);
  }
  segmentsOf.set(list, groups);
  return groups;
}

/**
 * Whether an address no page has falls in an area of pages the server never renders (`/admin/…`,
 * `/profile/…`): it is that area's, not the home's, for rendering, counting and crawling.
 */
function inHiddenArea(pathname: string, list: readonly Page[]): boolean {
  const group = pagesBySegment(list).get(firstSegment(pathname));
  return (
    group !== undefined &&
    firstSegment(pathname) !== '' &&
    group.every((candidate) => !candidate.serverRendered)
  );
}

/** Whether the server renders the page of an address for a visitor (an unknown address shows the home). */
export function isServerRendered(pathname: string, list: readonly Page[] = allPages): boolean {
  const match = pageAt(pathname, list);
  if (match === null) return !inHiddenArea(pathname, list) && (homeOf(list)?.serverRendered ?? false);
  return match.page.serverRendered;
}

/** Whether some page of the address's area is counted (a member's area is; the admin area is not). */
const anyCounted = (pathname: string, list: readonly Page[]) =>
  (pagesBySegment(list).get(firstSegment(pathname)) ?? []).some((candidate) => candidate.counted);

/**
 * The path under which a page view is counted (SPEC.md section 1: every page but the admin area's):
 * the address of a counted page whose parameters are ids, the page's first segment alone for a
 * one-time link's page (its secret never kept), null for a page not counted; any other path is the
 * home page (the router's fallback), counted as `/`. Nobody can fill the statistics with made-up paths.
 */
export function countedPagePath(pathname: string, list: readonly Page[] = allPages): string | null {
  const match = pageAt(pathname, list);
  if (match === null) {
    // A one-time link's page is counted under its first segment alone (`/auth`), itself no page's path.
    const segment = firstSegment(pathname);
    const linkArea = (pagesBySegment(list).get(segment) ?? []).some(
      (candidate) => candidate.access === 'link',
    );
    if (linkArea && pathname.replace(/\/+$/, '') === `/${segment}`) return `/${segment}`;
    return inHiddenArea(pathname, list) && !anyCounted(pathname, list) ? null : '/';
  }
  if (!match.page.counted) return null;
  if (match.page.access === 'link') return `/${match.page.pattern.split('/')[1] ?? ''}`;
  if (!Object.values(match.params).every((value) => /^\d{1,10}$/.test(value))) return '/';
  const path = pathname.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/**
 * The paths robots.txt asks crawlers not to visit: every page the server does not render for a
 * visitor (the admin area, a member's own pages, one-time links), as one rule per first segment when
 * none of its pages is rendered.
 */
export function robotsDisallowedPaths(list: readonly Page[] = allPages): string[] {
  const paths: string[] = [];
  for (const [segment, group] of pagesBySegment(list)) {
    const hidden = group.filter((candidate) => !candidate.serverRendered);
    if (hidden.length === 0 || segment === '') continue;
    if (hidden.length === group.length) {
      const allTakeParameters = group.every((candidate) => candidate.pattern.split('/')[2]?.startsWith(':'));
      paths.push(allTakeParameters ? `/${segment}/` : `/${segment}`);
    } else {
      paths.push(...hidden.map((candidate) => robotsPath(candidate.pattern)));
    }
  }
  return paths;
}

/** A page's path with its one parameter filled (`/news/:newsId`, 12 -> `/news/12`). */
export const pathWithId = (pattern: string, id: number) => pattern.replace(/:\w+/, String(id));

/** A page the sitemap lists, with the news item it shows when it shows one (its date is the entry's). */
export interface SitemapEntry {
  path: string;
  newsId?: number;
}

/** What the sitemap lists of a club: its pages without parameters, and the patterns filled per spot / news item. */
export function sitemapEntries(
  club: { hasGallery: boolean; hasLivePage: boolean },
  ids: { spots: readonly number[]; news: readonly number[] },
  list: readonly Page[] = allPages,
): SitemapEntry[] {
  return list.flatMap((candidate): SitemapEntry[] => {
    switch (candidate.sitemap) {
      case 'always':
        return [{ path: candidate.pattern }];
      case 'whenGallery':
        return club.hasGallery ? [{ path: candidate.pattern }] : [];
      case 'whenLivePage':
        return club.hasLivePage ? [{ path: candidate.pattern }] : [];
      case 'eachSpot':
        return ids.spots.map((spotId) => ({ path: pathWithId(candidate.pattern, spotId) }));
      case 'eachNews':
        return ids.news.map((newsId) => ({ path: pathWithId(candidate.pattern, newsId), newsId }));
      default:
        return [];
    }
  });
}

/** The addresses of the pages the service worker keeps a copy of (numeric parameters only). */
export function offlineCopyPattern(list: readonly Page[] = allPages): RegExp {
  return offlinePattern(list, 'copy');
}

/** The members' pages the worker opens from the app itself when offline, keeping nothing of them. */
export function appShellPattern(list: readonly Page[] = allPages): RegExp {
  return offlinePattern(list, 'appShell');
}

function offlinePattern(list: readonly Page[], rule: Page['offline']): RegExp {
  const sources = list
    .filter((candidate) => candidate.offline === rule)
    .map((candidate) => numericPatternSource(candidate.pattern === '/' ? '' : candidate.pattern));
  return new RegExp(`^(?:${sources.join('|')})/?$`);
}

/** The query parameters some page reads (and `lang`, any page's language): the rest change no page. */
export function pageQueryParameters(list: readonly Page[] = allPages): string[] {
  return ['lang', ...new Set(list.flatMap((candidate) => candidate.query))];
}

/** What a page loads besides the club: the site's reads, then the page's own. */
export function loadsOf(shown: Page, at: PageAddress): PageLoad[] {
  return [...siteLoads(at), ...shown.loads(at)];
}

/**
 * What the public pages start from, for the service worker to keep from a first visit: the club, the
 * site's reads and what every page kept offline without a parameter loads (the home, the news, the
 * outings...). Whichever page a visitor opened first, those pages then read offline.
 */
export function startUpLoads(alias: string, clubId: number, list: readonly Page[] = allPages): PageLoad[] {
  const at = { params: {}, search: new URLSearchParams(), clubId };
  const pageLoads = list
    .filter((candidate) => candidate.offline === 'copy' && !candidate.pattern.includes(':'))
    .flatMap((candidate) => candidate.loads(at));
  return [clubLoad(alias), ...siteLoads(at), ...pageLoads];
}
