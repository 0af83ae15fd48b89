import {
  getDolphyn,
  getDolphynAdmin,
  getSolutionsAdmin,
  updateDolphyn,
  updateSolutions,
} from '@club/shared/api/dolphyn';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registerCall } from '../../platform/http/calls/register.ts';
import * as live from './service.ts';

export function dolphynRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  registerCall(app, getDolphyn, ({ club, language }) => live.getLivePage(db, club, language));
  registerCall(app, getDolphynAdmin, ({ club, params }) =>
    live.getLiveTextForEdit(db, club, params.languageKey),
  );
  registerCall(app, updateDolphyn, ({ club, body }) => live.saveLiveText(db, club, body));
  registerCall(app, getSolutionsAdmin, ({ params }) => live.getSolutionsForEdit(db, params.languageKey));
  registerCall(app, updateSolutions, ({ body }) => live.saveSolutions(db, body));
}
