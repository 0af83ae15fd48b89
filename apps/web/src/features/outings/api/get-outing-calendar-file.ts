import { getCalendar, getOutingCalendarFile } from '@club/shared/api/outings';
import { callUrl } from '../../../lib/api-client.ts';

/** The address of one outing's iCalendar file: a public call, followed by the browser as a link. */
export const outingCalendarFileUrl = (outingId: number) =>
  callUrl(getOutingCalendarFile, { params: { id: outingId } });

/** The club's calendar feed on its own site (`/calendar.ics`, the alias of getCalendar). */
export const CALENDAR_FEED_PATH = getCalendar.aliases?.[0]?.path ?? '/calendar.ics';

/**
 * The feed as a `webcal:` address (calendar applications subscribe to it rather than download it
 * once), for the page's origin.
 */
export function calendarFeedWebcalUrl(origin: string): string {
  return `${origin.replace(/^https?:/, 'webcal:')}${CALENDAR_FEED_PATH}`;
}
