import { randomUUID } from 'node:crypto';
import type {
  CarouselSlide,
  Club,
  ClubAdmin,
  ClubListItem,
  createClub,
  editClub,
  editClubByAdmin,
  Language,
  Subscription,
} from '@club/shared/api/clubs';
import { errorCodes } from '@club/shared/api/errors';
import { LIST_PAGE_SIZE, ROLE } from '@club/shared/constants';
import { isReservedAlias, isValidAlias } from '@club/shared/domain/alias';
import type { z } from 'zod';
import { clubs } from '../../db/schema/clubs.ts';
import type { Actor } from '../../platform/auth.ts';
import type { ClubScope } from '../../platform/club-scope.ts';
import type { Database, Executor } from '../../platform/db.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError, invalidInput, notFound } from '../../platform/errors.ts';
import { reencodeImage } from '../../platform/images.ts';
import { isSuperAdmin, mayDeleteClub } from '../../platform/policy.ts';
import { type FileStore, fileUrl, keyOfFileUrl } from '../../platform/storage.ts';
import type { ClubRow } from '../../platform/tenancy.ts';
import { hashPassword } from '../users/passwords.ts';
import { insertUser, isEmailTaken } from '../users/queries.ts';
import { deleteClubAndFiles } from './club-files.ts';
import { replaceClubImage } from './club-images.ts';
import {
  deleteCarouselSlide,
  findClubByAliasExcept,
  findClubById,
  findManager,
  findSubscription,
  insertCarouselSlide,
  listAllLanguages,
  listCarousel,
  listClubsPage,
  listSubscriptions,
  replaceClubLanguages,
  updateClub,
} from './queries.ts';
import { clubLanguagesOf, toPublicClub } from './service.ts';

/** The club of the host, if any (the super administrator's calls work from any site), and its actor. */
type AnySiteScope = ClubScope<Actor | null, ClubRow | null>;

const OK = { ok: true } as const;

export async function toClubAdmin(db: Executor, row: ClubRow): Promise<ClubAdmin> {
  const manager = await findManager(db, row);
  return {
    ...toPublicClub(row, await clubLanguagesOf(db as Database, row.id)),
    Email: row.email,
    Manager: manager && {
      Id: manager.id,
      Firstname: manager.firstname,
      Lastname: manager.lastname,
      Email: manager.email,
      Phone: manager.phone,
      Function: manager.jobTitle,
    },
  };
}

/**
 * A club for its administration: a manager their own club (the call's `clubFields` hold the id to
 * it), the super administrator any club.
 */
export async function getClubForAdmin(
  db: Database,
  scope: ClubScope<Actor>,
  clubId: number,
): Promise<ClubAdmin> {
  if (!isSuperAdmin(scope.actor)) return toClubAdmin(db, scope.club);
  const row = await findClubById(db, clubId);
  if (!row) throw notFound('No such club');
  return toClubAdmin(db, row);
}

export async function getAllLanguages(db: Database): Promise<Language[]> {
  return (await listAllLanguages(db)).map((row) => ({ Id: row.id, Language_key: row.key }));
}

const toSubscription = (row: { id: number; name: string; maxSpots: number }): Subscription => ({
  Id: row.id,
  Name: row.name,
  Max: row.maxSpots,
});

export async function getSubscription(db: Database, id: number): Promise<Subscription> {
  const row = await findSubscription(db, id);
  if (!row) throw notFound('No such subscription');
  return toSubscription(row);
}

export async function getAllSubscriptions(db: Database): Promise<Subscription[]> {
  return (await listSubscriptions(db)).map(toSubscription);
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
export async function addCarouselPicture(
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

export async function removeCarouselPicture(
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

/** Language keys -> ids of known languages, in order, without repeats; at least one (language_required). */
async function languageIdsOf(db: Executor, keys: string[]): Promise<number[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) {
    throw new AppError(400, errorCodes.languageRequired, 'A club needs at least one language');
  }
  const known = await listAllLanguages(db);
  return unique.map((key) => {
    const language = known.find((candidate) => candidate.key === key);
    if (!language) throw invalidInput(`Unknown language ${key}`);
    return language.id;
  });
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
    });
  });
  if (!row) throw notFound('No such club');
  return toClubAdmin(db, row);
}

type AdminClubFields = z.output<typeof editClubByAdmin.body> | z.output<typeof createClub.body>;

/** The rules of SPEC.md section 5 for a club the super administrator saves; nothing is written before. */
async function checkAdminClubFields(db: Executor, input: AdminClubFields, clubId: number | null) {
  if (!isValidAlias(input.alias) || input.alias === '' || isReservedAlias(input.alias)) {
    throw new AppError(400, errorCodes.aliasError, 'The alias takes lowercase letters and digits only');
  }
  if (await findClubByAliasExcept(db, input.alias, clubId)) {
    throw new AppError(409, errorCodes.aliasTaken, 'Another club already has this alias');
  }
  const languageIds = await languageIdsOf(db, input.languages);
  const subscriptionId = input.Subscription_id ?? null;
  if (input.Spot && subscriptionId === null) {
    throw new AppError(400, errorCodes.subscriptionRequired, 'A club with spots needs a subscription');
  }
  if (subscriptionId !== null && !(await findSubscription(db, subscriptionId))) {
    throw invalidInput('Subscription_id: no such subscription');
  }
  return {
    languageIds,
    columns: {
      name: input.club_name,
      alias: input.alias,
      hasSpots: input.Spot,
      hasGallery: input.Gallery,
      hasDolphyn: input.Dolphyn,
      subscriptionId,
      color: input.Color,
      ...(input.phone === undefined ? {} : { phone: input.phone }),
      ...(input.email === undefined ? {} : { email: input.email }),
    },
  };
}

const aliasTaken = () => new AppError(409, errorCodes.aliasTaken, 'Another club already has this alias');

export async function createClubWithManager(
  db: Database,
  input: z.output<typeof createClub.body>,
): Promise<ClubAdmin> {
  const { languageIds, columns } = await checkAdminClubFields(db, input, null);
  const passwordHash = await hashPassword(input.password);
  const firstLanguage = input.languages[0] ?? 'fr';
  try {
    const row = await db.transaction(async (tx) => {
      const [club] = await tx.insert(clubs).values(columns).returning();
      if (!club) throw new Error('club not inserted');
      await replaceClubLanguages(tx, club.id, languageIds);
      if (await isEmailTaken(tx, club.id, input.manager_email)) throw invalidInput('manager e-mail taken');
      const manager = await insertUser(tx, {
        clubId: club.id,
        role: ROLE.clubManager,
        email: input.manager_email,
        passwordHash,
        firstname: input.firstname,
        lastname: input.lastname,
        jobTitle: input.function ?? null,
        phone: input.manager_phone ?? null,
        languageKey: firstLanguage,
        emailValidatedAt: new Date(),
      });
      return updateClub(tx, club.id, { managerId: manager.id });
    });
    if (!row) throw new Error('club not inserted');
    return toClubAdmin(db, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw aliasTaken();
    throw error;
  }
}

export async function saveClubByAdmin(
  db: Database,
  input: z.output<typeof editClubByAdmin.body>,
): Promise<ClubAdmin> {
  if (!(await findClubById(db, input.Id))) throw notFound('No such club');
  const { languageIds, columns } = await checkAdminClubFields(db, input, input.Id);
  try {
    const row = await db.transaction(async (tx) => {
      await replaceClubLanguages(tx, input.Id, languageIds);
      return updateClub(tx, input.Id, columns);
    });
    if (!row) throw notFound('No such club');
    return toClubAdmin(db, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw aliasTaken();
    throw error;
  }
}

export async function listClubsForAdmin(db: Database, page: number): Promise<ClubListItem[]> {
  const rows = await listClubsPage(db, { limit: LIST_PAGE_SIZE, offset: page * LIST_PAGE_SIZE });
  return rows.map((row) => ({
    Id: row.club.id,
    Name: row.club.name,
    Alias: row.club.alias,
    Logo_url: row.club.logoUrl,
    Color: row.club.color,
    Manager_id: row.managerEmail === null ? null : row.club.managerId,
    Manager_name:
      row.managerFirstname === null ? null : `${row.managerFirstname} ${row.managerLastname ?? ''}`.trim(),
    Manager_email: row.managerEmail,
    Members_count: Number(row.members ?? 0),
  }));
}

/** Deletes a club and, through the foreign keys, everything it owns; then its files. */
export async function deleteClubById(
  db: Database,
  store: FileStore,
  scope: AnySiteScope,
  clubId: number,
): Promise<typeof OK> {
  if (!mayDeleteClub(scope.actor, clubId, scope.club?.id ?? null)) {
    throw new AppError(403, errorCodes.ownClub, 'A club cannot delete itself');
  }
  const club = await findClubById(db, clubId);
  if (!club) throw notFound('No such club');
  await deleteClubAndFiles(db, store, club);
  return OK;
}
