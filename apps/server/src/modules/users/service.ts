import { randomUUID } from 'node:crypto';
import { errorCodes } from '@club/shared/api/errors';
import type { connection, User, updateProfile } from '@club/shared/api/users';
import { INTERFACE_LANGUAGES } from '@club/shared/constants';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../platform/data/db.ts';
import { reencodeImage } from '../../platform/files/images.ts';
import { type FileStore, fileUrl, keyOfFileUrl } from '../../platform/files/storage.ts';
import type { Actor } from '../../platform/http/auth.ts';
import { AppError, invalidInput } from '../../platform/http/errors.ts';
import { maySignInOn } from '../../platform/http/policy.ts';
import { withSignInFailureLimit } from '../../platform/http/rate-limit/account-limits.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { uncheckLevel } from '../diver-files/queries.ts';
import { type WarningLog, warnOfLockout } from './lockout-warning.ts';
import { toUser } from './mappers.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { checkProfile, profileColumns } from './profile.ts';
import {
  deleteSessionByHash,
  findAccountsByEmail,
  findUserById,
  insertSession,
  ownAccount,
  replaceAvatarUrl,
  updateUser,
} from './queries.ts';

export interface UsersDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
  store: FileStore;
}

export const OK = { ok: true } as const;

const invalidCredentials = () => new AppError(401, errorCodes.invalidCredentials, 'Wrong e-mail or password');

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
 * count per e-mail and club (platform/http/rate-limit/account-limits.ts), from whatever address they come;
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
  await insertSession(deps.db, clubId, {
    tokenHash: hashToken(token),
    userId: user.id,
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
  const row = await findUserById(db, actor.clubId, actor.userId);
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
  const before = await findUserById(db, actor.clubId, actor.userId);
  const updated = await updateUser(db, ownAccount(actor), changes);
  // A level the member changes is theirs again, no longer the one a manager checked.
  const levelChanged =
    before && (before.organism !== updated.organism || before.divingLevel !== updated.divingLevel);
  if (levelChanged && actor.clubId !== null) {
    await uncheckLevel(db, actor.clubId, actor.userId);
  }
  return toUser(updated);
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
    previousUrl = await deps.db.transaction((tx) => replaceAvatarUrl(tx, ownAccount(actor), fileUrl(key)));
  } catch (error) {
    await deps.store.remove(key);
    throw error;
  }
  const previousKey = keyOfFileUrl(previousUrl);
  if (previousKey) await deps.store.remove(previousKey);
  return { Avatar_url: fileUrl(key) };
}
