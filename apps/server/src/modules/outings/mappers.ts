import type { MyStatus, Outing, OutingContent, OutingDetails } from '@club/shared/api/outings';
import type { OutingKind } from '@club/shared/domain/outings';
import { seatsLeft } from '@club/shared/domain/outings';
import type { OutingContentRow, OutingSpotRow } from '../outing-details/queries.ts';
import type { OutingWithCounts } from './queries.ts';

export type ClubLanguage = { id: number; key: string };

/** The text to show: the reader's language, else the club's languages in order, else any written. */
export function pickContent(
  contents: OutingContentRow[],
  language: string,
  clubLanguages: ClubLanguage[],
): OutingContentRow | null {
  for (const key of [language, ...clubLanguages.map((clubLanguage) => clubLanguage.key)]) {
    const content = contents.find((candidate) => candidate.languageKey === key);
    if (content) return content;
  }
  return contents[0] ?? null;
}

const myStatusOf = (status: string | null): MyStatus =>
  status === 'confirmed' || status === 'waiting' ? status : 'none';

/**
 * An outing as the reader sees it, from its row, its texts and its spots (those of other outings are
 * skipped).
 */
export function toOuting(
  row: OutingWithCounts,
  related: { contents: OutingContentRow[]; spots: OutingSpotRow[] },
  reader: { language: string; clubLanguages: ClubLanguage[] },
): Outing {
  const own = related.contents.filter((content) => content.outingId === row.id);
  const content = pickContent(own, reader.language, reader.clubLanguages);
  return {
    Id: row.id,
    Club_id: row.clubId,
    Kind: row.kind as OutingKind,
    Start: row.startsAt.toISOString(),
    End: row.endsAt.toISOString(),
    Deadline: row.signUpDeadline.toISOString(),
    Seats: row.seats,
    Seats_left: seatsLeft(row.seats, row.confirmedCount),
    Waiting_count: row.waitingCount,
    Min_level: row.minCertificationStep,
    Meeting_point: row.meetingPoint,
    Price: row.price,
    News_id: row.newsId,
    Spots: related.spots
      .filter((spot) => spot.outingId === row.id)
      .map((spot) => ({
        Id: spot.spotId,
        Name: spot.name,
        Latitude: spot.latitude,
        Longitude: spot.longitude,
      })),
    Language_key: content?.languageKey ?? reader.language,
    Title: content?.title ?? '',
    Description: content?.description ?? '',
    Gear_notes: content?.gearNotes ?? '',
    My_status: myStatusOf(row.myStatus),
  };
}

export function toContent(row: OutingContentRow): OutingContent {
  return {
    Language_key: row.languageKey,
    Title: row.title,
    Description: row.description,
    Gear_notes: row.gearNotes,
  };
}

export function toOutingDetails(
  row: OutingWithCounts,
  related: { contents: OutingContentRow[]; spots: OutingSpotRow[] },
  reader: { language: string; clubLanguages: ClubLanguage[] },
): OutingDetails {
  return { ...toOuting(row, related, reader), Contents: related.contents.map(toContent) };
}
