import { editImageUrl, getImprint, getImprintAdmin, updateImprint } from '@club/shared/api/legal-notice';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registerCall } from '../../platform/http/calls/register.ts';
import {
  getLegalNoticeForEdit,
  getLegalNoticeOfClub,
  replaceLegalNoticePicture,
  saveLegalNotice,
} from './service.ts';

/** The club's legal notice: read by anyone, written by its manager (access checked by registerCall). */
export function legalNoticeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, store } = deps;
  registerCall(app, getImprint, ({ club, language }) => getLegalNoticeOfClub(db, club, language));
  registerCall(app, getImprintAdmin, ({ club, params }) =>
    getLegalNoticeForEdit(db, club, params.languageKey),
  );
  registerCall(app, updateImprint, ({ club, body }) => saveLegalNotice(db, club, body));
  registerCall(app, editImageUrl, ({ club, file }) =>
    replaceLegalNoticePicture(db, store, club, file?.data ?? null),
  );
}
