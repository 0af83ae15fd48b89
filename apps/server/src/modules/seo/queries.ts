import type { NewsSummary } from '@club/shared/api/news';
import type { Database } from '../../platform/data/db.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { getPublicInfos } from '../clubs/infos.ts';
import { listClubLanguages } from '../clubs/queries.ts';
import { listNews } from '../news/summaries.ts';
import { listSpots } from '../spots/queries.ts';

/**
 * What the club's sitemap and feed show, read through the same services as the public API, so that
 * both show exactly what a visitor's site shows.
 */

/** The club's languages, its default first. */
export async function clubLanguageKeys(db: Database, club: ClubRow): Promise<string[]> {
  return (await listClubLanguages(db, club.id)).map((language) => language.key);
}

/**
 * The club's news as its public news list gives them (the same service and rule: newest first, each
 * in `language` or its fallback), at most `max` of them.
 */
export async function publicNews(
  db: Database,
  club: ClubRow,
  language: string,
  max: number,
): Promise<NewsSummary[]> {
  const found: NewsSummary[] = [];
  for (let page = 0; found.length < max; page += 1) {
    // The whole query as one value: the service ignores fields it no longer asks for (clubId).
    const query = { clubId: club.id, page, language };
    const items = await listNews(db, { club, actor: null }, query);
    // An empty page marks the end of the list.
    if (items.length === 0) break;
    found.push(...items);
  }
  return found.slice(0, max);
}

/** The ids of the club's spots, whose panels its home map links; none when the club shows no spots. */
export async function publicSpotIds(db: Database, club: ClubRow): Promise<number[]> {
  if (!club.hasSpots) return [];
  return (await listSpots(db, club.id)).map((spot) => spot.id);
}

/** The club's description in `language` (else its first written one), as its club page shows it. */
export async function clubDescription(db: Database, club: ClubRow, language: string): Promise<string> {
  return (await getPublicInfos(db, club, { language }))?.Description ?? '';
}
