import { Skeleton, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useClub } from '../../../lib/club-context.tsx';
import { useLastNewsItem } from '../api/get-last-news.ts';
import { NewsItemCard } from './news-item-card.tsx';

/** The home page's "last news": the club's newest item in the reader's language; nothing when it has none. */
export function LastNewsItemCard() {
  const { t } = useTranslation();
  const club = useClub();
  const lastNewsItem = useLastNewsItem(club.Id);
  const labelId = useId();
  if (lastNewsItem.isPending) return <Skeleton h={220} radius="md" aria-label={t('common.loading')} />;
  // A home page without its news card is better than one with an error in it.
  if (lastNewsItem.isError || lastNewsItem.data === null) return null;
  return (
    <Stack gap={6} component="section" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={700} tt="uppercase" c="dimmed">
        {t('news.lastNewsItem')}
      </Text>
      <NewsItemCard newsItem={lastNewsItem.data} headingLevel={2} />
    </Stack>
  );
}
