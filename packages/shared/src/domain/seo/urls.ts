import { DEFAULT_LANGUAGE } from '../../constants.ts';

/**
 * The address of a club site's page in a language: `path?lang=L`, or the bare path for the default
 * language (DEFAULT_LANGUAGE). Any query string or fragment of `path` is dropped: filters and
 * trackers never make a page's canonical address. `siteUrl` is the club's origin
 * (`https://demo.example.com`); a path or a full URL of another origin is read as a path of it.
 */
export function languageUrl(siteUrl: string, path: string, language: string): string {
  const url = new URL(siteUrl);
  // Read against a placeholder origin, so that `//evil.example/x` or `https://evil.example/x` stays a
  // path of the site (`/x`), and the query and fragment fall away.
  url.pathname = new URL(path, 'http://path.invalid').pathname;
  url.search = '';
  url.hash = '';
  if (language !== DEFAULT_LANGUAGE) url.searchParams.set('lang', language);
  return url.toString();
}

/**
 * An image or link of the club's data as an absolute http(s) URL: a site path (`/files/...`) is
 * resolved against `siteUrl`; an http(s) URL is kept; anything else (`javascript:`, `data:`, empty)
 * gives null.
 */
export function absoluteUrl(siteUrl: string, value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const url =
      trimmed.startsWith('/') && !trimmed.startsWith('//') ? new URL(trimmed, siteUrl) : new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
