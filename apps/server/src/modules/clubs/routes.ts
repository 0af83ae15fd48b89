import { getClubByAlias, getLanguagesByClub } from '@club/shared/api/clubs';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/api-routes.ts';
import { getLanguagesOfClub, getPublicClubByAlias } from './service.ts';

export function clubsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, getClubByAlias, ({ params }) => getPublicClubByAlias(deps.db, params.alias));
  registerCall(app, getLanguagesByClub, ({ club, params }) =>
    getLanguagesOfClub(deps.db, club, params.clubId),
  );
}
