import { randomUUID } from 'node:crypto';
import { errorCodes } from '@club/shared/api/errors';
import type { connection, profileFieldsSchema, User, updateProfile } from '@club/shared/api/users';
import { INTERFACE_LANGUAGES } from '@club/shared/constants';
import { isLevelOf } from '@club/shared/domain/organisms';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Database, Executor } from '../../platform/db.ts';
import { AppError, invalidInput } from '../../platform/errors.ts';
import { reencodeImage } from '../../platform/images.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { maySignInOn } from '../../platform/policy.ts';
import { withSignInFailureLimit } from '../../platform/rate-limit/account-limits.ts';
import { type FileStore, fileUrl, keyOfFileUrl } from '../../platform/storage.ts';
import type { ClubRow } from '../../platform/tenancy.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { type WarningLog, warnOfLockout } from './lockout-warning.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  countryExists,
  deleteSessionByHash,
  findAccountsByEmail,
  findUserById,
  insertSession,
  replaceAvatarUrl,
  type UserRow,
  updateUser,
} from './queries.ts';

export interface UsersDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
  store: FileStore;
}

type ProfileFields = z.output<typeof profileFieldsSchema>;
export const OK = { ok: true } as const;

export const emailTaken = () =>
  new AppError(409, errorCodes.emailTaken, 'An account of this club already uses this e-mail');
export const wrongPassword = () => new AppError(400, errorCodes.wrongPassword, 'The password is not right');
const invalidCredentials = () => new AppError(401, errorCodes.invalidCredentials, 'Wrong e-mail or password');

/** The user as the API shows them to themself; never the password hash. */
export function toUser(row: UserRow): User {
  return {
    Id: row.id,
    Club_id: row.clubId,
    Role: row.role,
    Lastname: row.lastname,
    Firstname: row.firstname,
    Nickname: row.nickname,
    Email: row.email,
    Country_id: row.countryId,
    Gender: row.gender,
    Birthdate: row.birthdate,
    Practice_type: row.practiceType,
    Organism: row.organism,
    Diving_level: row.divingLevel,
    Avatar_url: row.avatarUrl,
    Facebook_id: row.facebookId,
    Language_key: row.languageKey,
  };
}

/** A real calendar day from 1900 to today (the schema checks only the `YYYY-MM-DD` shape). */
function isPlausibleBirthdate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) return false;
  return value >= '1900-01-01' && time <= Date.now();
}

/**
 * Checks what the schema cannot: texts the database can store, a real birth date, a level on the
 * organism's ladder and a country that exists.
 */
export async function checkProfile(db: Executor, fields: ProfileFields): Promise<void> {
  if ([fields.Lastname, fields.Firstname, fields.Nickname ?? ''].some((value) => value.includes('\0'))) {
    throw invalidInput('Names must not contain NUL characters');
  }
  if (fields.Birthdate !== null && !isPlausibleBirthdate(fields.Birthdate)) {
    throw invalidInput('Birthdate: not a real date between 1900 and today');
  }
  if (!isLevelOf(fields.Organism, fields.Diving_level)) {
    throw invalidInput('Diving_level: this level does not belong to the chosen organism');
  }
  if (fields.Country_id !== null && !(await countryExists(db, fields.Country_id))) {
    throw invalidInput('Country_id: no such country');
  }
}

export function profileColumns(fields: ProfileFields) {
  return {
    lastname: fields.Lastname,
    firstname: fields.Firstname,
    nickname: fields.Nickname,
    countryId: fields.Country_id,
    gender: fields.Gender,
    birthdate: fields.Birthdate,
    practiceType: fields.Practice_type,
    organism: fields.Organism,
    divingLevel: fields.Diving_level,
  };
}

let dummyHash: Promise<string> | undefined;
/** Verified against when there is no account, so an unknown e-mail costs the same time as a known one. */
const dummyPasswordHash = () => {
  dummyHash ??= hashPassword(randomUUID());
  return dummyHash;
};

/** The account of this host that the password opens, if any. */
async function accountOpenedBy(db: Executor, clubId: number | null, email: string, password: string) {
  const candidates = (await findAccountsByEmail(db, clubId, email)).filter((user) =>
    maySignInOn(user, clubId),
  );
  if (candidates.length === 0) await verifyPassword(await dummyPasswordHash(), password);
  for (const user of candidates) {
    const matches = await verifyPassword(user.passwordHash ?? (await dummyPasswordHash()), password);
    if (matches && user.passwordHash !== null) return user;
  }
  return null;
}

/**
 * Signs in on the host's club (or the bare domain) and opens a session bound to it. Failed attempts
 * count per e-mail and club (platform/rate-limit/account-limits.ts), from whatever address they come;
 * when they first pass the limit, the account's owner gets a mail (lockout-warning.ts).
 */
export async function signIn(
  deps: UsersDeps,
  club: ClubRow | null,
  input: z.output<typeof connection.body>,
  log: WarningLog,
): Promise<{ token: string }> {
  const clubId = club?.id ?? null;
  if (input.club_id != null && input.club_id !== clubId) throw invalidCredentials();
  const user = await withSignInFailureLimit(
    deps.db,
    deps.config,
    { clubId, email: input.email },
    () => accountOpenedBy(deps.db, clubId, input.email, input.password),
    (msLeft) => warnOfLockout(deps, club, input.email, msLeft, log),
  );
  if (!user) throw invalidCredentials();
  if (user.emailValidatedAt === null) {
    throw new AppError(
      403,
      errorCodes.accountNotValidated,
      'Please validate your account from its e-mail first',
    );
  }
  const token = newToken();
  await insertSession(deps.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    clubId,
    expiresAt: new Date(Date.now() + deps.config.sessionDays * 24 * 60 * 60 * 1000),
  });
  return { token };
}

/** Revokes the session of a token; a token that opens nothing is already signed out. */
export async function signOut(db: Executor, token: string): Promise<typeof OK> {
  await deleteSessionByHash(db, hashToken(token));
  return OK;
}

export async function getOwnUser(db: Executor, actor: Actor): Promise<User> {
  const row = await findUserById(db, actor.userId);
  if (!row) throw new AppError(401, errorCodes.invalidToken, 'This account no longer exists');
  return toUser(row);
}

export async function updateOwnProfile(
  db: Executor,
  actor: Actor,
  input: z.output<typeof updateProfile.body>,
): Promise<User> {
  await checkProfile(db, input);
  const languageKey = input.Language_key;
  if (languageKey !== undefined && !(INTERFACE_LANGUAGES as readonly string[]).includes(languageKey)) {
    throw invalidInput(`Language_key: one of ${INTERFACE_LANGUAGES.join(', ')}`);
  }
  const changes = { ...profileColumns(input), ...(languageKey === undefined ? {} : { languageKey }) };
  return toUser(await updateUser(db, actor.userId, changes));
}

/** Re-encodes the picture (metadata dropped), stores it, points the user at it, removes the old one. */
export async function replaceOwnAvatar(
  deps: UsersDeps,
  actor: Actor,
  data: Buffer,
): Promise<{ Avatar_url: string }> {
  const image = await reencodeImage(data, { width: 256, height: 256, fit: 'cover' });
  const key = `avatars/${randomUUID()}.${image.extension}`;
  await deps.store.put(key, image.data);
  let previousUrl: string | null;
  try {
    previousUrl = await deps.db.transaction((tx) => replaceAvatarUrl(tx, actor.userId, fileUrl(key)));
  } catch (error) {
    await deps.store.remove(key);
    throw error;
  }
  const previousKey = keyOfFileUrl(previousUrl);
  if (previousKey) await deps.store.remove(previousKey);
  return { Avatar_url: fileUrl(key) };
}
