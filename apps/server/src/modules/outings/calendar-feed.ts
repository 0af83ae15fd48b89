import type { FileAnswer } from '@club/shared/api/contract';
import { type Config, clubSiteUrl } from '../../config.ts';
import type { Database } from '../../platform/data/db.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { listClubLanguages } from '../clubs/queries.ts';
import { listOutingContents, listOutingSpots } from '../outing-details/queries.ts';
import { type CalendarEvent, outingsCalendar } from './calendar.ts';
import { pickContent } from './mappers.ts';
import { outingPageUrl } from './outing-mails.ts';
import { noSuchOuting } from './outing-reads.ts';
import { findOuting, listOutingsEndingSince, type OutingRow } from './queries.ts';

/** How far back the club's feed goes: a calendar application keeps what it already read. */
const FEED_DAYS_BACK = 90;

/** The outings as calendar events, in the reader's language: the page of each on the club's site. */
async function eventsOf(
  db: Database,
  config: Config,
  club: ClubScope['club'],
  rows: OutingRow[],
  language: string,
): Promise<CalendarEvent[]> {
  const ids = rows.map((row) => row.id);
  const [contents, spots, clubLanguages] = await Promise.all([
    listOutingContents(db, club.id, ids),
    listOutingSpots(db, club.id, ids),
    listClubLanguages(db, club.id),
  ]);
  const site = clubSiteUrl(config, club.alias);
  return rows.map((row) => {
    const content = pickContent(
      contents.filter((candidate) => candidate.outingId === row.id),
      language,
      clubLanguages,
    );
    const spotNames = spots.filter((spot) => spot.outingId === row.id).map((spot) => spot.name);
    return {
      uid: `outing-${row.id}@${site.hostname}`,
      start: row.startsAt,
      end: row.endsAt,
      title: content?.title ?? '',
      description: [content?.description ?? '', content?.gearNotes ?? ''].filter(Boolean).join('\n\n'),
      location: [row.meetingPoint, ...spotNames].filter(Boolean).join(', '),
      url: outingPageUrl(config, club.alias, row.id),
    };
  });
}

/** The club's outings from FEED_DAYS_BACK days ago on, as an iCalendar feed. */
export async function clubCalendar(
  db: Database,
  config: Config,
  { club }: ClubScope,
  language: string,
): Promise<FileAnswer> {
  const since = new Date(Date.now() - FEED_DAYS_BACK * 86_400_000);
  const rows = await listOutingsEndingSince(db, club.id, since);
  const events = await eventsOf(db, config, club, rows, language);
  const text = outingsCalendar({ calendarName: club.name, timeZone: club.timeZone, events });
  return { data: Buffer.from(text), contentType: 'text/calendar', fileName: `${club.alias}.ics` };
}

/** One outing as an iCalendar file, to add to one's calendar. */
export async function outingCalendarFile(
  db: Database,
  config: Config,
  { club }: ClubScope,
  input: { outingId: number; language: string },
): Promise<FileAnswer> {
  const row = await findOuting(db, club.id, input.outingId);
  if (!row) throw noSuchOuting();
  const events = await eventsOf(db, config, club, [row], input.language);
  const text = outingsCalendar({ calendarName: club.name, timeZone: club.timeZone, events });
  return {
    data: Buffer.from(text),
    contentType: 'text/calendar',
    fileName: `${club.alias}-outing-${row.id}.ics`,
  };
}
