import { randomBytes } from 'node:crypto';
import { emailField, passwordField } from '@club/shared/api/fields';
import { ROLE } from '@club/shared/constants';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { sessions, users } from '../db/schema/users.ts';
import { hashPassword, verifyPassword } from '../modules/users/passwords.ts';
import { acrossClubs, clubRow, ofClub } from '../platform/data/club-rows.ts';
import type { Database } from '../platform/data/db.ts';

const adminSchema = z.object({ email: emailField, password: passwordField });

export type AdminOutcome = 'created' | 'password_reset' | 'unchanged';

/**
 * Makes sure the super administrator of ADMIN_EMAIL exists with ADMIN_PASSWORD: how an operator gets
 * in, or back in. Creates the global account (role 1, no club, validated) or resets its password and
 * signs out its sessions; when the password already matches, nothing changes, so a restart keeps the
 * administrator's sessions.
 */
export async function ensureSuperAdministrator(
  db: Database,
  credentials: { email: string; password: string },
): Promise<AdminOutcome> {
  const parsed = adminSchema.safeParse(credentials);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `ADMIN_${String(issue.path[0]).toUpperCase()}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const { email, password } = parsed.data;
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(users)
      .where(ofClub(users, null, eq(users.email, email)))
      .limit(1);
    if (!existing) {
      await tx.insert(users).values(
        clubRow(users, null, {
          role: ROLE.superAdministrator,
          email,
          passwordHash: await hashPassword(password),
          firstname: 'Platform',
          lastname: 'Administrator',
          emailValidatedAt: new Date(),
        }),
      );
      return 'created';
    }
    const passwordMatches = await verifyPassword(existing.passwordHash, password);
    const upToDate =
      passwordMatches && existing.role === ROLE.superAdministrator && existing.emailValidatedAt !== null;
    if (upToDate) return 'unchanged';
    await tx
      .update(users)
      .set({
        role: ROLE.superAdministrator,
        emailValidatedAt: existing.emailValidatedAt ?? new Date(),
        ...(passwordMatches ? {} : { passwordHash: await hashPassword(password) }),
      })
      .where(ofClub(users, null, eq(users.id, existing.id)));
    if (!passwordMatches)
      await tx
        .delete(acrossClubs(sessions, "the super administrator's sessions: they sign in on any club's host"))
        .where(eq(sessions.userId, existing.id));
    return passwordMatches ? 'unchanged' : 'password_reset';
  });
}

/** A new random password for a super administrator: 144 bits, 24 URL-safe characters. */
export const randomPassword = () => randomBytes(18).toString('base64url');

/**
 * Creates a validated global super administrator with this e-mail, name and password unless a global
 * account already has the e-mail; whether it did.
 */
export async function createSuperAdministratorIfMissing(
  db: Database,
  account: { email: string; password: string; firstname: string; lastname: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(ofClub(users, null, eq(users.email, account.email)))
      .limit(1);
    if (existing) return false;
    await tx.insert(users).values(
      clubRow(users, null, {
        role: ROLE.superAdministrator,
        email: account.email,
        passwordHash: await hashPassword(account.password),
        firstname: account.firstname,
        lastname: account.lastname,
        emailValidatedAt: new Date(),
      }),
    );
    return true;
  });
}

/**
 * Replaces a password once published (the demo's former super administrator password) by `password`
 * and signs out the account's sessions, when the global account of `email` still has it; whether it did.
 */
export async function replacePublishedPassword(
  db: Database,
  account: { email: string; published: string; password: string },
): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(ofClub(users, null, eq(users.email, account.email)))
    .limit(1);
  if (!existing || !(await verifyPassword(existing.passwordHash, account.published))) return false;
  const passwordHash = await hashPassword(account.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash })
      .where(ofClub(users, null, eq(users.id, existing.id)));
    await tx
      .delete(acrossClubs(sessions, "the super administrator's sessions: they sign in on any club's host"))
      .where(eq(sessions.userId, existing.id));
  });
  return true;
}
