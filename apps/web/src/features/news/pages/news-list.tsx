import { pages } from '@club/shared/pages';
import { Alert, Center, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { InfiniteSentinel } from '../../../components/infinite-sentinel.tsx';
import { Loading } from '../../../components/loading.tsx';
import { useClub } from '../../../lib/club-context.tsx';
import { useNewsList } from '../api/get-news-list.ts';
import { NewsItemCard } from '../components/news-item-card.tsx';

/** /news_list: the club's news, newest first, loaded page by page as the reader scrolls. */
export default function NewsListPage() {
  const { t } = useTranslation();
  const club = useClub();
  const list = useNewsList(club.Id);
  const items = list.data?.pages.flat() ?? [];

  return (
    <Stack gap="lg">
      <Title order={1}>{t('news.title')}</Title>
      {list.isPending ? (
        <Center py="xl">
          <Loading />
        </Center>
      ) : list.isError && items.length === 0 ? (
        <Alert color="red" role="alert">
          {t('news.loadError')}
        </Alert>
      ) : items.length === 0 ? (
        <EmptyState
          testId="news-empty"
          manage={{ to: pages.admin.newsCreation.to(), label: t('emptyState.newsManage') }}
        >
          {t('emptyState.news')}
        </EmptyState>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {items.map((newsItem, index) => (
              // The first card's picture is the first screen's largest paint, on a phone as on a wide screen.
              <NewsItemCard key={newsItem.Id} newsItem={newsItem} firstOnScreen={index === 0} />
            ))}
          </SimpleGrid>
          <InfiniteSentinel list={list} />
        </>
      )}
    </Stack>
  );
}
