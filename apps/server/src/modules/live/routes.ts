import { createLive, finishLive, getReplays, updateLive } from '@club/shared/api/live';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registerCall } from '../../platform/http/calls/register.ts';
import * as live from './service.ts';

/** A spot's live stream (started, its video set, finished) and the replays finished lives leave. */
export function liveRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  registerCall(app, createLive, ({ club, actor, params }) => live.startLive(db, { club, actor }, params.id));
  registerCall(app, updateLive, ({ club, actor, body }) => live.setLiveUrl(db, { club, actor }, body));
  registerCall(app, finishLive, ({ club, actor, params }) => live.finishLive(db, { club, actor }, params.id));
  registerCall(app, getReplays, ({ club, actor, params }) =>
    live.listSpotReplays(db, { club, actor }, { spotId: params.spotId, page: params.page }),
  );
}
