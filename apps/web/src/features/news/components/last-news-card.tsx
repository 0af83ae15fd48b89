import { Skeleton, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useClub } from '../../../lib/club-context.tsx';
import { useLastNews } from '../api/get-last-news.ts';
import { NewsCard } from './news-card.tsx';

/** The home page's "last news": the club's newest item in the reader's language; nothing when it has none. */
export function LastNewsCard() {
  const { t } = useTranslation();
  const club = useClub();
  const lastNews = useLastNews(club.Id);
  const labelId = useId();
  if (lastNews.isPending) return <Skeleton h={220} radius="md" aria-label={t('common.loading')} />;
  // A home page without its news card is better than one with an error in it.
  if (lastNews.isError || lastNews.data === null) return null;
  return (
    <Stack gap={6} component="section" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={700} tt="uppercase" c="dimmed">
        {t('news.lastNews')}
      </Text>
      <NewsCard news={lastNews.data} headingLevel={2} />
    </Stack>
  );
}
