import { emailField, passwordField } from '@club/shared/api/fields';
import { ROLE } from '@club/shared/constants';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { sessions, users } from '../db/schema/users.ts';
import { hashPassword, verifyPassword } from '../modules/users/passwords.ts';
import type { Database } from '../platform/db.ts';

const adminSchema = z.object({ email: emailField, password: passwordField });

export type AdminOutcome = 'created' | 'password_reset' | 'unchanged';

/**
 * Makes sure the super administrator of ADMIN_EMAIL exists with ADMIN_PASSWORD: how an operator gets
 * in, or back in. Creates the global account (role 1, no club, validated) or resets its password and
 * signs out its sessions; when the password already matches, nothing changes, so a restart keeps the
 * administrator's sessions.
 */
export async function ensureSuperAdmin(
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
      .where(and(eq(users.email, email), isNull(users.clubId)))
      .limit(1);
    if (!existing) {
      await tx.insert(users).values({
        clubId: null,
        role: ROLE.superAdmin,
        email,
        passwordHash: await hashPassword(password),
        firstname: 'Platform',
        lastname: 'Administrator',
        emailValidatedAt: new Date(),
      });
      return 'created';
    }
    const passwordMatches = await verifyPassword(existing.passwordHash, password);
    const upToDate =
      passwordMatches && existing.role === ROLE.superAdmin && existing.emailValidatedAt !== null;
    if (upToDate) return 'unchanged';
    await tx
      .update(users)
      .set({
        role: ROLE.superAdmin,
        emailValidatedAt: existing.emailValidatedAt ?? new Date(),
        ...(passwordMatches ? {} : { passwordHash: await hashPassword(password) }),
      })
      .where(eq(users.id, existing.id));
    if (!passwordMatches) await tx.delete(sessions).where(eq(sessions.userId, existing.id));
    return passwordMatches ? 'unchanged' : 'password_reset';
  });
}
