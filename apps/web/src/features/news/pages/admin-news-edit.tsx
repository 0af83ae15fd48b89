import { idField } from '@club/shared/api/fields';
import { Alert, Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { useNewsItemForEdit } from '../api/get-news-by-id.ts';
import { NewsEditor } from '../components/news-editor.tsx';

function ExistingNewsItemEditor({ newsId }: { newsId: number }) {
  const { t } = useTranslation();
  const newsItem = useNewsItemForEdit(newsId);
  if (newsItem.isPending) {
    return (
      <Center py="xl">
        <Loading />
      </Center>
    );
  }
  if (newsItem.isError) {
    return (
      <Alert color="red" role="alert">
        {t('news.admin.notFound')}
      </Alert>
    );
  }
  return <NewsEditor existing={newsItem.data} />;
}

/**
 * /admin/creation_news and /admin/edit_news (a new news item), /admin/edit_news/{news_id} (that one).
 */
export default function AdminNewsEditPage() {
  const { newsId } = useParams();
  if (newsId === undefined) return <NewsEditor key="new" existing={null} />;
  const id = idField.safeParse(newsId);
  if (!id.success) {
    return (
      <Text py="xl" ta="center" size="lg">
        Not found
      </Text>
    );
  }
  return <ExistingNewsItemEditor key={id.data} newsId={id.data} />;
}
