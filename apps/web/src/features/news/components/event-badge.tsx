import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNewsDates } from './news-dates.ts';

/** Marks a news item that announces an event, with the event's date. */
export function EventBadge({ eventDate }: { eventDate: string | null }) {
  const { t, i18n } = useTranslation();
  const { formatDateTime } = useNewsDates(i18n.language);
  return (
    <Badge variant="light" size="lg" radius="sm" tt="none" style={{ whiteSpace: 'normal', height: 'auto' }}>
      {eventDate ? t('news.eventOn', { date: formatDateTime(eventDate) }) : t('news.event')}
    </Badge>
  );
}
