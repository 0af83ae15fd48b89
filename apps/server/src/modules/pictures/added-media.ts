/** What a picture and a video a member adds have in common: the author shown and the spot checked. */
import type { Database } from '../../platform/data/db.ts';
import { invalidInput } from '../../platform/http/errors.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { findSpotOfClub } from './queries.ts';

/** The nickname, else the first and last name; null when no author is known. */
export function authorName(row: {
  authorFirstname: string | null;
  authorLastname: string | null;
  authorNickname: string | null;
}): string | null {
  if (row.authorNickname) return row.authorNickname;
  if (row.authorFirstname === null) return null;
  return `${row.authorFirstname} ${row.authorLastname ?? ''}`.trim();
}

/** A spot given for a new picture or video must be the club's; one is required when the club uses spots. */
export async function checkSpot(db: Database, club: ClubRow, spotId: number | null | undefined) {
  if (!spotId) {
    if (club.hasSpots) throw invalidInput('Choose the spot');
    return null;
  }
  if (!(await findSpotOfClub(db, club.id, spotId))) throw invalidInput('No such spot in this club');
  return spotId;
}
