import {
  addVideoView,
  createVideo,
  deleteVideo,
  getLastVideo,
  getVideos,
  likeVideo,
} from '@club/shared/api/videos';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registerCall } from '../../platform/http/calls/register.ts';
import * as videos from './service.ts';

export function videosRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  registerCall(app, getLastVideo, ({ club, actor, params }) => videos.getLastVideo(db, { club, actor }));
  registerCall(app, getVideos, ({ club, actor, body }) =>
    videos.listVideos(
      db,
      { club, actor },
      {
        page: body.page,
        spotId: body.spot_id,
        memberId: body.member_id,
        order: body.order,
      },
    ),
  );
  registerCall(app, addVideoView, ({ club, actor, params }) =>
    videos.addView(db, { club, actor }, params.id),
  );
  registerCall(app, likeVideo, ({ club, actor, params }) => videos.like(db, { club, actor }, params.id));
  registerCall(app, deleteVideo, ({ club, actor, params }) => videos.remove(db, { club, actor }, params.id));
  registerCall(app, createVideo, ({ club, actor, body }) => videos.create(db, { club, actor }, body));
}
