import { useTranslation } from 'react-i18next';
import { ServerKeptText } from '../../../lib/server-kept-text.tsx';
import { useNewsDates } from './news-dates.ts';

/**
 * A news date as text, on the club's clocks. `sentence` puts the written date in its sentence
 * ("Publié le {{date}}"). The server's words stay while the page hydrates and after (`ServerKeptText`):
 * the browser makes a date formatter only for a date it renders itself (a page it opened in the app, a
 * language changed).
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
  return (
    <ServerKeptText
      value={`${i18n.language} ${timeZone} ${iso} ${withTime}`}
      write={() => {
        const date = withTime ? formatDateTime(iso) : formatDay(iso);
        return sentence ? sentence(date) : date;
      }}
    />
  );
}
