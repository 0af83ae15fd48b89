import { Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** While a page's bundle loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
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
