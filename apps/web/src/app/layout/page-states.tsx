import { Button, Center, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Loading } from '../../components/loading.tsx';
import { isMissingCodeError, reloadOnce } from '../../lib/stale-build.ts';

/** While a page's bundle loads. */
export function PageLoader() {
  return (
    <Center py="xl">
      <Loading />
    </Center>
  );
}

/** A route that failed to resolve, inside the layout: the page is replaced by 'Not found'. */
export function PageNotFound() {
  return (
    <Text py="xl" ta="center" size="lg">
      Not found
    </Text>
  );
}

/**
 * A route's error. When its code could not be loaded (a page of a previous build, after a deploy), the
 * page reloads once (lib/stale-build.ts) and shows the loader meanwhile; if that build already
 * reloaded once, it says the page could not be loaded, with a button to try again. Any other error
 * shows `notFound`.
 */
export function RouteError({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation();
  const missingCode = isMissingCodeError(useRouteError());
  // Decided once for this error: reloadOnce answers the same for as long as the page lives.
  const [reloading] = useState(() => missingCode && reloadOnce());
  if (!missingCode) return notFound;
  if (reloading) return <PageLoader />;
  return (
    <Stack py="xl" px="md" align="center" gap="md" role="alert">
      <Text ta="center" size="lg">
        {t('common.pageLoadFailed')}
      </Text>
      <Button onClick={() => window.location.reload()}>{t('common.reloadPage')}</Button>
    </Stack>
  );
}
