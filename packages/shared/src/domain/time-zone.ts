/**
 * A club's time zone: its outings happen where it dives, so their times are written in the club's
 * local time, on its pages as in its mails, whatever the reader's own zone. French first: clubs start
 * in Paris time until their manager says otherwise.
 */
export const DEFAULT_CLUB_TIME_ZONE = 'Europe/Paris';

/** Whether the runtime knows this IANA time zone name (`Europe/Paris`, `Pacific/Tahiti`, `UTC`). */
export function isTimeZone(name: string): boolean {
  if (name === '' || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
