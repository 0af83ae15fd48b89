import { getClientSettings } from '@club/shared/api/settings';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registerCall } from '../../platform/http/calls/register.ts';

export function settingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, getClientSettings, async () => ({
    Upload_concurrency: deps.config.uploadConcurrency,
  }));
}
