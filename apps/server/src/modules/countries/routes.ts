import { getAllCountries } from '@club/shared/api/countries';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registerCall } from '../../platform/http/calls/register.ts';
import { listCountries } from './service.ts';

export function countriesRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, getAllCountries, ({ language }) => listCountries(deps.db, language));
}
