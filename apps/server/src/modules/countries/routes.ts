import { getAllCountries } from '@club/shared/api/countries';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/api-routes.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { listCountries } from './service.ts';

export function countriesRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, getAllCountries, ({ language }) => listCountries(deps.db, language));
}
