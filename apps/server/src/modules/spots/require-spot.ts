import type { Executor } from '../../platform/data/db.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { findSpot, type SpotRow } from './queries.ts';

/** The club's spot, or 404: what every call about one spot (its layers, its live) checks first. */
export async function requireSpot(db: Executor, club: ClubRow, spotId: number): Promise<SpotRow> {
  const spot = await findSpot(db, club.id, spotId);
  if (!spot) throw notFound('No such spot on this site');
  return spot;
}
