import { getSafetySheet, getSafetySheets } from '@club/shared/api/safety-sheets';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registerCall } from '../../platform/http/calls/register.ts';
import { createSafetySheetRenderer } from './safety-sheet-pdf-pool.ts';
import * as safetySheets from './safety-sheets.ts';

/** The safety sheet of an outing as a PDF, and the club's list of kept sheets. */
export function safetySheetRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const renderer = createSafetySheetRenderer();
  app.addHook('onClose', () => renderer.close());

  registerCall(app, getSafetySheet, ({ club, actor, params, language }) =>
    safetySheets.getSafetySheet(db, renderer, { club, actor }, params.outingId, language),
  );
  registerCall(app, getSafetySheets, ({ club, params }) =>
    safetySheets.listSafetySheets(db, club, params.page),
  );
}
