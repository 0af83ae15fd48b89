import { useMemo } from 'react';
import { useReaderTimeZone } from '../../../lib/reader-time-zone.ts';

/** Formatters kept by language and options: making one is the costly part (a list writes dozens of dates). */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function keptFormatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let kept = formatters.get(key);
  if (kept === undefined) {
    kept = new Intl.DateTimeFormat(language, options);
    formatters.set(key, kept);
  }
  return kept;
}

/**
 * Dates of outings, written the reader's way, in the reader's time zone (as news dates are): the
 * server's page says them in UTC and names the zone, until the browser has taken the page over.
 * `timeZone` is the zone they are written in (undefined: the browser's own), for the month view's days.
 */
export function useOutingDates(language: string) {
  const { timeZone, timeStyle } = useReaderTimeZone();
  return useMemo(() => {
    const range = keptFormatter(language, { dateStyle: 'full', timeStyle, timeZone });
    const shortRange = keptFormatter(language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
    const dateTime = keptFormatter(language, { dateStyle: 'long', timeStyle, timeZone });
    const time = keptFormatter(language, { timeStyle: 'short', timeZone });
    return {
      timeZone,
      /** `samedi 14 juin 2026, 09:00 – 12:00`: the day once when both ends fall on it. */
      formatRange: (start: string, end: string) => range.formatRange(new Date(start), new Date(end)),
      /** `sam. 14 juin, 09:00 – 12:00`, for cards. */
      formatShortRange: (start: string, end: string) =>
        shortRange.formatRange(new Date(start), new Date(end)),
      formatDateTime: (iso: string) => dateTime.format(new Date(iso)),
      formatTime: (iso: string) => time.format(new Date(iso)),
    };
  }, [language, timeZone, timeStyle]);
}
