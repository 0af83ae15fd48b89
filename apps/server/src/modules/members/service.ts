import { randomUUID } from 'node:crypto';
import { errorCodes } from '@club/shared/api/errors';
import type { editManager, ManagedUser, PublicMember } from '@club/shared/api/members';
import { HAND_OVER_LIFETIME_S } from '@club/shared/api/members';
import { LIST_PAGE_SIZE, ROLE } from '@club/shared/constants';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { clubSiteUrl } from '../../config.ts';
import type { Database } from '../../platform/data/db.ts';
import { isUniqueViolation } from '../../platform/data/db-errors.ts';
import { reencodeImage } from '../../platform/files/images.ts';
import { type FileStore, fileUrl, keyOfFileUrl } from '../../platform/files/storage.ts';
import type { Actor } from '../../platform/http/auth.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { AppError, forbidden, notFound } from '../../platform/http/errors.ts';
import { canEditAccount, canRemoveAccount, isSuperAdministrator } from '../../platform/http/policy.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { findClubById } from '../clubs/queries.ts';
import { releaseSeatsOf } from '../outings/seats.ts';
import { emailTaken } from '../users/account-errors.ts';
import { toUser } from '../users/mappers.ts';
import { hashPassword } from '../users/passwords.ts';
import { checkProfile, profileColumns } from '../users/profile.ts';
import {
  consumeOneTimeToken,
  deleteSessionsOfUser,
  findAnyUserById,
  findUserById,
  insertSession,
  isEmailTaken,
  replaceAvatarUrl,
  replaceOneTimeToken,
  type UserRow,
  updateUser,
} from '../users/queries.ts';
import { countVisibleMembers, deleteClubAccount, listClubAccounts, listVisibleMembers } from './queries.ts';

/** The super administrator edits accounts from any site (`tenancy: 'any'`), so the club may be null. */
type MembersScope = ClubScope<Actor, ClubRow | null>;

const OK = { ok: true } as const;

const ownEmailRefused = () =>
  new AppError(
    403,
    errorCodes.ownAccount,
    'Your own e-mail changes from your profile (askNewEmail), through a confirmation link',
  );
const ownPasswordRefused = () =>
  new AppError(
    403,
    errorCodes.ownAccount,
    'Your own password changes from your profile (changePasswordProfile), with your current password',
  );

const toManaged = (row: UserRow): ManagedUser => ({
  ...toUser(row),
  Phone: row.phone,
  Function: row.jobTitle,
});

/** Members a visitor sees: validated accounts of the club. */
export async function countMembers(db: Database, club: ClubRow): Promise<number> {
  return countVisibleMembers(db, club.id);
}

export async function listMembersPage(
  db: Database,
  club: ClubRow,
  input: { page: number },
): Promise<PublicMember[]> {
  const rows = await listVisibleMembers(db, club.id, {
    limit: LIST_PAGE_SIZE,
    offset: input.page * LIST_PAGE_SIZE,
  });
  return rows.map((row) => ({
    Id: row.id,
    Firstname: row.firstname,
    Lastname: row.lastname,
    Nickname: row.nickname,
    Avatar_url: row.avatarUrl,
    Role: row.role,
  }));
}

export async function listAllMembers(db: Database, club: ClubRow): Promise<ManagedUser[]> {
  return (await listClubAccounts(db, club.id)).map(toManaged);
}

/**
 * An account the actor may edit. A manager sees only their own club's accounts (another club's id is
 * a 404, as if it did not exist); the super administrator sees any account.
 */
async function editableAccount(db: Database, scope: MembersScope, userId: number): Promise<UserRow> {
  const superAdministrator = isSuperAdministrator(scope.actor);
  const row = superAdministrator
    ? await findAnyUserById(db, userId)
    : scope.club && (await findUserById(db, scope.club.id, userId));
  if (!row) {
    throw notFound('No such member on this site');
  }
  if (!canEditAccount(scope.actor, row)) throw forbidden('You may not edit this account');
  return row;
}

export async function getAccount(db: Database, scope: MembersScope, userId: number): Promise<ManagedUser> {
  return toManaged(await editableAccount(db, scope, userId));
}

export async function removeMember(db: Database, scope: MembersScope, userId: number): Promise<typeof OK> {
  const clubId = scope.club?.id;
  const row = clubId === undefined ? null : await findUserById(db, clubId, userId);
  if (clubId === undefined || !row) throw notFound('No such member on this site');
  if (!canRemoveAccount(scope.actor, row)) throw forbidden('This account cannot be removed');
  await db.transaction(async (tx) => {
    // Their seats on the club's outings go to the members waiting, as when they delete it themselves.
    await releaseSeatsOf(tx, clubId, row.id);
    await deleteClubAccount(tx, clubId, row.id);
  });
  return OK;
}

export async function editAccount(
  db: Database,
  scope: MembersScope,
  input: z.output<typeof editManager.body>,
): Promise<ManagedUser> {
  const row = await editableAccount(db, scope, input.Id);
  // A stolen session must not take the account over: one's own address changes only through the
  // confirmation link of askNewEmail.
  if (row.id === scope.actor.userId && input.Email !== row.email.toLowerCase()) throw ownEmailRefused();
  await checkProfile(db, input);
  if (input.Email !== row.email && (await isEmailTaken(db, row.clubId, input.Email))) throw emailTaken();
  try {
    const updated = await updateUser(db, row, {
      ...profileColumns(input),
      email: input.Email,
      ...(input.Phone === undefined ? {} : { phone: input.Phone }),
      ...(input.Function === undefined ? {} : { jobTitle: input.Function }),
    });
    return toManaged(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export async function setAccountPassword(
  db: Database,
  scope: MembersScope,
  input: { id: number; email: string; new_password: string },
): Promise<typeof OK> {
  const row = await editableAccount(db, scope, input.id);
  if (row.email !== input.email) throw notFound('No such member on this site');
  // One's own password changes only with the old one (changePasswordProfile).
  if (row.id === scope.actor.userId) throw ownPasswordRefused();
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await updateUser(tx, row, { passwordHash });
    // Whoever knew the old password is signed out.
    await deleteSessionsOfUser(tx, row.id, null);
  });
  return OK;
}

export async function replaceAccountAvatar(
  db: Database,
  store: FileStore,
  scope: MembersScope,
  input: { userId: number; data: Buffer },
): Promise<{ Avatar_url: string }> {
  const row = await editableAccount(db, scope, input.userId);
  const image = await reencodeImage(input.data, { width: 256, height: 256, fit: 'cover' });
  const key = `avatars/${randomUUID()}.${image.extension}`;
  await store.put(key, image.data);
  let previousUrl: string | null;
  try {
    previousUrl = await db.transaction((tx) => replaceAvatarUrl(tx, row, fileUrl(key)));
  } catch (error) {
    await store.remove(key);
    throw error;
  }
  const previousKey = keyOfFileUrl(previousUrl);
  if (previousKey) await store.remove(previousKey);
  return { Avatar_url: fileUrl(key) };
}

/**
 * The super administrator's hand-over: a one-time token for another club's site, valid
 * HAND_OVER_LIFETIME_S seconds, stored only as its hash and bound to that club.
 */
export async function createHandOver(
  db: Database,
  config: Config,
  actor: Actor,
  clubId: number,
): Promise<{ token: string; url: string }> {
  const target = await findClubById(db, clubId);
  if (!target) throw notFound('No such club');
  const token = newToken();
  await replaceOneTimeToken(db, target.id, {
    tokenHash: hashToken(token),
    purpose: 'club_handover',
    userId: actor.userId,
    expiresAt: new Date(Date.now() + HAND_OVER_LIFETIME_S * 1000),
  });
  return { token, url: new URL('/hand-over', clubSiteUrl(config, target.alias)).href };
}

/** Uses up a hand-over token on its club's site and opens a session there for its super administrator. */
export async function redeemHandOver(
  db: Database,
  config: Config,
  club: ClubRow,
  token: string,
): Promise<{ token: string }> {
  const invalid = () =>
    new AppError(400, errorCodes.handOverInvalid, 'This hand-over is invalid, used or expired');
  const session = newToken();
  return db.transaction(async (tx) => {
    const row = await consumeOneTimeToken(tx, {
      tokenHash: hashToken(token),
      purpose: 'club_handover',
      clubId: club.id,
    });
    if (!row) throw invalid();
    const user = await findUserById(tx, null, row.userId);
    if (user?.role !== ROLE.superAdministrator) throw invalid();
    await insertSession(tx, club.id, {
      tokenHash: hashToken(session),
      userId: user.id,
      expiresAt: new Date(Date.now() + config.sessionDays * 24 * 60 * 60 * 1000),
    });
    return { token: session };
  });
}
