import { type ErrorCode, errorCodes } from '@club/shared/api/errors';
import { ROLE } from '@club/shared/constants';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessions, users } from '../db/schema/users.ts';
import type { Database } from './db.ts';
import { hashToken } from './tokens.ts';

/** The signed-in user making a request. */
export interface Actor {
  userId: number;
  role: number;
  /** The user's own club; null for the super administrator. */
  clubId: number | null;
  sessionId: number;
  languageKey: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /** Why a token that was sent was not accepted (answered only by calls that need a user). */
    authFailure: ErrorCode | null;
  }
}

export function tokenFromRequest(request: FastifyRequest): string | null {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim() || null;
  const header = request.headers.token;
  if (typeof header === 'string' && header !== '') return header.replace(/^"|"$/g, '');
  return null;
}

export const isSuperAdminActor = (actor: Actor | null) => actor?.role === ROLE.superAdmin;

/**
 * Reads the session token of each request. A token is accepted only on the host of the club it was
 * issued for; an unknown, expired or foreign token leaves the request anonymous with a reason, so public
 * pages still answer and calls that need a user say why they refuse.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { db: Database }) => {
    app.decorateRequest('actor', null);
    app.decorateRequest('authFailure', null);
    app.addHook('onRequest', async (request) => {
      const token = tokenFromRequest(request);
      if (token === null || token.length > 200) return;
      const [row] = await options.db
        .select({
          sessionId: sessions.id,
          sessionClubId: sessions.clubId,
          expiresAt: sessions.expiresAt,
          userId: users.id,
          role: users.role,
          userClubId: users.clubId,
          languageKey: users.languageKey,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, hashToken(token)))
        .limit(1);
      if (!row) {
        request.authFailure = errorCodes.invalidToken;
      } else if (row.expiresAt.getTime() <= Date.now()) {
        request.authFailure = errorCodes.tokenExpired;
      } else if (row.sessionClubId !== (request.club?.id ?? null)) {
        request.authFailure = errorCodes.tokenWrongClub;
      } else {
        request.actor = {
          userId: row.userId,
          role: row.role,
          clubId: row.userClubId,
          sessionId: row.sessionId,
          languageKey: row.languageKey,
        };
      }
    });
  },
  { name: 'auth', dependencies: ['tenancy'] },
);
