import {
  getDolphyn,
  getDolphynAdmin,
  getSolutionsAdmin,
  updateDolphyn,
  updateSolutions,
} from '@club/shared/api/live-page';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registerCall } from '../../platform/http/calls/register.ts';
import * as livePage from './service.ts';

export function livePageRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  registerCall(app, getDolphyn, ({ club, language }) => livePage.getLivePage(db, club, language));
  registerCall(app, getDolphynAdmin, ({ club, params }) =>
    livePage.getLivePageTextForEdit(db, club, params.languageKey),
  );
  registerCall(app, updateDolphyn, ({ club, body }) => livePage.saveLivePageText(db, club, body));
  registerCall(app, getSolutionsAdmin, ({ params }) => livePage.getSolutionsForEdit(db, params.languageKey));
  registerCall(app, updateSolutions, ({ body }) => livePage.saveSolutions(db, body));
}
