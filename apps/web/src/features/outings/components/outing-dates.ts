import { useMemo } from 'react';
import { useClub } from '../../../lib/club-context.tsx';
import { keptFormatter } from '../../../lib/kept-formatter.ts';
import { dayKeyOf } from './month-grid.ts';

/** The text with its first letter in capitals (`samedi 14 juin` -> `Samedi 14 juin`), the language's way. */
export function capitalized(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/**
 * Dates of outings, written the reader's way, on the club's clocks (its time zone): an outing happens
 * where the club is, and the server's page and the browser write the same text. `timeZone` is that
 * zone, for the month view's days.
 * Ranges are put together from dateStyle/timeStyle formats (which the server's and the browser's ICU
 * write alike) rather than formatRange, whose words differ between ICU versions: the browser would
 * find other text than the server's page in hydration.
 */
export function useOutingDates(language: string) {
  const timeZone = useClub().Time_zone;
  return useMemo(() => {
    // Each formatter is made when first used (kept by keptFormatter): a page whose dates the server
    // wrote makes none while it hydrates (ServerKeptText).
    const day = {
      format: (date: Date) => keptFormatter(language, { dateStyle: 'full', timeZone }).format(date),
    };
    const time = {
      format: (date: Date) => keptFormatter(language, { timeStyle: 'short', timeZone }).format(date),
    };
    const dateTime = {
      format: (date: Date) =>
        keptFormatter(language, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date),
    };
    const sameDay = (start: string, end: string) => dayKeyOf(start, timeZone) === dayKeyOf(end, timeZone);
    return {
      timeZone,
      /** `samedi 14 juin 2026, 09:00 – 12:00`: the day once when both ends fall on it. */
      formatRange: (start: string, end: string) =>
        sameDay(start, end)
          ? `${day.format(new Date(start))}, ${time.format(new Date(start))} – ${time.format(new Date(end))}`
          : `${dateTime.format(new Date(start))} – ${dateTime.format(new Date(end))}`,
      formatDateTime: (iso: string) => dateTime.format(new Date(iso)),
      formatTime: (iso: string) => time.format(new Date(iso)),
    };
  }, [language, timeZone]);
}
