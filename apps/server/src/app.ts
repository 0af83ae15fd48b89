import http from 'node:http';
import type { RateLimitBucket } from '@club/shared/api/contract';
import { errorCodes } from '@club/shared/api/errors';
import { jsonNestsDeeperThan } from '@club/shared/domain/json-depth';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { ZodError } from 'zod';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { clubsRoutes } from './modules/clubs/routes.ts';
import { countriesRoutes } from './modules/countries/routes.ts';
import { divePlansRoutes } from './modules/dive-plans/routes.ts';
import { paperJobHandlers } from './modules/diver-files/reminders.ts';
import { diverFilesRoutes } from './modules/diver-files/routes.ts';
import { docsRoutes } from './modules/docs/routes.ts';
import { closeKmlPool } from './modules/layers/kml-pool.ts';
import { backfillLayerShapesOnStart } from './modules/layers/layer-shapes-backfill.ts';
import { layersRoutes } from './modules/layers/routes.ts';
import { legalNoticeRoutes } from './modules/legal-notice/routes.ts';
import { liveRoutes } from './modules/live/routes.ts';
import { livePageRoutes } from './modules/live-page/routes.ts';
import { handOverRoute } from './modules/members/hand-over.ts';
import { membersRoutes } from './modules/members/routes.ts';
import { messagesRoutes } from './modules/messages/routes.ts';
import { newsRoutes } from './modules/news/routes.ts';
import { outingJobHandlers } from './modules/outings/job-handlers.ts';
import { outingsRoutes } from './modules/outings/routes.ts';
import { ownDataRoutes } from './modules/own-data/routes.ts';
import { picturesRoutes } from './modules/pictures/routes.ts';
import { pwaRoutes } from './modules/pwa/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { clubNotFoundPage } from './modules/site/pages.ts';
import { answersOnAnyHost, siteRoutes } from './modules/site/routes.ts';
import { socialLoginRoutes } from './modules/social-login/routes.ts';
import { spotsRoutes } from './modules/spots/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { videosRoutes } from './modules/videos/routes.ts';
import type { AppDeps } from './platform/app-deps.ts';
import { installJobRunner } from './platform/data/jobs/app-jobs.ts';
import { authPlugin } from './platform/http/auth.ts';
import { AppError } from './platform/http/errors.ts';
import { filesRoutes } from './platform/http/files-routes.ts';
import { requestClientKey } from './platform/http/rate-limit/keys.ts';
import { databaseRateLimitStore } from './platform/http/rate-limit/store.ts';
import { readinessRoute } from './platform/http/readiness.ts';
import { logSafeUrl, MAX_JSON_DEPTH } from './platform/http/request-guards.ts';
import { inTurns } from './platform/http/request-turns.ts';
import { tenancyPlugin } from './platform/http/tenancy.ts';
import { tileSourceOrigin } from './platform/http/tile-origin.ts';

/** Everything the app needs from outside; tests build their own. */
export type { AppDeps } from './platform/app-deps.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimitBucket?: RateLimitBucket;
  }
}

const statusCodes: Record<number, string> = {
  400: errorCodes.invalidInput,
  401: errorCodes.unauthenticated,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  413: errorCodes.fileTooBig,
  415: errorCodes.unsupportedFile,
  429: errorCodes.rateLimited,
};

function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      const paper = error.paper === undefined ? {} : { paper: error.paper };
      return reply.status(error.status).send({ error: error.code, message: error.message, ...paper });
    }
    if (error instanceof ZodError) {
      const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      const summary = issues.map((issue) => `${issue.path || 'body'}: ${issue.message}`).join('; ');
      return reply.status(400).send({ error: errorCodes.invalidInput, message: summary, issues });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = statusCodes[status] ?? errorCodes.invalidInput;
      const message = code === errorCodes.fileTooBig ? 'file too big' : error.message;
      return reply.status(status).send({ error: code, message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .status(500)
      .send({ error: errorCodes.internal, message: 'Something went wrong on our side' });
  });
}

/** Fastify's request serializer, with the URL's tokens replaced by a short hash (request-guards.ts). */
function logSafeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: logSafeUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * JSON bodies whose nesting is deeper than MAX_JSON_DEPTH are refused (400) before they are parsed:
 * nothing downstream walks a body of `[` x 500,000. The rest goes to Fastify's own parser (which
 * refuses __proto__ and constructor keys).
 */
function installJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = raw.toString();
    if (jsonNestsDeeperThan(body, MAX_JSON_DEPTH)) {
      const message = `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels`;
      done(new AppError(400, errorCodes.invalidInput, message), undefined);
      return;
    }
    parseJson(request, body, done);
  });
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { requestTimeoutMs, headersTimeoutMs } = deps.config;
  const serverOptions: http.ServerOptions = {
    // A request (headers and body) must arrive within its timeouts, or the connection is cut (408):
    // slow bodies cannot hold connections. The answer is not timed (live-event streams, downloads).
    requestTimeout: requestTimeoutMs,
    headersTimeout: headersTimeoutMs,
    // How often Node checks those timeouts (its default, 30 s, would let them run that much longer).
    connectionsCheckingInterval: Math.min(5_000, Math.max(50, Math.floor(headersTimeoutMs / 4))),
    // Fastify's default: longer than the 60 s of most proxies in front, so they close first.
    keepAliveTimeout: 72_000,
  };
  const app = Fastify({
    logger: {
      level: deps.config.logLevel,
      serializers: { req: logSafeRequest },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    bodyLimit: 1_000_000,
    trustProxy: deps.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // The HTTP/1 server Fastify would make, but its requests reach the app in turns, so that a crowd's
    // work comes in slices between which the database's answers and health checks are heard.
    serverFactory: (handler) => http.createServer(serverOptions, inTurns(handler)),
  });
  installErrorHandler(app);
  installJsonParser(app);
  // The worker threads that read uploaded KML layers end with the app.
  app.addHook('onClose', closeKmlPool);
  // Layers stored before their shapes files get one, in the background once the app is ready.
  backfillLayerShapesOnStart(app, deps);
  // The job queue's runner (reminders, mails after a commit); main.ts starts it, tests run it by hand.
  installJobRunner(app, deps.db, { ...outingJobHandlers(deps), ...paperJobHandlers(deps) });

  // The map imagery's server, also when it is at an http address (a local or intranet tile server):
  // pages show its tiles, and fetch them to save an area for offline.
  const tileSource = tileSourceOrigin(deps.config.tileUrl);
  const tileSources = tileSource === null ? [] : [tileSource];
  // Helmet's middleware is built once: @fastify/helmet built it again for every request (5% of the
  // HTTP thread under a crowd, measured with bench/crowd-profile.ts).
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...tileSources],
        // https: for the 3D model viewer, which fetches a spot's glTF/GLB file from wherever it is hosted.
        connectSrc: ["'self'", 'https:', ...tileSources],
        fontSrc: ["'self'", 'data:'],
        frameSrc: [
          "'self'",
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
          'https://www.facebook.com',
          // A spot's 3D file may be an embeddable 3D page (File_3d_url), shown in the 3D model popup.
          'https:',
        ],
        objectSrc: ["'none'"],
        // The super administrator's hand-over posts a form to another club's site (a sub-domain).
        formAction: ["'self'", `*.${deps.config.appDomain}:*`, `*.${deps.config.publicUrl.hostname}:*`],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart);
  const bucketLimits: Record<RateLimitBucket, object> = {
    auth: { max: deps.config.rateLimitAuthPerMinute, timeWindow: '1 minute' },
    // A signed-in member's exports are not counted: the limit keeps anonymous crowds off the worker pool.
    export: {
      max: deps.config.rateLimitExportsPerMinute,
      timeWindow: '1 minute',
      allowList: (request: FastifyRequest) => request.actor !== null,
      errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => ({
        statusCode: 429,
        error: errorCodes.rateLimited,
        message: `Too many downloads; try again in ${context.after}`,
      }),
    },
  };
  // Before the rate-limit plugin: its own onRoute hook must already see the bucket's limit.
  app.addHook('onRoute', (route) => {
    const bucket = route.config?.rateLimitBucket;
    if (bucket !== undefined) {
      route.config = { ...route.config, rateLimit: bucketLimits[bucket] } as typeof route.config;
    }
  });
  await app.register(rateLimit, {
    global: false,
    // The club the tenancy found for the normalized host and the client's address (an IPv6 /64), never
    // the raw Host header; counted in the database, so all server processes share one count.
    keyGenerator: requestClientKey,
    store: databaseRateLimitStore(deps.db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: errorCodes.rateLimited,
      message: `Too many attempts; try again in ${context.after}`,
    }),
  });

  app.decorate('readCache', deps.readCache);
  await app.register(tenancyPlugin, {
    db: deps.db,
    appDomain: deps.config.appDomain,
    readCache: deps.readCache,
  });
  await app.register(authPlugin, { db: deps.db });
  app.addHook('onRequest', async (request, reply) => {
    if (request.clubAlias === null || request.club !== null || answersOnAnyHost(request.url)) return;
    if (request.url.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ error: errorCodes.clubNotFound, message: `No club is called "${request.clubAlias}"` });
    }
    return reply
      .status(404)
      .type('text/html; charset=utf-8')
      .send(clubNotFoundPage(request.clubAlias, deps.config.publicUrl.toString()));
  });

  app.get('/healthz', async () => ({ ok: true }));
  readinessRoute(app, deps);
  await app.register(async (api) => {
    countriesRoutes(api, deps);
    clubsRoutes(api, deps);
    newsRoutes(api, deps);
    spotsRoutes(api, deps);
    layersRoutes(api, deps);
    liveRoutes(api, deps);
    usersRoutes(api, deps);
    messagesRoutes(api, deps);
    socialLoginRoutes(api, deps);
    ownDataRoutes(api, deps);
    picturesRoutes(api, deps);
    videosRoutes(api, deps);
    settingsRoutes(api, deps);
    membersRoutes(api, deps);
    legalNoticeRoutes(api, deps);
    livePageRoutes(api, deps);
    analyticsRoutes(api, deps);
    outingsRoutes(api, deps);
    diverFilesRoutes(api, deps);
    divePlansRoutes(api, deps);
  });
  handOverRoute(app);
  filesRoutes(app, deps.store, deps.db);
  await docsRoutes(app);
  seoRoutes(app, deps);
  pwaRoutes(app, deps);
  await siteRoutes(app, deps);
  return app;
}
