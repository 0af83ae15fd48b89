import type { register } from '@club/shared/api/users';
import { type InterfaceLanguage, ROLE } from '@club/shared/constants';
import type { z } from 'zod';
import type { Executor } from '../../platform/data/db.ts';
import { isUniqueViolation } from '../../platform/data/db-errors.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { emailTaken } from './account-errors.ts';
import { linkInvalid, sendAccountLink, useAccountLink } from './account-links.ts';
import { hashPassword } from './passwords.ts';
import { checkProfile, profileColumns } from './profile.ts';
import { findUserById, insertUser, isEmailTaken, markEmailValidated } from './queries.ts';
import { OK, type UsersDeps } from './service.ts';

/**
 * Creates an unvalidated member of the host's club, in the language of the request, and mails the
 * validation link. One transaction: if anything fails (even the mail), no account is left behind.
 */
export async function registerMember(
  deps: UsersDeps,
  club: ClubRow,
  input: z.output<typeof register.body>,
  language: InterfaceLanguage,
): Promise<typeof OK> {
  await checkProfile(deps.db, input);
  if (await isEmailTaken(deps.db, club.id, input.Email)) throw emailTaken();
  const passwordHash = await hashPassword(input.Password);
  try {
    await deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, club.id, {
        ...profileColumns(input),
        role: ROLE.member,
        email: input.Email,
        passwordHash,
        languageKey: language,
        emailValidatedAt: null,
      });
      await sendAccountLink(tx, deps, { kind: 'validate_account', user, club });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return OK;
}

/** Validates the account of the link's token, once; the token must belong to a member of this club. */
export async function validateAccount(db: Executor, club: ClubRow, token: string): Promise<typeof OK> {
  await db.transaction(async (tx) => {
    const { userId } = await useAccountLink(tx, 'validate_account', token, club);
    const user = await findUserById(tx, club.id, userId);
    if (!user) throw linkInvalid();
    await markEmailValidated(tx, user);
  });
  return OK;
}
