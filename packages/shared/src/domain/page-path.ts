/**
 * The path under which a page view is counted (SPEC.md section 1: every non-admin page). Only the
 * public routes of SPEC.md section 2 are counted, with at most two numeric ids after their name, so
 * nobody can fill the statistics with made-up paths; a one-time link's token is never kept (its
 * route name only); an admin page is never counted. Any other path is the home page (the router's
 * fallback), counted as `/`.
 */
const PUBLIC_ROUTES = new Set([
  'home',
  'video',
  'replays',
  'news',
  'news_list',
  'live',
  'register',
  'register_success',
  'profile',
  'contact',
  'view_mention_legale',
  'galerie',
  'club',
]);
const TOKEN_ROUTES = new Set(['auth', 'change_email', 'reset_password']);

export function countedPagePath(pathname: string): string | null {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const [route, ...rest] = segments;
  if (route === undefined) return '/';
  if (route === 'admin') return null;
  if (TOKEN_ROUTES.has(route)) return `/${route}`;
  if (!PUBLIC_ROUTES.has(route)) return '/';
  const ids = rest.filter((segment) => /^\d{1,10}$/.test(segment)).slice(0, 2);
  return ['', route, ...ids].join('/');
}
