import {
  createLive,
  createSpot,
  deleteLayer,
  deleteSpot,
  editKmlFile,
  editSpot,
  editSpotInfos,
  exportLayer,
  finishLive,
  getInfos,
  getInfosAdmin,
  getLayers,
  getLayerVersion,
  getLayerVersions,
  getMapConfig,
  getMedia,
  getReplays,
  getSpot,
  getSpotQuota,
  getSpotsByClub,
  restoreLayerVersion,
  updateLive,
  uploadKmlFile,
  uploadLayerFile,
  uploadMarkerPicture,
} from '@club/shared/api/spots';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/api-routes.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { downloadLayer } from './layer-download.ts';
import { uploadLayerFile as uploadLayerFileOf } from './layer-upload.ts';
import * as spots from './service.ts';

export function spotsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, store, config } = deps;

  registerCall(app, getMapConfig, async () => ({ Tile_url: config.tileUrl }));
  registerCall(app, getSpotsByClub, ({ club, actor }) => spots.listClubSpots(db, { club, actor }));
  registerCall(app, getSpot, ({ club, actor, params }) => spots.getSpot(db, { club, actor }, params.id));
  registerCall(app, getSpotQuota, ({ club, actor }) => spots.getQuota(db, { club, actor }));
  registerCall(app, getMedia, ({ club, actor, params }) =>
    spots.listMedia(db, { club, actor }, params.spotId),
  );
  registerCall(app, getLayers, ({ club, actor, params }) =>
    spots.listSpotLayers(db, { club, actor }, { spotId: params.spotId, uploaded: params.uploadedFlag }),
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
  registerCall(app, uploadKmlFile, ({ club, actor, body }) =>
    spots.saveLayer(
      db,
      store,
      { club, actor },
      {
        name: body.Name,
        oldName: null,
        data: body.Data,
        spotId: body.Spot_id,
        uploaded: body.Uploaded,
      },
    ),
  );
  registerCall(app, uploadLayerFile, ({ club, actor, body, file, language }) => {
    if (file === null) throw new Error('a file call without its file');
    return uploadLayerFileOf(
      db,
      store,
      { club, actor },
      { spotId: body.Spot_id, name: body.Name, file, language },
    );
  });
  registerCall(app, editKmlFile, ({ club, actor, body }) =>
    spots.saveEditedLayer(db, store, { club, actor }, body),
  );
  registerCall(app, deleteLayer, ({ club, actor, params }) =>
    spots.deleteLayer(
      db,
      store,
      { club, actor },
      {
        name: params.name,
        spotId: params.spotId,
        uploaded: params.uploadedFlag,
      },
    ),
  );
  registerCall(app, getLayerVersions, ({ club, actor, params }) =>
    spots.listVersionsOfLayer(
      db,
      { club, actor },
      { spotId: params.spotId, uploaded: params.uploadedFlag, name: params.layerName },
    ),
  );
  registerCall(app, getLayerVersion, ({ club, actor, params }) =>
    spots.readLayerVersion(
      db,
      store,
      { club, actor },
      {
        spotId: params.spotId,
        uploaded: params.uploadedFlag,
        name: params.layerName,
        version: params.version,
      },
    ),
  );
  registerCall(app, restoreLayerVersion, ({ club, actor, body }) =>
    spots.restoreVersionOfLayer(db, store, { club, actor }, body),
  );
  registerCall(app, exportLayer, ({ club, actor, params, body, request }) =>
    downloadLayer(
      db,
      store,
      { club, actor },
      {
        spotId: params.spotId,
        uploaded: params.uploadedFlag,
        name: params.layerName,
        format: body.format,
        // The host tenancy found the club by: the club's site.
        origin: `${request.protocol}://${request.headers.host}`,
      },
    ),
  );
  registerCall(app, uploadMarkerPicture, ({ club, actor, body }) =>
    spots.storeMarkerPicture(db, store, { club, actor }, body),
  );
  registerCall(app, createLive, ({ club, actor, params }) => spots.startLive(db, { club, actor }, params.id));
  registerCall(app, updateLive, ({ club, actor, body }) => spots.setLiveUrl(db, { club, actor }, body));
  registerCall(app, finishLive, ({ club, actor, params }) =>
    spots.finishLive(db, { club, actor }, params.id),
  );
  registerCall(app, getReplays, ({ club, actor, params }) =>
    spots.listSpotReplays(db, { club, actor }, { spotId: params.spotId, page: params.page }),
  );
}
