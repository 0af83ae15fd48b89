import type {
  askNewEmail,
  changePassword,
  changePasswordProfile,
  resetPassword,
} from '@club/shared/api/users';
import type { z } from 'zod';
import type { Executor } from '../../platform/data/db.ts';
import { isUniqueViolation } from '../../platform/data/db-errors.ts';
import type { Actor } from '../../platform/http/auth.ts';
import { maySignInOn } from '../../platform/http/policy.ts';
import { countAccountMail } from '../../platform/http/rate-limit/account-limits.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { emailTaken, wrongPassword } from './account-errors.ts';
import { linkInvalid, sendAccountLink, useAccountLink } from './account-links.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  deleteSessionsOfUser,
  findAccountOnHost,
  findAccountsByEmail,
  findUserById,
  isEmailTaken,
  markEmailValidated,
  type UserRow,
  updateUser,
} from './queries.ts';
import { OK, type UsersDeps } from './service.ts';

/**
 * Forgotten password: mails a reset link when an account that may sign in on this host has the
 * address. The answer is the same either way, so nobody learns who is a member. Mails asked for count
 * per address and per client whether or not a member has the address; beyond the limit: 429, no mail.
 */
export async function sendPasswordReset(
  deps: UsersDeps,
  club: ClubRow | null,
  input: z.output<typeof changePassword.body>,
  client: string,
): Promise<typeof OK> {
  const clubId = club?.id ?? null;
  await countAccountMail(deps.db, deps.config, { to: input.email, client });
  if (input.club_id != null && input.club_id !== clubId) return OK;
  const accounts = await findAccountsByEmail(deps.db, clubId, input.email);
  const user = accounts.find((account) => maySignInOn(account, clubId));
  if (user) {
    await deps.db.transaction((tx) => sendAccountLink(tx, deps, { kind: 'reset_password', user, club }));
  }
  return OK;
}

/**
 * Sets the password of the link's account and signs it out everywhere. Opening the link also proves
 * the address, so an account not yet validated becomes validated.
 */
export async function resetPasswordWithLink(
  db: Executor,
  club: ClubRow | null,
  input: z.output<typeof resetPassword.body>,
): Promise<typeof OK> {
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    const { userId } = await useAccountLink(tx, 'reset_password', input.token, club);
    const user = await findAccountOnHost(tx, club?.id ?? null, userId);
    if (!user) throw linkInvalid();
    await updateUser(tx, user, { passwordHash });
    await markEmailValidated(tx, user);
    await deleteSessionsOfUser(tx, userId);
  });
  return OK;
}

async function userWithPassword(db: Executor, actor: Actor, password: string): Promise<UserRow> {
  const user = await findUserById(db, actor.clubId, actor.userId);
  if (!user || !(await verifyPassword(user.passwordHash, password))) throw wrongPassword();
  return user;
}

/** Changes one's own password; every other session of the account is signed out, this one stays. */
export async function changeOwnPassword(
  db: Executor,
  actor: Actor,
  input: z.output<typeof changePasswordProfile.body>,
): Promise<typeof OK> {
  const user = await userWithPassword(db, actor, input.old_password);
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await updateUser(tx, user, { passwordHash });
    await deleteSessionsOfUser(tx, user.id, actor.sessionId);
  });
  return OK;
}

/**
 * Mails a confirmation link to the new address; nothing changes until it is opened. The mails count per
 * new address, account and client; beyond the limit: 429, no mail.
 */
export async function askEmailChange(
  deps: UsersDeps,
  club: ClubRow | null,
  actor: Actor,
  input: z.output<typeof askNewEmail.body>,
  client: string,
): Promise<typeof OK> {
  const user = await userWithPassword(deps.db, actor, input.password);
  if (await isEmailTaken(deps.db, user.clubId, input.new_email)) throw emailTaken();
  await countAccountMail(deps.db, deps.config, { to: input.new_email, userId: user.id, client });
  await deps.db.transaction((tx) =>
    sendAccountLink(tx, deps, {
      kind: 'change_email',
      user,
      club,
      to: input.new_email,
      payload: { newEmail: input.new_email },
    }),
  );
  return OK;
}

/**
 * Applies the new address of the link, once, if no account of the same club took it meanwhile, and
 * signs the account out everywhere else, as a password change does: a session opened by whoever knew
 * the old address does not outlive it. Confirmed from a session of the same account, that one stays.
 */
export async function confirmEmailChange(
  db: Executor,
  club: ClubRow | null,
  actor: Actor | null,
  token: string,
): Promise<typeof OK> {
  try {
    await db.transaction(async (tx) => {
      const { userId, payload } = await useAccountLink(tx, 'change_email', token, club);
      const user = await findAccountOnHost(tx, club?.id ?? null, userId);
      const newEmail = payload?.newEmail;
      if (!user || !newEmail) throw linkInvalid();
      if (await isEmailTaken(tx, user.clubId, newEmail)) throw emailTaken();
      await updateUser(tx, user, { email: newEmail });
      await markEmailValidated(tx, user);
      await deleteSessionsOfUser(tx, userId, actor?.userId === userId ? actor.sessionId : null);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return OK;
}
