import { aliasFromHost, isReservedAlias } from '@club/shared/domain/alias';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ClubRow, clubs } from '../../db/schema/clubs.ts';
import type { Database } from '../data/db.ts';
import type { ReadCache } from '../data/read-cache.ts';

export type { ClubRow } from '../../db/schema/clubs.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The club of the host (`demo.example.com` -> demo), or null on the bare domain. */
    club: ClubRow | null;
    /** The alias the host asked for, even when no club has it. */
    clubAlias: string | null;
  }
}

/** The club alias a request's host asks for; null on the bare domain (APP_DOMAIN, www.APP_DOMAIN, localhost). */
export function requestAlias(request: FastifyRequest, appDomain: string): string | null {
  const hostname = (request.headers.host ?? '').split(':')[0]?.toLowerCase().replace(/\.$/, '');
  if (hostname === appDomain || hostname === `www.${appDomain}`) return null;
  const alias = aliasFromHost(request.headers.host);
  return alias && !isReservedAlias(alias) ? alias : null;
}

/** Resolves the club once per request from the Host header; everything downstream receives it. */
export const tenancyPlugin = fp(
  async (app: FastifyInstance, options: { db: Database; appDomain: string; readCache: ReadCache }) => {
    app.decorateRequest('club', null);
    app.decorateRequest('clubAlias', null);
    app.addHook('onRequest', async (request) => {
      const alias = requestAlias(request, options.appDomain);
      request.clubAlias = alias;
      if (alias === null) return;
      request.club = await options.readCache.clubOfAlias(alias, async () => {
        const [club] = await options.db.select().from(clubs).where(eq(clubs.alias, alias)).limit(1);
        return club ?? null;
      });
    });
  },
  { name: 'tenancy' },
);
