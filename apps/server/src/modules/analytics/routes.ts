import { addPageView, getVisits } from '@club/shared/api/analytics';
import type { FastifyInstance } from 'fastify';
import { clubSiteUrl } from '../../config.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registerCall } from '../../platform/http/calls/register.ts';
import { forwardPageView, recordPageView, visitsPerDay } from './service.ts';

export function analyticsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, addPageView, async ({ club, body, request }) => {
    await recordPageView(deps.db, club, body.path);
    forwardPageView(
      deps.config.analyticsForwardUrl,
      { siteUrl: clubSiteUrl(deps.config, club.alias), path: body.path },
      request.log,
    );
    return { ok: true } as const;
  });
  registerCall(app, getVisits, ({ club }) => visitsPerDay(deps.db, club));
}
