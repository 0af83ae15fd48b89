/** The super administrator's management of every club: list, create with a manager, edit, delete. */
import type { ClubAdmin, Subscription } from '@club/shared/api/clubs';
import type { ClubListItem, createClub, editClubByAdmin } from '@club/shared/api/clubs-super-administrator';
import { errorCodes } from '@club/shared/api/errors';
import { LIST_PAGE_SIZE, ROLE } from '@club/shared/constants';
import { isReservedAlias, isValidAlias } from '@club/shared/domain/alias';
import type { z } from 'zod';
import type { Database, Executor } from '../../platform/data/db.ts';
import { isUniqueViolation } from '../../platform/data/db-errors.ts';
import type { FileStore } from '../../platform/files/storage.ts';
import type { Actor } from '../../platform/http/auth.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { AppError, invalidInput, notFound } from '../../platform/http/errors.ts';
import { mayDeleteClub } from '../../platform/http/policy.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { hashPassword } from '../users/passwords.ts';
import { insertUser, isEmailTaken } from '../users/queries.ts';
import { deleteClubAndFiles } from './club-files.ts';
import { languageIdsOf, toClubAdmin } from './club-settings.ts';
import {
  findClubByAliasExcept,
  findClubById,
  findSubscription,
  insertClub,
  listClubsPage,
  listSubscriptions,
  replaceClubLanguages,
  updateClub,
} from './queries.ts';
import { toSubscription } from './service.ts';

/** The club of the host, if any (the super administrator's calls work from any site), and its actor. */
type AnySiteScope = ClubScope<Actor | null, ClubRow | null>;

const OK = { ok: true } as const;

export async function getAllSubscriptions(db: Database): Promise<Subscription[]> {
  return (await listSubscriptions(db)).map(toSubscription);
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
      hasLivePage: input.Dolphyn,
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
      const club = await insertClub(tx, columns);
      await replaceClubLanguages(tx, club.id, languageIds);
      if (await isEmailTaken(tx, club.id, input.manager_email)) throw invalidInput('manager e-mail taken');
      const manager = await insertUser(tx, club.id, {
        role: ROLE.manager,
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
