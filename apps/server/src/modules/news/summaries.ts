/** The news as a reader's list shows them: each in the reader's language or its fallback, newest first. */
import type { News, NewsSummary } from '@club/shared/api/news';
import { LIST_PAGE_SIZE } from '@club/shared/constants';
import type { Database } from '../../platform/data/db.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { listClubLanguages } from '../clubs/queries.ts';
import { listContents, listNewsPage, type NewsContentRow, type NewsItemRow } from './queries.ts';

export type ClubLanguage = { id: number; key: string };

export function toNewsItem(row: NewsItemRow): News {
  return {
    Id: row.id,
    Club_id: row.clubId,
    Is_event: row.isEvent,
    Event_date: row.eventDate?.toISOString() ?? null,
    Picture: row.pictureUrl,
    Creation_date: row.createdAt.toISOString(),
  };
}

export function toSummary(row: NewsItemRow, content: NewsContentRow): NewsSummary {
  return {
    ...toNewsItem(row),
    Language_id: content.languageId,
    Language_key: content.languageKey,
    Title: content.title,
    Intro_content: content.introContent,
  };
}

/** The text to show: the reader's language, else the club's first language, else the next one written. */
export function pickContent(
  contents: NewsContentRow[],
  language: string,
  clubLanguages: ClubLanguage[],
): NewsContentRow | null {
  const inLanguage = (key: string) => contents.find((content) => content.languageKey === key);
  const preferred = [language, ...clubLanguages.map((clubLanguage) => clubLanguage.key)];
  for (const key of preferred) {
    const content = inLanguage(key);
    if (content) return content;
  }
  return contents[0] ?? null;
}

async function summariesOf(
  db: Database,
  club: ClubRow,
  rows: NewsItemRow[],
  language: string,
): Promise<NewsSummary[]> {
  const clubLanguages = await listClubLanguages(db, club.id);
  const contents = await listContents(
    db,
    club.id,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const own = contents.filter((content) => content.newsId === row.id);
    const content = pickContent(own, language, clubLanguages);
    return content ? [toSummary(row, content)] : [];
  });
}

export async function listNews(
  db: Database,
  { club }: ClubScope,
  query: { page: number; language: string },
): Promise<NewsSummary[]> {
  const rows = await listNewsPage(db, club.id, {
    limit: LIST_PAGE_SIZE,
    offset: query.page * LIST_PAGE_SIZE,
  });
  return summariesOf(db, club, rows, query.language);
}

export async function getLastNewsItem(
  db: Database,
  { club }: ClubScope,
  query: { language: string },
): Promise<NewsSummary | null> {
  const rows = await listNewsPage(db, club.id, { limit: 1, offset: 0 });
  const [summary] = await summariesOf(db, club, rows, query.language);
  return summary ?? null;
}
