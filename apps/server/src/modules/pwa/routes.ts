import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { createIconCache, ICONS, iconVersion } from './icons.ts';
import { clubManifest } from './manifest.ts';

/** An icon asked for with the version of the club's current logo and colour never changes. */
const VERSIONED_ICON_CACHE = 'public, max-age=31536000, immutable';
/** A tab's icon: browsers keep it apart from other files and ask for it again rarely. */
const FAVICON_CACHE = 'public, max-age=86400';
const FAVICON = '192.png';

/**
 * What makes a club's site an installable app (issue 15): its manifest and the icons drawn from its
 * logo. The service worker itself is a file of the built web app (/sw.js, served by the site module,
 * revalidated on every visit).
 */
export function pwaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const iconOf = createIconCache(deps.store);

  app.get('/manifest.webmanifest', async (request, reply) => {
    if (request.club === null) return reply.callNotFound();
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(clubManifest(request.club)));
  });

  // The icon every browser asks for at /favicon.ico when a page names none: the club's own.
  app.get('/favicon.ico', async (request, reply) => {
    const club = request.club;
    const icon = ICONS.find((candidate) => candidate.name === FAVICON);
    if (club === null || icon === undefined) return reply.callNotFound();
    return reply
      .type('image/png')
      .header('cache-control', FAVICON_CACHE)
      .send(await iconOf(club, icon));
  });

  app.get<{ Params: { name: string }; Querystring: { v?: string } }>(
    '/manifest-icons/:name',
    async (request, reply) => {
      const club = request.club;
      const icon = ICONS.find((candidate) => candidate.name === request.params.name);
      if (club === null || icon === undefined) return reply.callNotFound();
      const current = request.query.v === iconVersion(club);
      return reply
        .type('image/png')
        .header('cache-control', current ? VERSIONED_ICON_CACHE : 'no-cache')
        .send(await iconOf(club, icon));
    },
  );
}
