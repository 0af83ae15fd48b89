import { createVideo, videoCalls } from '@club/shared/api/videos';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registerCall } from '../../platform/http/calls/register.ts';
import { registerMediaCalls } from '../media/routes.ts';
import { create, videoKind } from './service.ts';

export function videosRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMediaCalls(app, deps, videoCalls, videoKind);
  registerCall(app, createVideo, ({ club, actor, body }) => create(deps.db, { club, actor }, body));
}
