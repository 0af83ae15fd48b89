import { createHash } from 'node:crypto';

/**
 * Deepest nesting of arrays and objects a JSON body may have. The API's deepest real bodies (a spot's
 * infos, a GeoJSON-like layer) stay under ten; a body of `[` x 500,000 would overflow every recursive
 * walk after JSON.parse (schema validation, the read cache's key).
 */
export const MAX_JSON_DEPTH = 32;

/** A secret as logs show it: enough to tell two apart or match a known one, nothing to replay. */
export const logHash = (secret: string) =>
  `sha256:${createHash('sha256').update(secret).digest('hex').slice(0, 8)}`;

/**
 * Paths whose next segment is a secret: the account calls taking a one-time or session token, and the
 * web pages the account mails link to (account-links.ts).
 */
const SECRET_SEGMENT =
  /^((?:\/api\/Users\/(?:removeToken|validate|setNewEmail)|\/(?:auth|reset_password|change_email))\/+)([^/?#]+)/i;
/** Query parameters that carry secrets (the OAuth callback's code and state, any *token*, ...). */
const SECRET_PARAMETER = /token|code|state|secret|password|key|session/i;

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** A request URL fit for the logs: tokens in the path and secret query values replaced by their logHash. */
export function logSafeUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const safePath = pathname.replace(
    SECRET_SEGMENT,
    (_, prefix: string, secret: string) => prefix + logHash(secret),
  );
  if (queryAt === -1) return safePath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = safeDecode(pair.slice(0, equals));
      const value = pair.slice(equals + 1);
      return SECRET_PARAMETER.test(name) && value !== ''
        ? `${pair.slice(0, equals)}=${logHash(value)}`
        : pair;
    })
    .join('&');
  return `${safePath}?${query}`;
}
