import { pictureCalls, uploadPicture } from '@club/shared/api/pictures';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registerCall } from '../../platform/http/calls/register.ts';
import { registerMediaCalls } from '../media/routes.ts';
import { pictureKind, upload } from './service.ts';

export function picturesRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMediaCalls(app, deps, pictureCalls, pictureKind);
  registerCall(app, uploadPicture, ({ club, actor, body, file }) =>
    upload(
      deps.db,
      deps.store,
      { club, actor },
      { name: body.Name, spotId: body.Spot_id, file: file?.data ?? null },
    ),
  );
}
