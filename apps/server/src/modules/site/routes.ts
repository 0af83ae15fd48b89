import { stat } from 'node:fs/promises';
import path from 'node:path';
import { errorCodes } from '@club/shared/api/errors';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clubSiteUrl } from '../../config.ts';
import type { ClubRow } from '../../db/schema/clubs.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { DOCS_PREFIX } from '../docs/routes.ts';
import { encodedPage, pageEncoding } from './page-encoding.ts';
import { clubDirectoryPage, pageNotFoundPage, webAppMissingPage } from './pages.ts';
import { listClubDirectory } from './queries.ts';
import { createPageRenderer, type PageRenderer } from './server-render.ts';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Paths that belong to the platform, not to a club: they answer on every host, even an unknown alias. */
export function answersOnAnyHost(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return (
    pathname === '/healthz' ||
    pathname === '/readyz' ||
    pathname === DOCS_PREFIX ||
    pathname.startsWith(`${DOCS_PREFIX}/`)
  );
}

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.status(status).type('text/html; charset=utf-8').send(page);

/** The file of the built web app a URL path names, relative to its folder; null when there is none. */
async function webAppFile(root: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const full = path.join(root, decoded);
  if (!full.startsWith(root + path.sep)) return null;
  const stats = await stat(full).catch(() => null);
  return stats?.isFile() ? path.relative(root, full) : null;
}

/**
 * A club site's page or asset. Vite's hashed files under /assets/ never change: cached for a year.
 * Each is sent as its precompressed Brotli or gzip copy when the browser accepts one and it exists.
 * Any other path is a route of the single-page app: index.html, revalidated on every visit so a new
 * release is picked up at once. A missing /assets/ file is a 404, not index.html: an old tab asking for
 * a chunk of a previous release then fails clearly instead of parsing HTML as JavaScript.
 */
async function serveWebApp(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  pages: PageRenderer | null,
  club: ClubRow,
) {
  const pathname = request.url.split('?')[0] ?? '/';
  // The server render's bundle is read by the server, not sent. A path whose last part has no
  // extension is a page, never a file of the build: no look at the disk for it.
  const isPage = !/\.[^/]*$/.test(pathname);
  const file = isPage || pathname.startsWith('/server/') ? null : await webAppFile(root, pathname);
  if (file?.startsWith(`assets${path.sep}`)) {
    return reply.sendFile(file, { maxAge: ONE_YEAR_MS, immutable: true });
  }
  if (file === null && pathname.startsWith('/assets/')) return reply.callNotFound();
  // A file at the root that the build does not have (an /apple-touch-icon.png or /browserconfig.xml some
  // browsers ask for on their own) is a 404, not the home page rendered again: no route of the web app
  // is one segment with an extension, and a phone would otherwise fetch 18 KB of HTML beside the page.
  if (file === null && !isPage && !pathname.slice(1).includes('/')) return reply.callNotFound();
  reply.header('cache-control', 'no-cache');
  if (file === null && pages !== null) {
    const page = await pages.render(request, club).catch((error: unknown) => {
      request.log.error({ err: error }, 'server render failed: the browser renders the page');
      return null;
    });
    if (page !== null) {
      const encoding = pageEncoding(request);
      reply.header('vary', 'Accept-Encoding, Cookie, User-Agent');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply
        .status(page.status)
        .type('text/html; charset=utf-8')
        .send(await encodedPage(page.key, page.html, encoding));
    }
  }
  return reply.sendFile(file ?? 'index.html', { cacheControl: false });
}

async function webAppRoot(directory: string): Promise<string | null> {
  const index = await stat(path.join(directory, 'index.html')).catch(() => null);
  return index?.isFile() ? path.resolve(directory) : null;
}

/**
 * Everything outside the API: the list of clubs on the bare domain, the built web app on a club's
 * host, and the 404 answers (JSON under /api/, an HTML page elsewhere). A host whose alias no club has
 * is answered before routing (app.ts).
 */
export async function siteRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const homeUrl = deps.config.publicUrl.toString();
  const webRoot = await webAppRoot(deps.config.webDistDir);
  const pages = webRoot === null ? null : await createPageRenderer(app, deps, webRoot);
  if (webRoot !== null) {
    // preCompressed: the build writes .br and .gz copies beside each text file (apps/web/precompress.ts).
    await app.register(fastifyStatic, {
      root: webRoot,
      serve: false,
      dotfiles: 'deny',
      index: false,
      preCompressed: true,
    });
  } else {
    app.log.warn({ webDistDir: deps.config.webDistDir }, 'web app not built: club sites answer 503');
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({
        error: errorCodes.notFound,
        message: `No API call at ${request.method} ${request.url.split('?')[0]}`,
      });
    }
    return html(reply, 404, pageNotFoundPage(homeUrl));
  });

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/')) return reply.callNotFound();
    if (request.club === null) {
      if (pathname !== '/') return reply.callNotFound();
      const clubs = await listClubDirectory(deps.db);
      const links = clubs.map((club) => ({
        name: club.name,
        url: clubSiteUrl(deps.config, club.alias).toString(),
      }));
      return html(reply, 200, clubDirectoryPage(links));
    }
    if (webRoot === null) return html(reply, 503, webAppMissingPage(homeUrl));
    return serveWebApp(request, reply, webRoot, pages, request.club);
  };
  app.get('/', handler);
  app.get('/*', handler);
}
