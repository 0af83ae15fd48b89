/**
 * What a page of a club's site is (the entries are in pages.ts), and the rules every reader of the
 * list applies: the router, the server's renderer, the sitemap and robots, the statistics and the
 * service worker.
 */
import type { ApiCall, BodyOf, ParamsOf } from './api/contract.ts';

/**
 * Who may see a page: anyone (`public`); anyone not signed in (`visitor`: registering, a signed-in
 * person is sent home); anyone signed in, the super administrator included (`signedIn`); a member of
 * the club (`member`); the club's managers; the super administrator. A `link` page is anyone's, but
 * its address holds a one-time secret (a token mailed to one person): never rendered by the server,
 * kept, listed or counted by its address.
 */
export type PageAccess =
  | 'public'
  | 'visitor'
  | 'link'
  | 'signedIn'
  | 'member'
  | 'manager'
  | 'superAdministrator';

/**
 * When the sitemap lists a page: always, when the club shows its gallery or its live page, or once
 * per spot / news item (its path parameter filled with each one's id).
 */
export type SitemapRule = 'always' | 'whenGallery' | 'whenLivePage' | 'eachSpot' | 'eachNews';

/**
 * What the service worker does with a page for reading offline: keeps a copy of each one opened
 * (`copy`: public pages), or opens it from the app itself without keeping anything (`appShell`: a
 * member's page that keeps its own data on the device, such as the dive director's plan).
 */
export type OfflineRule = 'copy' | 'appShell';

/** One call a page loads, with its inputs; `paged` when it is the first page of a list read page by page. */
export interface PageLoad<C extends ApiCall = ApiCall> {
  call: C;
  params?: ParamsOf<C>;
  body?: BodyOf<C>;
  /** A list read a page at a time: which input holds the page (`params.page`, `body.before`...) and its first value. */
  paged?: { in: 'params' | 'body'; field: string; first: number | null };
  /**
   * Read only by a part the browser alone shows (the map's settings): the server neither fetches it
   * nor sends it in the page; the browser asks for it beside the page's code, and keeps it offline.
   */
  browserOnly?: true;
}

/** A call to load, with its inputs checked against the call's own schemas' types. */
export function load<C extends ApiCall>(
  call: C,
  input: { params?: ParamsOf<C>; body?: BodyOf<C>; paged?: PageLoad['paged']; browserOnly?: true } = {},
): PageLoad {
  return { call, ...input } as PageLoad;
}

/** What a page's loads are made from: the address's parameters and query, and the club's id. */
export interface PageAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  clubId: number;
}

export interface PageSpec {
  /** The router's pattern, e.g. `/news/:newsId` (SPEC.md section 2). */
  pattern: string;
  access: PageAccess;
  /**
   * Rendered by the server as a visitor sees it. Default: public pages are, the others are not (a
   * member's page rendered for a visitor would only show the sign-in).
   */
  serverRendered?: boolean;
  /** Counted in the club's statistics (SPEC.md section 1: every page but the admin area's). Default: yes but for admin pages. */
  counted?: boolean;
  sitemap?: SitemapRule;
  offline?: OfflineRule;
  /** The query parameters the page reads (`?past=1`): the server keeps a rendered page under them, and no other. */
  query?: readonly string[];
  /** The calls that load the page, besides the site's (`siteLoads`): the server renders it once they have answered. */
  loads?: (at: PageAddress) => PageLoad[];
}

/** A page of the list: its spec with the defaults applied, and its name. */
export interface Page extends Required<Omit<PageSpec, 'sitemap' | 'offline' | 'loads'>> {
  name: string;
  sitemap: SitemapRule | null;
  offline: OfflineRule | null;
  loads: (at: PageAddress) => PageLoad[];
}

/** A page's spec with the link builder `to` that its path needs. */
export type PageEntry<To> = PageSpec & { to: To };

/** Defines a page: `page({ pattern, access, ... }, (id: number) => \`/news/${id}\`)`. */
export function page<To extends (...args: never[]) => string>(spec: PageSpec, to: To): PageEntry<To> {
  return { ...spec, to };
}

export function withDefaults(name: string, spec: PageSpec): Page {
  const isPublic = spec.access === 'public' || spec.access === 'visitor';
  const isAdmin = spec.access === 'manager' || spec.access === 'superAdministrator';
  return {
    name,
    pattern: spec.pattern,
    access: spec.access,
    serverRendered: spec.serverRendered ?? isPublic,
    counted: spec.counted ?? !isAdmin,
    sitemap: spec.sitemap ?? null,
    offline: spec.offline ?? null,
    query: spec.query ?? [],
    loads: spec.loads ?? (() => []),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const compiled = new Map<string, { regExp: RegExp; names: string[] }>();

/** `/news/:newsId` -> `^/news/([^/]+)/?$`, with the parameters' names in order (compiled once per pattern). */
export function patternRegExp(pattern: string): { regExp: RegExp; names: string[] } {
  const known = compiled.get(pattern);
  if (known) return known;
  const names: string[] = [];
  const body = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escapeRegExp(segment);
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const made = { regExp: new RegExp(`^${body}/?$`), names };
  compiled.set(pattern, made);
  return made;
}

/** A path segment as written, decoded; as sent when it is no valid escape (`%E0%A4%A`, a visitor's typing). */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path parameters of an address when `page`'s pattern matches it, else null. */
export function matchPage(
  page: Page,
  pathname: string,
): { page: Page; params: Record<string, string> } | null {
  const { regExp, names } = patternRegExp(page.pattern);
  const found = regExp.exec(pathname === '' ? '/' : pathname);
  if (!found) return null;
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    params[name] = decodedSegment(found[index + 1] ?? '');
  });
  return { page, params };
}

/**
 * The pattern as the service worker's test for an address: each parameter one segment of digits (a
 * page kept offline names its rows by id), e.g. `/news/\d+`.
 */
export function numericPatternSource(pattern: string): string {
  return pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '\\d+' : escapeRegExp(segment)))
    .join('/');
}

/** The path a robots.txt rule names for a page: its pattern up to its first parameter, `*` for each parameter after. */
export function robotsPath(pattern: string): string {
  const segments = pattern.split('/');
  const firstParameter = segments.findIndex((segment) => segment.startsWith(':'));
  if (firstParameter === -1) return pattern;
  const rest = segments.slice(firstParameter);
  if (rest.every((segment) => segment.startsWith(':')))
    return `${segments.slice(0, firstParameter).join('/')}/`;
  return segments.map((segment) => (segment.startsWith(':') ? '*' : segment)).join('/');
}
