import { HAND_OVER_COOKIE, redeemHandOverToken } from '@club/shared/api/members';
import { callApi } from './api-client.ts';
import { currentAlias } from './club-alias.ts';
import { storeToken } from './session.ts';

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || null;
  }
  return null;
}

/**
 * The target side of the super administrator's switch to another club (SPEC.md section 4): the
 * hand-over cookie of this sub-domain is redeemed once for this club's token, which is stored; the
 * cookie is cleared whatever happens. The server already sent the browser to /admin/club.
 */
export async function redeemHandOverCookie(): Promise<void> {
  if (currentAlias() === '') return;
  const token = readCookie(HAND_OVER_COOKIE);
  if (token === null) return;
  document.cookie = `${HAND_OVER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  try {
    const session = await callApi(redeemHandOverToken, { body: { token }, token: null });
    storeToken(currentAlias(), session.token);
  } catch {
    // A used or expired hand-over opens nothing: the admin guard then sends the visitor home.
  }
}

/** The source side: posts the one-time token to the target club's site (never in its address). */
export function postHandOver(target: { token: string; url: string }): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = target.url;
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'token';
  input.value = target.token;
  form.append(input);
  document.body.append(form);
  form.submit();
}
