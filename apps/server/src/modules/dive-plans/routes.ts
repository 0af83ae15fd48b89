import {
  getDivePlan,
  proposeDivePlan,
  recordDiveActuals,
  saveDivePlan,
  setDiveWishes,
  signDive,
} from '@club/shared/api/dive-plans';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registerCall } from '../../platform/http/calls/register.ts';
import { proposeDivePlan as propose } from './propose.ts';
import { safetySheetRoutes } from './safety-sheet-routes.ts';
import { saveDivePlan as save } from './save-dive-plan.ts';
import * as divePlans from './service.ts';
import { recordDiveActuals as recordActuals, signDive as sign } from './sign-and-actuals.ts';
import { setDiveWishes as setWishes } from './wishes.ts';

export function divePlansRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  registerCall(app, getDivePlan, ({ club, actor, params, language }) =>
    divePlans.getDivePlan(db, { club, actor }, params.outingId, language),
  );
  registerCall(app, proposeDivePlan, ({ club, actor, body, language }) =>
    propose(db, { club, actor }, body, language),
  );
  registerCall(app, saveDivePlan, ({ club, actor, body, language }) =>
    save(db, { club, actor }, body, language),
  );
  registerCall(app, signDive, ({ club, actor, body, language }) => sign(db, { club, actor }, body, language));
  registerCall(app, recordDiveActuals, ({ club, actor, body, language }) =>
    recordActuals(db, { club, actor }, body, language),
  );
  registerCall(app, setDiveWishes, ({ club, actor, body }) => setWishes(db, { club, actor }, body));
  safetySheetRoutes(app, deps);
}
