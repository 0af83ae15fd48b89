import { facebook, facebookAvailable } from '@club/shared/api/social-login';
import { callApi } from '../../../lib/api-client.ts';
import { useCall } from '../../../lib/calls.ts';

/** Where "Continue with Facebook" starts: the server redirects to the provider. */
export const FACEBOOK_START_URL = '/api/Users/facebook/start';
/** The server sends the browser back here with a one-time login code in the fragment. */
export const FACEBOOK_RETURN_FRAGMENT = '#facebook_login=';
export const FACEBOOK_ERROR_QUERY = 'facebook_error';
/** The facebook error flag (SPEC.md section 8), read once by the connection popup. */
export const FACEBOOK_ERROR_FLAG = 'facebook_error';

export function useFacebookAvailable() {
  return useCall(
    facebookAvailable,
    {},
    { staleTime: Number.POSITIVE_INFINITY, select: (data) => data.enabled },
  );
}

/** Trades the one-time code of the provider's return for a session token. */
export const redeemFacebookCode = (code: string) => callApi(facebook, { body: { code }, token: null });

export function setFacebookErrorFlag(): void {
  try {
    sessionStorage.setItem(FACEBOOK_ERROR_FLAG, '1');
  } catch {
    // Storage refused: the popup opens without the message.
  }
}

/** Reads and clears the flag. */
export function takeFacebookErrorFlag(): boolean {
  try {
    const set = sessionStorage.getItem(FACEBOOK_ERROR_FLAG) === '1';
    sessionStorage.removeItem(FACEBOOK_ERROR_FLAG);
    return set;
  } catch {
    return false;
  }
}
