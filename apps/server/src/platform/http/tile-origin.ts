/** Leaflet's sub-domain placeholder, when it is the first label of the host (`{s}.tile.example.org`). */
const SUB_DOMAIN = '{s}.';

/**
 * The Content-Security-Policy source that lets pages load and fetch the map's imagery from a tile
 * address template (TILE_URL): its scheme, host and port, without the path. A leading `{s}` sub-domain
 * becomes `*.` (`https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png` gives
 * `https://*.tile.openstreetmap.org`). Null when the template names no http(s) host of its own (a
 * path on the site itself, which 'self' allows), has another placeholder in its host, or does not
 * parse: then the policy gains nothing.
 */
export function tileSourceOrigin(tileUrl: string): string | null {
  const match = /^(https?):\/\/([^/?#]*)/i.exec(tileUrl.trim());
  if (!match) return null;
  const scheme = (match[1] ?? '').toLowerCase();
  let authority = match[2] ?? '';
  const wildcard = authority.startsWith(SUB_DOMAIN);
  if (wildcard) authority = `x${authority.slice(SUB_DOMAIN.length - 1)}`;
  // Another placeholder, user information or an empty host: no single origin to allow.
  if (/[{}@]/.test(authority) || authority === '' || authority.startsWith(':')) return null;
  let url: URL;
  try {
    url = new URL(`${scheme}://${authority}`);
  } catch {
    return null;
  }
  const parent = url.hostname.slice('x.'.length);
  if (wildcard && (parent === '' || parent === '.')) return null;
  const host = wildcard ? `*.${parent}` : url.hostname;
  return `${url.protocol}//${host}${url.port === '' ? '' : `:${url.port}`}`;
}
