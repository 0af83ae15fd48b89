import { desc, eq } from 'drizzle-orm';
import { spotReplays } from '../../db/schema/spots.ts';
import { type ClubRowValues, clubRow, ofClub } from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';

export type ReplayRow = typeof spotReplays.$inferSelect;

export async function insertReplay(
  db: Executor,
  clubId: number,
  values: ClubRowValues<typeof spotReplays>,
): Promise<void> {
  await db.insert(spotReplays).values(clubRow(spotReplays, clubId, values));
}

export function listReplays(
  db: Executor,
  clubId: number,
  spotId: number,
  page: { limit: number; offset: number },
): Promise<ReplayRow[]> {
  return db
    .select()
    .from(spotReplays)
    .where(ofClub(spotReplays, clubId, eq(spotReplays.spotId, spotId)))
    .orderBy(desc(spotReplays.finishedAt), desc(spotReplays.id))
    .limit(page.limit)
    .offset(page.offset);
}
