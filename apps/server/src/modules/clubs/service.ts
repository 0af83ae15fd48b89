import type { Club, Language, Subscription } from '@club/shared/api/clubs';
import type { Database } from '../../platform/data/db.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { findClubByAlias, findSubscription, listAllLanguages, listClubLanguages } from './queries.ts';

/** `#1a2b3c` -> `26, 43, 60`. */
export function colorToRgb(hex: string): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return '11, 114, 133';
  return match
    .slice(1)
    .map((pair) => Number.parseInt(pair, 16))
    .join(', ');
}

export async function clubLanguagesOf(db: Database, clubId: number): Promise<Language[]> {
  const rows = await listClubLanguages(db, clubId);
  return rows.map((row) => ({ Id: row.id, Language_key: row.key }));
}

export function toPublicClub(row: ClubRow, languageList: Language[]): Club {
  return {
    Id: row.id,
    Name: row.name,
    Alias: row.alias,
    Manager_id: row.managerId,
    Facebook_id: row.facebookId,
    Facebook_link: row.facebookLink,
    Spot: row.hasSpots,
    Gallery: row.hasGallery,
    Dolphyn: row.hasLivePage,
    Phone: row.phone,
    Subscription_id: row.subscriptionId,
    Color: row.color,
    Color_rgb: colorToRgb(row.color),
    Theme: row.theme,
    Logo_url: row.logoUrl,
    Youtube_id: row.youtubeId,
    Is_live: row.isLive,
    Live_url: row.liveUrl,
    Languages: languageList,
    Time_zone: row.timeZone,
    Offline_area_mb: row.offlineAreaMb,
  };
}

export async function getPublicClubByAlias(db: Database, alias: string): Promise<Club> {
  const row = await findClubByAlias(db, alias.toLowerCase());
  if (!row) throw notFound('No club has this alias');
  return toPublicClub(row, await clubLanguagesOf(db, row.id));
}

/** A club's languages, readable only through that club's own site. */
export async function getLanguagesOfClub(db: Database, club: ClubRow): Promise<Language[]> {
  return clubLanguagesOf(db, club.id);
}

/** Every language the platform offers, among which a club chooses its own. */
export async function getPlatformLanguages(db: Database): Promise<Language[]> {
  return (await listAllLanguages(db)).map((row) => ({ Id: row.id, Language_key: row.key }));
}

export const toSubscription = (row: {
  id: number;
  name: string;
  subscriptionMaxSpots: number;
}): Subscription => ({
  Id: row.id,
  Name: row.name,
  Max: row.subscriptionMaxSpots,
});

export async function getSubscriptionById(db: Database, id: number): Promise<Subscription> {
  const row = await findSubscription(db, id);
  if (!row) throw notFound('No such subscription');
  return toSubscription(row);
}
