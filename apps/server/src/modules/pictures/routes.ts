import {
  addPictureView,
  deletePicture,
  getLastPicture,
  getPictures,
  likePicture,
  uploadPicture,
} from '@club/shared/api/pictures';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registerCall } from '../../platform/http/calls/register.ts';
import * as pictures from './service.ts';

export function picturesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, store } = deps;

  registerCall(app, getLastPicture, ({ club, actor, params }) =>
    pictures.getLastPicture(db, { club, actor }),
  );
  registerCall(app, getPictures, ({ club, actor, body }) =>
    pictures.listPictures(
      db,
      { club, actor },
      { page: body.page, spotId: body.spot_id, memberId: body.member_id },
    ),
  );
  registerCall(app, addPictureView, ({ club, actor, params }) =>
    pictures.addView(db, { club, actor }, params.id),
  );
  registerCall(app, likePicture, ({ club, actor, params }) => pictures.like(db, { club, actor }, params.id));
  registerCall(app, deletePicture, ({ club, actor, params }) =>
    pictures.remove(db, store, { club, actor }, params.id),
  );
  registerCall(app, uploadPicture, ({ club, actor, body, file }) =>
    pictures.upload(
      db,
      store,
      { club, actor },
      { name: body.Name, spotId: body.Spot_id, file: file?.data ?? null },
    ),
  );
}
