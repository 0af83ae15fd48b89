import { gte, sql } from 'drizzle-orm';
import { pageViews } from '../../db/schema/clubs.ts';
import { clubRow, ofClub } from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';

/** One more view of a path of the club on a day: one row per club, day and path, nothing else. */
export async function countPageView(db: Executor, clubId: number, day: string, path: string): Promise<void> {
  await db
    .insert(pageViews)
    .values(clubRow(pageViews, clubId, { day, path, views: 1 }))
    .onConflictDoUpdate({
      target: [pageViews.clubId, pageViews.day, pageViews.path],
      set: { views: sql`${pageViews.views} + 1` },
      setWhere: ofClub(pageViews, clubId),
    });
}

/** The club's views per day since `firstDay` (`YYYY-MM-DD`), all paths summed; days without any absent. */
export function sumViewsPerDay(db: Executor, clubId: number, firstDay: string) {
  return db
    .select({ day: pageViews.day, views: sql<number>`sum(${pageViews.views})::int` })
    .from(pageViews)
    .where(ofClub(pageViews, clubId, gte(pageViews.day, firstDay)))
    .groupBy(pageViews.day);
}
