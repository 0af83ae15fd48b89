import { editImageUrl, getImprint, getImprintAdmin, updateImprint } from '@club/shared/api/imprint';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registerCall } from '../../platform/http/calls/register.ts';
import { getImprintForEdit, getImprintOfClub, replaceImprintPicture, saveImprint } from './service.ts';

/** The club's legal notice: read by anyone, written by its manager (access checked by registerCall). */
export function imprintRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, store } = deps;
  registerCall(app, getImprint, ({ club, language }) => getImprintOfClub(db, club, language));
  registerCall(app, getImprintAdmin, ({ club, params }) => getImprintForEdit(db, club, params.languageKey));
  registerCall(app, updateImprint, ({ club, body }) => saveImprint(db, club, body));
  registerCall(app, editImageUrl, ({ club, file }) =>
    replaceImprintPicture(db, store, club, file?.data ?? null),
  );
}
