import type { DayVisits } from '@club/shared/api/analytics';
import { VISITS_DAYS } from '@club/shared/api/analytics';
import type { Database } from '../../platform/data/db.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { countPageView, sumViewsPerDay } from './queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Counts one view of a path of the club today (UTC): one row per club, day and path, nothing else. */
export async function recordPageView(
  db: Database,
  club: ClubRow,
  path: string,
  now = Date.now(),
): Promise<void> {
  await countPageView(db, club.id, isoDay(now), path);
}

/** Views per day over the last VISITS_DAYS days, today included, oldest first; 0 on days without any. */
export async function visitsPerDay(db: Database, club: ClubRow, now = Date.now()): Promise<DayVisits[]> {
  const days = Array.from({ length: VISITS_DAYS }, (_, index) =>
    isoDay(now - (VISITS_DAYS - 1 - index) * DAY_MS),
  );
  const rows = await sumViewsPerDay(db, club.id, days[0] as string);
  return days.map((day) => ({ Day: day, Views: Number(rows.find((row) => row.day === day)?.views ?? 0) }));
}

/**
 * Sends the page view to an external analytics service (Plausible's events API and compatible ones)
 * when ANALYTICS_FORWARD_URL is set. Fire and forget: a slow or failing service never delays nor fails
 * the visitor's request. Only the page address travels, never the visitor's address or browser.
 */
export function forwardPageView(
  forwardUrl: URL | undefined,
  page: { siteUrl: URL; path: string },
  log: { warn(data: object, message: string): void },
): void {
  if (!forwardUrl) return;
  const url = new URL(page.path, page.siteUrl).href;
  fetch(forwardUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'club-platform' },
    body: JSON.stringify({ name: 'pageview', url, domain: page.siteUrl.hostname }),
    signal: AbortSignal.timeout(3000),
  }).catch((error: unknown) => log.warn({ err: error }, 'analytics forwarding failed'));
}
