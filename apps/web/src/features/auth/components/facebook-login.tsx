import { Button, Divider } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectionModal } from '../../../lib/connection-modal-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import {
  FACEBOOK_ERROR_QUERY,
  FACEBOOK_RETURN_FRAGMENT,
  FACEBOOK_START_URL,
  redeemFacebookCode,
  setFacebookErrorFlag,
  useFacebookAvailable,
} from '../api/facebook.ts';

/** "Continue with Facebook", shown only when the server has a provider configured. */
export function FacebookButton() {
  const { t } = useTranslation();
  const available = useFacebookAvailable();
  if (available.data !== true) return null;
  return (
    <>
      <Divider label={t('socialLogin.or')} labelPosition="center" />
      <Button component="a" href={FACEBOOK_START_URL} variant="default" fullWidth>
        {t('socialLogin.continue')}
      </Button>
    </>
  );
}

/**
 * The return from the provider: a login code in the fragment is traded for a session, then the app
 * goes to the root (SPEC.md section 4); a failure sets the facebook error flag and opens the popup.
 */
export function FacebookLoginReturn() {
  const { signIn } = useSession();
  const connectionModal = useConnectionModal();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const url = new URL(window.location.href);
    const failed = () => {
      setFacebookErrorFlag();
      connectionModal.open('connect');
    };
    if (url.hash.startsWith(FACEBOOK_RETURN_FRAGMENT)) {
      const code = url.hash.slice(FACEBOOK_RETURN_FRAGMENT.length);
      // The code leaves the address bar (and the history) at once.
      window.history.replaceState(null, '', '/');
      redeemFacebookCode(code)
        .then((response) => signIn(response.token))
        .catch(failed);
    } else if (url.searchParams.has(FACEBOOK_ERROR_QUERY)) {
      window.history.replaceState(null, '', '/');
      failed();
    }
  }, [signIn, connectionModal]);
  return null;
}
