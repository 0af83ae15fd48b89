import { Button, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/loading.tsx';
import { useConnectionModal } from '../../lib/connection-modal-context.tsx';
import { useSession } from '../../lib/session-context.tsx';

const SignedInMenu = lazy(() =>
  import('./signed-in-menu.tsx').then((module) => ({ default: module.SignedInMenu })),
);

/**
 * 'Connexion' when signed out; the member's avatar and name with their menu when signed in; offline, on
 * a page that opens with no network, the name of the member this device last knew (nothing to open).
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { user, offlineMember, isLoading } = useSession();
  const connectionModal = useConnectionModal();
  const loader = <Loading size="sm" color="currentColor" />;

  if (isLoading) return loader;

  if (!user && offlineMember) {
    const name = `${offlineMember.Firstname} ${offlineMember.Lastname}`.trim();
    // On a phone the club's name needs the room: the header says only that the page is offline.
    return (
      <>
        <Text size="sm" fw={600} c="inherit" visibleFrom="sm">
          {t('auth.offlineAs', { name })}
        </Text>
        <Text size="sm" fw={600} c="inherit" hiddenFrom="sm">
          {t('auth.offline')}
        </Text>
      </>
    );
  }

  if (!user) {
    return (
      <Button variant="default" onClick={() => connectionModal.open()}>
        {t('auth.connect')}
      </Button>
    );
  }

  return (
    <Suspense fallback={loader}>
      <SignedInMenu user={user} />
    </Suspense>
  );
}
