import ical, { escape as escapeText } from 'ical-generator';

/** An outing as a calendar event; every text is plain, as members and managers wrote it. */
export interface CalendarEvent {
  /** Unique and stable across feeds (an outing's page URL's host and id make one). */
  uid: string;
  start: Date;
  end: Date;
  title: string;
  description: string;
  location: string;
  url: string;
}

/** Characters a UID keeps: ical-generator writes the UID as given, unescaped. */
const UNSAFE_UID_CHARACTERS = /[^A-Za-z0-9@._:/-]/g;

/**
 * An iCalendar document (RFC 5545) of these events, for a club's feed or one outing's file. The text
 * escaping and the line folding at 75 octets are ical-generator's; times are written in UTC (a `Z`
 * time means the same instant in every client), and `timeZone` is only the feed's display hint.
 */
export function outingsCalendar(input: {
  calendarName: string;
  timeZone?: string;
  events: CalendarEvent[];
}): string {
  // ical-generator escapes the events' texts but writes the calendar's name (NAME, X-WR-CALNAME) as
  // given: a line break in a club's name would start a property of its own.
  const name = escapeText(input.calendarName, false);
  const calendar = ical({ name, prodId: '//Club platform//Outings//EN' });
  if (input.timeZone !== undefined) calendar.x([['X-WR-TIMEZONE', input.timeZone]]);
  for (const event of input.events) {
    calendar.createEvent({
      id: event.uid.replace(UNSAFE_UID_CHARACTERS, '-'),
      start: event.start,
      end: event.end,
      summary: event.title,
      description: event.description,
      location: event.location === '' ? null : event.location,
      url: event.url,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves the last bare.
  return `${calendar.toString()}\r\n`;
}
