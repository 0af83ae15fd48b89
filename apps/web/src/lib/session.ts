/**
 * The session token is kept per club in local storage (SPEC.md section 6): signing in on one club's
 * site does not sign you in on another's.
 */
const tokenKey = (alias: string) => `token:${alias}`;

export function readToken(alias: string): string | null {
  try {
    return localStorage.getItem(tokenKey(alias));
  } catch {
    return null;
  }
}

export function storeToken(alias: string, token: string): void {
  localStorage.setItem(tokenKey(alias), token);
}

export function forgetToken(alias: string): void {
  localStorage.removeItem(tokenKey(alias));
}
