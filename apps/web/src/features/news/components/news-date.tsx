import { useTranslation } from 'react-i18next';
import { ServerKeptText } from '../../../lib/server-kept-text.tsx';
import { useNewsDates } from './news-dates.ts';

/** The day of an instant is the same in UTC (the server's page) and in the browser's time zone. */
function sameDayAsUtc(iso: string): boolean {
  const date = new Date(iso);
  return (
    date.getDate() === date.getUTCDate() &&
    date.getMonth() === date.getUTCMonth() &&
    date.getFullYear() === date.getUTCFullYear()
  );
}

/**
 * A news date as text, in a component of its own: once hydration is over only it renders again, in
 * the reader's time zone, not the article or card around it (a phone's blocking time, issue 19).
 * `sentence` puts the written date in its sentence ("Publié le {{date}}").
 * While the page hydrates the server's words stay (`ServerKeptText`): a first date formatter costs a
 * phone the browser's date tables (about 50 ms at 4x), in the middle of hydration. Afterwards a date
 * is written again only when its words change: a day that is the same in the reader's time zone as in
 * UTC keeps the server's words; a time is written again in local time (the server's names UTC).
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
  const { formatDay, formatDateTime, timeZone } = useNewsDates(i18n.language);
  const zone = timeZone === undefined && (withTime || !sameDayAsUtc(iso)) ? 'local' : 'UTC';
  return (
    <ServerKeptText
      value={`${i18n.language} ${iso} ${withTime} ${zone}`}
      write={() => {
        const date = withTime ? formatDateTime(iso) : formatDay(iso);
        return sentence ? sentence(date) : date;
      }}
    />
  );
}
