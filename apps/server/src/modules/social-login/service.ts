import { errorCodes } from '@club/shared/api/errors';
import { emailField } from '@club/shared/api/fields';
import { ROLE } from '@club/shared/constants';
import type { Config, FacebookConfig } from '../../config.ts';
import type { Database } from '../../platform/data/db.ts';
import { isUniqueViolation } from '../../platform/data/db-errors.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import {
  consumeOneTimeToken,
  insertSession,
  insertUser,
  isEmailTaken,
  replaceOneTimeToken,
} from '../users/queries.ts';
import type { ProviderProfile } from './provider.ts';
import { findFacebookMemberId } from './queries.ts';

/** How long the browser has to trade the login code for a session after coming back. */
const LOGIN_CODE_MINUTES = 2;

export const facebookError = () =>
  new AppError(401, errorCodes.facebookError, 'The Facebook sign-in did not succeed');

export function facebookConfig(config: Config): FacebookConfig {
  if (!config.facebook) throw new AppError(404, errorCodes.notFound, 'Facebook sign-in is not configured');
  return config.facebook;
}

/** An address nobody can receive mail at, for a profile that shares none (RFC 2606 `.invalid`). */
const placeholderEmail = (profile: ProviderProfile) =>
  `facebook-${profile.id.replace(/[^A-Za-z0-9]/g, '')}@users.invalid`;

/**
 * The member of this club that the provider's profile is: the one already linked to it, or a new
 * member made from it on the first sign-in. An e-mail already used by another account of the club is
 * refused rather than linked: the person signs in with their password instead.
 */
async function memberOf(db: Database, club: ClubRow, profile: ProviderProfile): Promise<number> {
  const linked = await findFacebookMemberId(db, club.id, profile.id);
  if (linked !== null) return linked;
  const shared = profile.email === null ? null : emailField.safeParse(profile.email);
  const email = shared?.success ? shared.data : placeholderEmail(profile);
  if (await isEmailTaken(db, club.id, email)) throw facebookError();
  try {
    const user = await insertUser(db, club.id, {
      role: ROLE.member,
      email,
      passwordHash: null,
      firstname: profile.firstname,
      lastname: profile.lastname,
      facebookId: profile.id,
      // The provider has checked the address it shares; a placeholder needs no checking.
      emailValidatedAt: new Date(),
    });
    return user.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw facebookError();
    throw error;
  }
}

/** After the provider's profile is read: a one-time code the browser trades for a session. */
export async function issueLoginCode(db: Database, club: ClubRow, profile: ProviderProfile): Promise<string> {
  const userId = await memberOf(db, club, profile);
  const code = newToken();
  await replaceOneTimeToken(db, club.id, {
    tokenHash: hashToken(code),
    purpose: 'facebook_login',
    userId,
    expiresAt: new Date(Date.now() + LOGIN_CODE_MINUTES * 60 * 1000),
  });
  return code;
}

/** POST /api/Users/facebook: the code, used once on its own club's host, opens a session. */
export async function tradeLoginCode(
  db: Database,
  config: Config,
  club: ClubRow,
  code: string,
): Promise<{ token: string }> {
  const used = await consumeOneTimeToken(db, {
    tokenHash: hashToken(code),
    purpose: 'facebook_login',
    clubId: club.id,
  });
  if (!used) throw facebookError();
  const token = newToken();
  await insertSession(db, club.id, {
    tokenHash: hashToken(token),
    userId: used.userId,
    expiresAt: new Date(Date.now() + config.sessionDays * 24 * 60 * 60 * 1000),
  });
  return { token };
}
