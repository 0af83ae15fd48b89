import {
  deleteLayer,
  editKmlFile,
  exportLayer,
  getLayers,
  getLayerVersion,
  getLayerVersions,
  restoreLayerVersion,
  uploadKmlFile,
  uploadLayerFile,
  uploadMarkerPicture,
} from '@club/shared/api/layers';
import type { FastifyInstance } from 'fastify';
import { clubSiteUrl } from '../../config.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registerCall } from '../../platform/http/calls/register.ts';
import { downloadLayer } from './layer-download.ts';
import { uploadLayerFile as uploadLayerFileOf } from './layer-upload.ts';
import * as layers from './service.ts';

/** A spot's KML layers: listed, uploaded, edited, versioned, exported, and the pictures their markers show. */
export function layersRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, store } = deps;

  registerCall(app, getLayers, ({ club, actor, params }) =>
    layers.listSpotLayers(db, { club, actor }, { spotId: params.spotId, uploaded: params.uploadedFlag }),
  );
  registerCall(app, uploadKmlFile, ({ club, actor, body }) =>
    layers.saveLayer(
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
    layers.saveEditedLayer(db, store, { club, actor }, body),
  );
  registerCall(app, deleteLayer, ({ club, actor, params }) =>
    layers.deleteLayer(
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
    layers.listVersionsOfLayer(
      db,
      { club, actor },
      { spotId: params.spotId, uploaded: params.uploadedFlag, name: params.layerName },
    ),
  );
  registerCall(app, getLayerVersion, ({ club, actor, params }) =>
    layers.readLayerVersion(
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
    layers.restoreVersionOfLayer(db, store, { club, actor }, body),
  );
  registerCall(app, exportLayer, ({ club, actor, params, body }) =>
    downloadLayer(
      db,
      store,
      { club, actor },
      {
        spotId: params.spotId,
        uploaded: params.uploadedFlag,
        name: params.layerName,
        format: body.format,
        // The club's configured site, never the Host header: a port or `1@evil.example` in it would
        // make links to another site and a new cache entry (a worker's time) for each variant.
        origin: clubSiteUrl(deps.config, club.alias).origin,
      },
    ),
  );
  registerCall(app, uploadMarkerPicture, ({ club, actor, body }) =>
    layers.storeShapePicture(db, store, { club, actor }, body),
  );
}
