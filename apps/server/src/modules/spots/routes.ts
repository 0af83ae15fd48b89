import {
  createSpot,
  deleteSpot,
  editSpot,
  editSpotInfos,
  getInfos,
  getInfosAdmin,
  getMapConfig,
  getMedia,
  getSpot,
  getSpotsByClub,
  getSubscriptionSpots,
} from '@club/shared/api/spots';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registerCall } from '../../platform/http/calls/register.ts';
import * as spots from './service.ts';

export function spotsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, store, config } = deps;

  registerCall(app, getMapConfig, async () => ({ Tile_url: config.tileUrl }));
  registerCall(app, getSpotsByClub, ({ club, actor }) => spots.listClubSpots(db, { club, actor }));
  registerCall(app, getSpot, ({ club, actor, params }) => spots.getSpot(db, { club, actor }, params.id));
  registerCall(app, getSubscriptionSpots, ({ club, actor }) =>
    spots.getSubscriptionSpots(db, { club, actor }),
  );
  registerCall(app, getMedia, ({ club, actor, params }) =>
    spots.listMedia(db, { club, actor }, params.spotId),
  );
  registerCall(app, getInfos, ({ club, actor, params, language }) =>
    spots.getSpotInfos(db, { club, actor }, { spotId: params.id, language }),
  );
  registerCall(app, getInfosAdmin, ({ club, actor, params }) =>
    spots.getSpotInfosAdmin(db, { club, actor }, { spotId: params.spotId, languageKey: params.languageKey }),
  );
  registerCall(app, createSpot, ({ club, actor, body }) =>
    spots.createSpot(db, store, { club, actor }, body),
  );
  registerCall(app, editSpot, ({ club, actor, body }) =>
    spots.editSpotDetails(db, store, { club, actor }, body),
  );
  registerCall(app, editSpotInfos, ({ club, actor, body }) => spots.saveSpotInfos(db, { club, actor }, body));
  registerCall(app, deleteSpot, ({ club, actor, params }) =>
    spots.deleteSpot(db, store, { club, actor }, params.id),
  );
}
