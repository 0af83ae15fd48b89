import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/loading.tsx';
import { useConnectionModal } from '../../lib/connection-modal-context.tsx';
import { useSession } from '../../lib/session-context.tsx';

const SignedInMenu = lazy(() =>
  import('./signed-in-menu.tsx').then((module) => ({ default: module.SignedInMenu })),
);

/** 'Connexion' when signed out; the member's avatar and name with their menu when signed in. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  const connectionModal = useConnectionModal();
  const loader = <Loading size="sm" color="currentColor" />;

  if (isLoading) return loader;

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
