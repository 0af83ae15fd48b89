import { rowIdOf } from '@club/shared/api/path';
import { pages } from '@club/shared/pages';
import { Anchor, AspectRatio, Center, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { useClub } from '../../../lib/club-context.tsx';
import { useNewsDetails } from '../api/get-news-details.ts';
import { CommentsSection } from '../components/comments-section.tsx';
import { EventBadge } from '../components/event-badge.tsx';
import { NewsDate } from '../components/news-date.tsx';
import { newsPictureSources } from '../components/news-picture.ts';
import { RichTextView } from '../components/rich-text-view.tsx';

/** What a route that does not resolve shows (SPEC.md section 2). */
function NotFoundText() {
  return (
    <Text py="xl" ta="center" size="lg">
      Not found
    </Text>
  );
}

function NewsArticle({ newsId }: { newsId: number }) {
  const { t, i18n } = useTranslation();
  const club = useClub();
  const details = useNewsDetails(newsId);
  const title = details.data?.Title;

  // The tab and a bookmark name the item itself, as its shared page does.
  useEffect(() => {
    if (title) document.title = `${title} · ${club.Name}`;
  }, [title, club.Name]);

  if (details.isPending) {
    return (
      <Center py="xl">
        <Loading />
      </Center>
    );
  }
  if (details.isError) return <NotFoundText />;
  const news = details.data;
  return (
    <Container size="md" px={0}>
      <Stack gap="xl">
        <Stack gap="md" component="article" lang={news.Language_key}>
          <Anchor component={Link} to={pages.newsList.to()} size="sm">
            {t('news.backToList')}
          </Anchor>
          <Title order={1}>{news.Title}</Title>
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              <NewsDate iso={news.Creation_date} sentence={(date) => t('news.publishedOn', { date })} />
            </Text>
            {news.Is_event && <EventBadge eventDate={news.Event_date} />}
          </Group>
          {news.Language_key !== i18n.language && (
            <Text size="sm" c="dimmed" fs="italic" lang={i18n.language}>
              {t('news.otherLanguage', {
                language: new Intl.DisplayNames([i18n.language], { type: 'language' }).of(news.Language_key),
              })}
            </Text>
          )}
          {news.Picture && (
            // Its place is kept before it loads, so the text below does not move (issue 19: no layout
            // shift); a picture of another shape than 16:9 is shown whole inside it.
            <AspectRatio ratio={16 / 9}>
              <Image
                {...newsPictureSources(news.Picture, '(max-width: 60em) 100vw, 960px')}
                alt={t('news.pictureOf', { title: news.Title })}
                radius="md"
                fit="contain"
                fetchPriority="high"
              />
            </AspectRatio>
          )}
          {news.Intro_content && (
            <Text size="lg" fw={500} style={{ whiteSpace: 'pre-line' }}>
              {news.Intro_content}
            </Text>
          )}
          <RichTextView sanitizedHtml={news.News_content} />
        </Stack>
        <CommentsSection newsId={news.Id} />
      </Stack>
    </Container>
  );
}

/** /news/{news_id}: a news item in the reader's language (else the club's first), with its comments. */
export default function NewsDetailPage() {
  const { newsId } = useParams();
  const id = rowIdOf(newsId);
  if (id === null) return <NotFoundText />;
  // Keyed by id: moving to another item starts from a clean page.
  return <NewsArticle key={id} newsId={id} />;
}
