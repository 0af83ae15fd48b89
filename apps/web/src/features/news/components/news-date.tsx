import { useTranslation } from 'react-i18next';
import { useNewsDates } from './news-dates.ts';

/**
 * A news date as text, in a component of its own: once hydration is over only it renders again, in
 * the reader's time zone, not the article or card around it (a phone's blocking time, issue 19).
 * `sentence` puts the written date in its sentence ("Publié le {{date}}").
 */
export function NewsDate({
  iso,
  withTime = false,
  sentence,
}: {
  iso: string;
  withTime?: boolean;
  sentence?: (date: string) => string;
}) {
  const { i18n } = useTranslation();
  const { formatDay, formatDateTime } = useNewsDates(i18n.language);
  const date = withTime ? formatDateTime(iso) : formatDay(iso);
  return sentence ? sentence(date) : date;
}
