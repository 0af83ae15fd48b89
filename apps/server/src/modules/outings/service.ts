import type { createOuting as createOutingCall, Outing, OutingDetails } from '@club/shared/api/outings';
import { LIST_PAGE_SIZE } from '@club/shared/constants';
import type { z } from 'zod';
import type { Database, Executor } from '../../platform/data/db.ts';
import type { Actor } from '../../platform/http/auth.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { invalidInput } from '../../platform/http/errors.ts';
import { listClubLanguages } from '../clubs/queries.ts';
import { noSuchOuting, outingsOf, type Reader, readOutingDetails } from './outing-reads.ts';
import {
  deleteOutingRow,
  insertOuting,
  listClubSpotIdsAmong,
  listOutingsPage,
  listUserUpcomingOutings,
  lockOuting,
  newsOfClubExists,
  type OutingFields,
  replaceContents,
  replaceSpots,
  updateOuting,
} from './queries.ts';
import { scheduleOutingReminder } from './reminders.ts';
import { giveFreeSeats } from './seats.ts';

type OutingInput = z.output<(typeof createOutingCall)['body']>;

const readerOf = (actor: Actor | null, language: string): Reader => ({
  language,
  userId: actor?.userId ?? 0,
});

export async function listOutings(
  db: Database,
  { club, actor }: ClubScope,
  query: { page: number; past: boolean; language: string },
): Promise<Outing[]> {
  const reader = readerOf(actor, query.language);
  const rows = await listOutingsPage(db, club.id, {
    past: query.past,
    now: new Date(),
    limit: LIST_PAGE_SIZE,
    offset: query.page * LIST_PAGE_SIZE,
    userId: reader.userId,
  });
  return outingsOf(db, club.id, rows, reader);
}

export function getOutingDetails(
  db: Database,
  { club, actor }: ClubScope,
  query: { id: number; language: string },
): Promise<OutingDetails> {
  return readOutingDetails(db, club.id, query.id, readerOf(actor, query.language));
}

/** The asking member's outings not yet ended (the super administrator, in no club, has none). */
export async function listMyOutings(
  db: Database,
  { club, actor }: ClubScope<Actor>,
  language: string,
): Promise<Outing[]> {
  const reader = readerOf(actor, language);
  const rows = await listUserUpcomingOutings(db, club.id, actor.userId, new Date());
  return outingsOf(db, club.id, rows, reader);
}

/** The texts written (those with a title), each in a language of the club, one per language. */
async function prepareContents(db: Executor, clubId: number, entries: OutingInput['Contents']) {
  const clubLanguages = await listClubLanguages(db, clubId);
  const seen = new Set<number>();
  const prepared = entries.map((entry) => {
    const language = clubLanguages.find((candidate) => candidate.key === entry.Language_key);
    if (!language)
      throw invalidInput(`Contents: the club does not offer the language "${entry.Language_key}"`);
    if (seen.has(language.id)) throw invalidInput('Contents: two texts are in the same language');
    seen.add(language.id);
    return {
      languageId: language.id,
      title: entry.Title,
      description: entry.Description,
      gearNotes: entry.Gear_notes,
    };
  });
  return prepared.filter((content) => content.title !== '');
}

/** The spots in the order given, once each; every one a spot of the club. */
async function checkedSpotIds(db: Executor, clubId: number, spotIds: number[]): Promise<number[]> {
  const unique = [...new Set(spotIds)];
  const ofClub = new Set(await listClubSpotIdsAmong(db, clubId, unique));
  if (unique.some((id) => !ofClub.has(id))) throw invalidInput('Spot_ids: no such spot in this club');
  return unique;
}

async function checkedFields(db: Executor, clubId: number, input: OutingInput): Promise<OutingFields> {
  const newsId = input.News_id ?? null;
  if (newsId !== null && !(await newsOfClubExists(db, clubId, newsId))) {
    throw invalidInput('News_id: no such news item in this club');
  }
  return {
    kind: input.Kind,
    startsAt: new Date(input.Start),
    endsAt: new Date(input.End),
    signUpDeadline: new Date(input.Deadline),
    seats: input.Seats,
    minCertificationStep: input.Min_level,
    meetingPoint: input.Meeting_point,
    price: input.Price,
    newsId,
  };
}

export async function createOuting(
  db: Database,
  { club, actor }: ClubScope<Actor>,
  input: OutingInput,
  language: string,
): Promise<OutingDetails> {
  const fields = await checkedFields(db, club.id, input);
  const contents = await prepareContents(db, club.id, input.Contents);
  const spotIds = await checkedSpotIds(db, club.id, input.Spot_ids);
  const outingId = await db.transaction(async (tx) => {
    const row = await insertOuting(tx, club.id, fields);
    await replaceContents(tx, club.id, row.id, contents);
    await replaceSpots(tx, club.id, row.id, spotIds);
    await scheduleOutingReminder(tx, { clubId: club.id, outingId: row.id, startsAt: row.startsAt });
    return row.id;
  });
  return readOutingDetails(db, club.id, outingId, readerOf(actor, language));
}

/**
 * Changes an outing. Fewer seats than confirmed members keep them all confirmed; more seats go to the
 * first waiting members (mailed). The reminder follows the start (a moved start gets a new one).
 */
export async function editOuting(
  db: Database,
  { club, actor }: ClubScope<Actor>,
  input: OutingInput & { Id: number },
  language: string,
): Promise<OutingDetails> {
  const fields = await checkedFields(db, club.id, input);
  const contents = await prepareContents(db, club.id, input.Contents);
  const spotIds = await checkedSpotIds(db, club.id, input.Spot_ids);
  await db.transaction(async (tx) => {
    if (!(await lockOuting(tx, club.id, input.Id))) throw noSuchOuting();
    const row = await updateOuting(tx, club.id, input.Id, fields);
    if (!row) throw noSuchOuting();
    await replaceContents(tx, club.id, row.id, contents);
    await replaceSpots(tx, club.id, row.id, spotIds);
    await scheduleOutingReminder(tx, { clubId: club.id, outingId: row.id, startsAt: row.startsAt });
    await giveFreeSeats(tx, row, { now: new Date() });
  });
  return readOutingDetails(db, club.id, input.Id, readerOf(actor, language));
}

/** Deletes an outing; its texts, spots and participants go with it (foreign keys). */
export async function deleteOuting(
  db: Database,
  { club }: ClubScope,
  outingId: number,
): Promise<{ ok: true }> {
  if (!(await deleteOutingRow(db, club.id, outingId))) throw noSuchOuting();
  return { ok: true };
}
