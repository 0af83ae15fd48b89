import {
  getDolphyn,
  getDolphynAdmin,
  getSolutionsAdmin,
  updateDolphyn,
  updateSolutions,
} from '@club/shared/api/dolphyn';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/api-routes.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import * as live from './service.ts';

export function dolphynRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  registerCall(app, getDolphyn, ({ club, language }) => live.getLivePage(db, club, language));
  registerCall(app, getDolphynAdmin, ({ club, actor, params }) =>
    live.getLiveTextForEdit(db, { club, actor }, params.languageKey),
  );
  registerCall(app, updateDolphyn, ({ club, actor, body }) => live.saveLiveText(db, { club, actor }, body));
  registerCall(app, getSolutionsAdmin, ({ actor, params }) =>
    live.getSolutionsForEdit(db, actor, params.languageKey),
  );
  registerCall(app, updateSolutions, ({ actor, body }) => live.saveSolutions(db, actor, body));
}
