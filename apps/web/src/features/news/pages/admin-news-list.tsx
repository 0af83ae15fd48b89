import '../../../lib/styles/admin-components.ts';
import type { NewsSummary } from '@club/shared/api/news';
import { pages } from '@club/shared/pages';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Image,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfiniteSentinel } from '../../../components/infinite-sentinel.tsx';
import { Loading } from '../../../components/loading.tsx';
import { useClub } from '../../../lib/club-context.tsx';
import { fileUrl } from '../../../lib/file-url.ts';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useDeleteNews } from '../api/delete-news.ts';
import { useNewsList } from '../api/get-news-list.ts';
import { confirmDeleteNewsItem } from '../components/confirm-delete-news-item.tsx';
import { EventBadge } from '../components/event-badge.tsx';
import { NewsDate } from '../components/news-date.tsx';

function NewsItemRow({
  newsItem,
  onDelete,
}: {
  newsItem: NewsSummary;
  onDelete(newsItem: NewsSummary): void;
}) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td w={96}>
        {newsItem.Picture ? (
          <Image src={fileUrl(newsItem.Picture)} alt="" w={80} h={45} radius="sm" fit="cover" />
        ) : null}
      </Table.Td>
      <Table.Td>
        <Stack gap={4}>
          <Anchor component={Link} to={pages.admin.newsEditOne.to(newsItem.Id)} fw={600}>
            {newsItem.Title}
          </Anchor>
          {newsItem.Is_event && (
            <Group>
              <EventBadge eventDate={newsItem.Event_date} />
            </Group>
          )}
        </Stack>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm">
          <NewsDate iso={newsItem.Creation_date} />
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            component={Link}
            to={pages.admin.newsEditOne.to(newsItem.Id)}
            size="compact-sm"
            variant="light"
            aria-label={t('news.admin.editOne', { title: newsItem.Title })}
          >
            {t('news.admin.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={() => onDelete(newsItem)}
            aria-label={t('news.admin.deleteOne', { title: newsItem.Title })}
          >
            {t('news.admin.delete')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** /admin/news_list (and /admin/gestion_actu_club): the club's news, to create, edit or delete one. */
export default function AdminNewsListPage() {
  const { t } = useTranslation();
  const club = useClub();
  const list = useNewsList(club.Id);
  const remove = useDeleteNews();
  const items = list.data?.pages.flat() ?? [];

  const askDelete = (newsItem: NewsSummary) =>
    confirmDeleteNewsItem(t, newsItem.Title, () =>
      remove.mutate(newsItem.Id, {
        onSuccess: () => flashSuccess(t('news.admin.deleted')),
        onError: () => showErrorDialog(t),
      }),
    );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t('news.admin.listTitle')}</Title>
        <Button component={Link} to={pages.admin.newsCreation.to()}>
          {t('news.admin.create')}
        </Button>
      </Group>
      {list.isPending ? (
        <Center py="xl">
          <Loading />
        </Center>
      ) : list.isError && items.length === 0 ? (
        <Alert color="red" role="alert">
          {t('news.loadError')}
        </Alert>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('news.empty')}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('news.admin.picture.label')}</Table.Th>
                  <Table.Th>{t('news.admin.titleField')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('news.admin.date')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('news.admin.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((newsItem) => (
                  <NewsItemRow key={newsItem.Id} newsItem={newsItem} onDelete={askDelete} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <InfiniteSentinel list={list} />
        </>
      )}
    </Stack>
  );
}
