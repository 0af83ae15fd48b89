import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NewsDate } from './news-date.tsx';

/** Marks a news item that announces an event, with the event's date. */
export function EventBadge({ eventDate }: { eventDate: string | null }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" size="lg" radius="sm" tt="none" style={{ whiteSpace: 'normal', height: 'auto' }}>
      {eventDate ? (
        <NewsDate iso={eventDate} withTime sentence={(date) => t('news.eventOn', { date })} />
      ) : (
        t('news.event')
      )}
    </Badge>
  );
}
