import { pages } from '@club/shared/pages';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useConnectionModal } from './connection-modal-context.tsx';
import { flashRefusal } from './flash.ts';

/** Why a page is not for the person asking: the key of what they are told (`guards.*`). */
export type Refusal = 'signIn' | 'clubMembers' | 'managers' | 'superAdministrator' | 'alreadySignedIn';

/**
 * Goes home and says why (issue 12: never a silent redirect). A visitor is also offered the connection
 * popup. The notice's id is the refused visit's: each refused visit says why once, even when the guard
 * renders twice, and a second refused page says it again.
 */
export function GoHome({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation();
  const connection = useConnectionModal();
  const { key: visit, pathname, search, hash } = useLocation();
  const refused = `${pathname}${search}${hash}`;
  useEffect(() => {
    flashRefusal(`route-refused-${visit}`, t(`guards.${refusal}`));
    // Signed in from the popup, the person lands on the page they wanted.
    if (refusal === 'signIn') connection.open('connect', { returnTo: refused });
  }, [refusal, t, connection, visit, refused]);
  return <Navigate to={pages.home.to()} replace />;
}
