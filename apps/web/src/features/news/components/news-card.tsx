import type { NewsSummary } from '@club/shared/api/news';
import { Anchor, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { EventBadge } from './event-badge.tsx';
import { NewsDate } from './news-date.tsx';
import { newsPictureSources } from './news-picture.ts';

/** A card is the screen's width on a phone, a column of a grid on a computer. */
const CARD_PICTURE_SIZES = '(max-width: 48em) 100vw, 400px';

/** One news item of the list: picture, title, date, event mark and intro, opening the item. */
export function NewsCard({
  news,
  headingLevel = 2,
  firstOnScreen = false,
}: {
  news: NewsSummary;
  headingLevel?: 2 | 3;
  /** On the first screen: its picture loads at once (a lazy one is found late, and paints late). */
  firstOnScreen?: boolean;
}) {
  const { t } = useTranslation();
  const to = paths.news.to(news.Id);
  return (
    <Card withBorder radius="md" padding="md" component="article" lang={news.Language_key}>
      {news.Picture && (
        <Card.Section mb="sm">
          <Link to={to} tabIndex={-1} aria-hidden>
            <Image
              {...newsPictureSources(news.Picture, CARD_PICTURE_SIZES)}
              alt=""
              h={180}
              fit="cover"
              loading={firstOnScreen ? 'eager' : 'lazy'}
              fetchPriority={firstOnScreen ? 'high' : 'auto'}
            />
          </Link>
        </Card.Section>
      )}
      <Stack gap="xs">
        <Title order={headingLevel} size="h4">
          <Anchor component={Link} to={to} inherit c="inherit">
            {news.Title}
          </Anchor>
        </Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            <NewsDate iso={news.Creation_date} />
          </Text>
          {news.Is_event && <EventBadge eventDate={news.Event_date} />}
        </Group>
        {news.Intro_content && (
          <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-line' }}>
            {news.Intro_content}
          </Text>
        )}
        <Anchor
          component={Link}
          to={to}
          size="sm"
          aria-label={t('news.readMoreAbout', { title: news.Title })}
        >
          {t('news.readMore')}
        </Anchor>
      </Stack>
    </Card>
  );
}
