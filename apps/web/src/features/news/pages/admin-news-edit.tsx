import { idField } from '@club/shared/api/fields';
import { Alert, Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { useNewsForEdit } from '../api/get-news-by-id.ts';
import { NewsEditor } from '../components/news-editor.tsx';

function ExistingNewsEditor({ newsId }: { newsId: number }) {
  const { t } = useTranslation();
  const news = useNewsForEdit(newsId);
  if (news.isPending) {
    return (
      <Center py="xl">
        <Loading />
      </Center>
    );
  }
  if (news.isError) {
    return (
      <Alert color="red" role="alert">
        {t('news.admin.notFound')}
      </Alert>
    );
  }
  return <NewsEditor existing={news.data} />;
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
  return <ExistingNewsEditor key={id.data} newsId={id.data} />;
}
