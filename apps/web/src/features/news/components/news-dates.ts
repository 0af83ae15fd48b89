import { useMemo } from 'react';
import { useClub } from '../../../lib/club-context.tsx';
import { keptFormatter } from '../../../lib/kept-formatter.ts';

/**
 * Dates of news items, written the reader's way (the interface language), on the club's clocks (its
 * time zone), as outings are: an event happens where the club is, and the server's page and the
 * browser write the same words, so nothing is written again once the browser has the page (the first
 * date formatter costs a phone the browser's date tables, about 70 ms, which used to land right after
 * hydration).
 */
export function useNewsDates(language: string) {
  const timeZone = useClub().Time_zone;
  // Each formatter is made when its first date is written, so a page that writes only days never
  // makes the one with times.
  return useMemo(
    () => ({
      timeZone,
      formatDay: (iso: string) =>
        keptFormatter(language, { dateStyle: 'long', timeZone }).format(new Date(iso)),
      formatDateTime: (iso: string) =>
        keptFormatter(language, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(iso)),
    }),
    [language, timeZone],
  );
}
