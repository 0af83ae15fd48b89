import { expect } from 'vitest';
import { buildMember, type ClubRow, type UserRow } from '../../../test/factories.ts';
import { outingParticipants, outingSpots } from '../../db/schema/outings.ts';
import { spots } from '../../db/schema/spots.ts';
import type { Database } from '../../platform/data/db.ts';

/**
 * Divers, spots and participants for the dive plan tests, written directly as the club's data would
 * hold them: FFESSM cards give the aptitudes (annex III-14 b), so a `ffessm_n1` holds PE-20.
 */

/** A member of the club holding a FFESSM card (`ffessm_n2`, `ffessm_mf1`...), or none. */
export function buildDiver(
  db: Database,
  club: ClubRow,
  level: string | null,
  fields: Parameters<typeof buildMember>[2] = {},
): Promise<UserRow & { password: string }> {
  return buildMember(db, club, { organism: level === null ? null : 'ffessm', divingLevel: level, ...fields });
}

/** Signs these members up for the outing, in this order (their arrival order). */
export async function addParticipants(
  db: Database,
  outing: { id: number; clubId: number },
  divers: readonly { id: number }[],
  status: 'confirmed' | 'waiting' = 'confirmed',
): Promise<void> {
  for (const diver of divers) {
    await db
      .insert(outingParticipants)
      .values({ outingId: outing.id, clubId: outing.clubId, userId: diver.id, status });
  }
}

/** A spot of the club, put on the outing's list of spots at `position`. */
export async function addOutingSpot(
  db: Database,
  outing: { id: number; clubId: number },
  name: string,
  position = 0,
): Promise<{ id: number; name: string; latitude: number; longitude: number }> {
  const [spot] = await db
    .insert(spots)
    .values({ clubId: outing.clubId, name, latitude: 43.0048, longitude: 6.3776 })
    .returning();
  expect(spot, 'spot created').toBeDefined();
  const row = spot as typeof spots.$inferSelect;
  await db
    .insert(outingSpots)
    .values({ outingId: outing.id, clubId: outing.clubId, spotId: row.id, position });
  return row;
}
