import type { ApiCall } from '@club/shared/api/contract';
import { routerPath } from '@club/shared/api/contract';
import { type ErrorCode, errorCodes } from '@club/shared/api/errors';
import { allCalls } from '@club/shared/api/registry';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessions, users } from '../../db/schema/users.ts';
import { acrossClubs } from '../data/club-rows.ts';
import type { Database } from '../data/db.ts';
import { hashToken } from '../tokens.ts';

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

interface SessionRow {
  sessionId: number;
  sessionClubId: number | null;
  expiresAt: Date;
  userId: number;
  role: number;
  userClubId: number | null;
  languageKey: string;
}

/**
 * How long a session read from the database answers for its token without asking again. A member's page
 * makes a burst of calls; one lookup serves the burst. A sign-out, password change or account removal in
 * this process forgets every kept session at once (below); one made by another server process on the same
 * PostgreSQL is seen here at most this long afterwards.
 */
export const SESSION_CACHE_TTL_MS = 1000;
const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** Sessions by token hash, each kept SESSION_CACHE_TTL_MS; `clear` also voids lookups still running. */
export class SessionCache {
  #entries = new Map<string, { row: SessionRow; until: number }>();
  #generation = 0;

  get generation(): number {
    return this.#generation;
  }

  get(tokenHash: string, now: number): SessionRow | undefined {
    const entry = this.#entries.get(tokenHash);
    if (entry === undefined) return undefined;
    if (entry.until > now) return entry.row;
    this.#entries.delete(tokenHash);
    return undefined;
  }

  /** Keeps a row read while the cache was at `generation`, unless it was cleared since (the row may be stale). */
  set(tokenHash: string, row: SessionRow, generation: number, now: number): void {
    if (generation !== this.#generation) return;
    if (this.#entries.size >= SESSION_CACHE_MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(tokenHash, { row, until: now + SESSION_CACHE_TTL_MS });
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}

const ACCOUNT_TOPICS = new Set(['members', 'club']);

/**
 * Whether a call may remove a session or change what a session stands for (the user's role, club or
 * language, the user or the club itself): every write, except those that declare they change only
 * other topics (comments, pictures, spots...). Messages and other private writes count, to be safe.
 */
export function mayChangeSessions(call: ApiCall): boolean {
  if (call.effect === 'read' || call.effect === 'cachedRead' || call.effect === 'counter') return false;
  if (call.changes === undefined) return true;
  return call.changes.some((ref) => ACCOUNT_TOPICS.has(typeof ref === 'string' ? ref : ref.topic));
}

/** The routes (verb and router path, aliases included) of the calls after which kept sessions are forgotten. */
const sessionChangingRoutes = new Set(
  allCalls
    .filter(mayChangeSessions)
    .flatMap((call) => [call, ...(call.aliases ?? [])])
    .map((route) => `${route.method} ${routerPath(route.path)}`),
);

function prepareSessionLookup(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      sessionClubId: sessions.clubId,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      role: users.role,
      userClubId: users.clubId,
      languageKey: users.languageKey,
    })
    .from(acrossClubs(sessions, "a token is found by its hash; its club is compared with the host's below"))
    .innerJoin(
      acrossClubs(users, "the session's account: a member of its club, or the super administrator"),
      eq(users.id, sessions.userId),
    )
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('auth_session_by_token_hash');
}

/**
 * Reads the session token of each request. A token is accepted only on the host of the club it was
 * issued for; an unknown, expired or foreign token leaves the request anonymous with a reason, so public
 * pages still answer and calls that need a user say why they refuse.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { db: Database; sessionCache?: SessionCache }) => {
    const lookup = prepareSessionLookup(options.db);
    const cache = options.sessionCache ?? new SessionCache();
    app.decorateRequest('actor', null);
    app.decorateRequest('authFailure', null);
    app.addHook('onRequest', async (request) => {
      const token = tokenFromRequest(request);
      if (token === null || token.length > 200) return;
      const tokenHash = hashToken(token);
      let row = cache.get(tokenHash, Date.now());
      if (row === undefined) {
        const generation = cache.generation;
        [row] = await lookup.execute({ tokenHash });
        if (row) cache.set(tokenHash, row, generation, Date.now());
      }
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
    // Before the answer leaves: the handler's changes are committed, and the client's next request,
    // which may follow at once, must not find the removed session kept.
    app.addHook('onSend', async (request) => {
      if (sessionChangingRoutes.has(`${request.method} ${request.routeOptions.url}`)) cache.clear();
    });
  },
  { name: 'auth', dependencies: ['tenancy'] },
);
