import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Stands in for a part of the site that a later version brings (no placeholder data). With
 * `titleKey`, the page's name comes first as its main heading.
 */
export function ComingSoon({ titleKey }: { titleKey?: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {titleKey && <Title order={1}>{t(titleKey)}</Title>}
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4">
          {t('comingSoon.title')}
        </Title>
        <Text mt="xs">{t('comingSoon.text')}</Text>
      </Paper>
    </Stack>
  );
}
