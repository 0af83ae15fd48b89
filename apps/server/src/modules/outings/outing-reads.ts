import type { Outing, OutingDetails } from '@club/shared/api/outings';
import type { Executor } from '../../platform/data/db.ts';
import { notFound } from '../../platform/http/errors.ts';
import { listClubLanguages } from '../clubs/queries.ts';
import { listOutingContents, listOutingSpots } from '../outing-details/queries.ts';
import { toOuting, toOutingDetails } from './mappers.ts';
import { findOuting, type OutingWithCounts } from './queries.ts';

/** Who reads: their language, and their id for `My_status` (0 for a visitor). */
export interface Reader {
  language: string;
  userId: number;
}

export const noSuchOuting = () => notFound('No such outing on this site');

/** The outings of these rows in the reader's language, with their spots, in the rows' order. */
export async function outingsOf(
  db: Executor,
  clubId: number,
  rows: OutingWithCounts[],
  reader: Reader,
): Promise<Outing[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [contents, spots, clubLanguages] = await Promise.all([
    listOutingContents(db, clubId, ids),
    listOutingSpots(db, clubId, ids),
    listClubLanguages(db, clubId),
  ]);
  return rows.map((row) => toOuting(row, { contents, spots }, { language: reader.language, clubLanguages }));
}

/** One outing of the club as the reader sees it; 404 when the club has none of this id. */
export async function readOuting(
  db: Executor,
  clubId: number,
  outingId: number,
  reader: Reader,
): Promise<Outing> {
  const row = await findOuting(db, clubId, outingId, reader.userId);
  if (!row) throw noSuchOuting();
  const [outing] = await outingsOf(db, clubId, [row], reader);
  return outing as Outing;
}

/** The same with its texts in every language written. */
export async function readOutingDetails(
  db: Executor,
  clubId: number,
  outingId: number,
  reader: Reader,
): Promise<OutingDetails> {
  const row = await findOuting(db, clubId, outingId, reader.userId);
  if (!row) throw noSuchOuting();
  const [contents, spots, clubLanguages] = await Promise.all([
    listOutingContents(db, clubId, [row.id]),
    listOutingSpots(db, clubId, [row.id]),
    listClubLanguages(db, clubId),
  ]);
  return toOutingDetails(row, { contents, spots }, { language: reader.language, clubLanguages });
}
