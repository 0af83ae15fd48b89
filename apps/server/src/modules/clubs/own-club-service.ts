/** A club manager's settings of their own club: details, languages, carousel, logo, live switch. */
import { randomUUID } from 'node:crypto';
import type { CarouselSlide, Club, ClubAdmin, editClub } from '@club/shared/api/clubs';
import type { z } from 'zod';
import type { Database } from '../../platform/data/db.ts';
import { reencodeImage } from '../../platform/files/images.ts';
import { type FileStore, fileUrl, keyOfFileUrl } from '../../platform/files/storage.ts';
import type { Actor } from '../../platform/http/auth.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { notFound } from '../../platform/http/errors.ts';
import { isSuperAdministrator } from '../../platform/http/policy.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { replaceClubImage } from './club-images.ts';
import { languageIdsOf, toClubAdmin } from './club-settings.ts';
import {
  deleteCarouselSlide,
  findClubById,
  insertCarouselSlide,
  listCarousel,
  replaceClubLanguages,
  updateClub,
} from './queries.ts';
import { clubLanguagesOf, toPublicClub } from './service.ts';

const OK = { ok: true } as const;

/**
 * A club for its administration: a manager their own club (the call's `clubFields` hold the id to
 * it), the super administrator any club.
 */
export async function getClubForAdmin(
  db: Database,
  scope: ClubScope<Actor>,
  clubId: number,
): Promise<ClubAdmin> {
  if (!isSuperAdministrator(scope.actor)) return toClubAdmin(db, scope.club);
  const row = await findClubById(db, clubId);
  if (!row) throw notFound('No such club');
  return toClubAdmin(db, row);
}

const toSlide = (row: {
  id: number;
  clubId: number;
  pictureUrl: string;
  position: number;
}): CarouselSlide => ({
  Id: row.id,
  Club_id: row.clubId,
  Picture_url: row.pictureUrl,
  Position: row.position,
});

export async function getCarousel(db: Database, club: ClubRow): Promise<CarouselSlide[]> {
  return (await listCarousel(db, club.id)).map(toSlide);
}

/** Stores the re-encoded picture as the last slide. */
export async function addCarouselSlide(
  db: Database,
  store: FileStore,
  club: ClubRow,
  data: Buffer,
): Promise<CarouselSlide> {
  const image = await reencodeImage(data, { width: 1920, height: 1080, fit: 'inside' });
  const key = `clubs/${club.id}/carousel-${randomUUID()}.${image.extension}`;
  await store.put(key, image.data);
  try {
    return toSlide(await insertCarouselSlide(db, club.id, fileUrl(key)));
  } catch (error) {
    await store.remove(key);
    throw error;
  }
}

export async function removeCarouselSlide(
  db: Database,
  store: FileStore,
  club: ClubRow,
  slideId: number,
): Promise<typeof OK> {
  const row = await deleteCarouselSlide(db, club.id, slideId);
  if (!row) throw notFound('No such carousel picture on this site');
  const key = keyOfFileUrl(row.pictureUrl);
  if (key) await store.remove(key);
  return OK;
}

/**
 * The box a logo is stored in: the header shows it at most 96 × 44 CSS pixels (288 × 132 on a phone's
 * 3x screen) and link previews want at least 200 pixels; a larger logo only slows every page's first paint.
 */
const LOGO_BOX = { width: 320, height: 240, fit: 'inside' } as const;

export async function replaceLogo(
  db: Database,
  store: FileStore,
  club: ClubRow,
  data: Buffer,
): Promise<Club> {
  const row = await replaceClubImage(db, store, club, { data, name: 'logo', box: LOGO_BOX }, 'logoUrl');
  return toPublicClub(row, await clubLanguagesOf(db, club.id));
}

export async function toggleClubLive(db: Database, club: ClubRow): Promise<Club> {
  const row = await db.transaction(async (tx) => {
    const current = await findClubById(tx, club.id);
    return updateClub(tx, club.id, { isLive: !current?.isLive });
  });
  if (!row) throw notFound('No such club');
  return toPublicClub(row, await clubLanguagesOf(db, club.id));
}

export async function saveOwnClub(
  db: Database,
  club: ClubRow,
  input: z.output<typeof editClub.body>,
): Promise<ClubAdmin> {
  const languageIds = await languageIdsOf(db, input.Languages);
  const row = await db.transaction(async (tx) => {
    await replaceClubLanguages(tx, club.id, languageIds);
    return updateClub(tx, club.id, {
      name: input.Name,
      phone: input.Phone,
      email: input.Email,
      facebookId: input.Facebook_id,
      facebookLink: input.Facebook_link,
      youtubeId: input.Youtube_id,
      liveUrl: input.Live_url,
      color: input.Color,
      ...(input.Time_zone !== undefined && { timeZone: input.Time_zone }),
      ...(input.Offline_area_mb !== undefined && { offlineAreaMb: input.Offline_area_mb }),
    });
  });
  if (!row) throw notFound('No such club');
  return toClubAdmin(db, row);
}
