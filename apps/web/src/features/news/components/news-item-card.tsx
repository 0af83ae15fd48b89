import type { NewsSummary } from '@club/shared/api/news';
import { pages } from '@club/shared/pages';
import { Anchor, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventBadge } from './event-badge.tsx';
import { NewsDate } from './news-date.tsx';
import { newsPictureSources } from './news-picture.ts';

/** A card is the screen's width on a phone, a column of a grid on a computer. */
const CARD_PICTURE_SIZES = '(max-width: 48em) 100vw, 400px';

/** One news item of the list: picture, title, date, event mark and intro, opening the item. */
export function NewsItemCard({
  newsItem,
  headingLevel = 2,
  firstOnScreen = false,
}: {
  newsItem: NewsSummary;
  headingLevel?: 2 | 3;
  /** On the first screen: its picture loads at once (a lazy one is found late, and paints late). */
  firstOnScreen?: boolean;
}) {
  const { t } = useTranslation();
  const to = pages.news.to(newsItem.Id);
  return (
    <Card withBorder radius="md" padding="md" component="article" lang={newsItem.Language_key}>
      {newsItem.Picture && (
        <Card.Section mb="sm">
          <Link to={to} tabIndex={-1} aria-hidden>
            <Image
              {...newsPictureSources(newsItem.Picture, CARD_PICTURE_SIZES)}
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
            {newsItem.Title}
          </Anchor>
        </Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            <NewsDate iso={newsItem.Creation_date} />
          </Text>
          {newsItem.Is_event && <EventBadge eventDate={newsItem.Event_date} />}
        </Group>
        {newsItem.Intro_content && (
          <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-line' }}>
            {newsItem.Intro_content}
          </Text>
        )}
        <Anchor
          component={Link}
          to={to}
          size="sm"
          aria-label={t('news.readMoreAbout', { title: newsItem.Title })}
        >
          {t('news.readMore')}
        </Anchor>
      </Stack>
    </Card>
  );
}
