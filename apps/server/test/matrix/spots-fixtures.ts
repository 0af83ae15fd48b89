import { type CallFixture, clubParam, type FixtureContext, noRow, row } from './call-fixture.ts';
import { buildSpot, unique } from './world.ts';

const spotParam =
  (name: string) =>
  ({ side }: FixtureContext) => ({ params: { [name]: side.spot.id } });

const kml = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Tombant</name>
<Placemark><name>Bouée</name><Point><coordinates>6.3925,42.9918,0</coordinates></Point></Placemark></Document></kml>`;

/** A new drawn layer of the club's spot, made through the API by its manager; returns its name. */
async function buildLayer({ world, side }: FixtureContext): Promise<string> {
  const name = unique('Layer ');
  const response = await world.t.app.inject({
    method: 'POST',
    url: '/api/Spots/uploadKmlFile',
    headers: side.managerHeaders,
    payload: { Name: name, Data: kml, Spot_id: side.spot.id, Uploaded: false },
  });
  if (response.statusCode !== 200) throw new Error(`layer not created: ${response.body}`);
  return name;
}

/** A drawn layer saved twice by its manager, so it has version 1 among its versions; returns its name. */
async function buildLayerWithVersion(context: FixtureContext): Promise<string> {
  const name = await buildLayer(context);
  const response = await context.world.t.app.inject({
    method: 'POST',
    url: '/api/Spots/editKmlFile',
    headers: context.side.managerHeaders,
    payload: { Name: name, Old_name: name, Data: kml, Spot_id: context.side.spot.id, Uploaded: false },
  });
  if (response.statusCode !== 200) throw new Error(`layer not saved again: ${response.body}`);
  return name;
}

/** The matrix's fixtures of a club's spots, their layers and their lives. */
export const spotsFixtures: Record<string, CallFixture> = {
  // spots, layers, lives
  'GET /api/Spots/getSpotsByClub/{clubId}': row(clubParam),
  'GET /api/Spots/getMapConfig': noRow(() => ({})),
  'GET /api/Spots/getQuota': noRow(() => ({})),
  'GET /api/Spots/getSpot/{id}': row(spotParam('id')),
  'GET /api/Spots/getInfos/{id}': row(spotParam('id')),
  'GET /api/Spots/getInfosAdmin/{languageKey}/{spotId}': row(({ side }) => ({
    params: { languageKey: 'fr', spotId: side.spot.id },
  })),
  'GET /api/Spots/getMedia/{spotId}': row(spotParam('spotId')),
  'GET /api/Spots/getLayers/{spotId}/{uploadedFlag}': row(({ side }) => ({
    params: { spotId: side.spot.id, uploadedFlag: 0 },
  })),
  'GET /api/Spots/getReplays/{spotId}/{page}': row(({ side }) => ({
    params: { spotId: side.spot.id, page: 0 },
  })),
  'POST /api/Spots/createSpot': noRow(() => ({
    body: { Name: 'Port-Cros', Longitude: 6.39, Latitude: 42.99 },
  })),
  'POST /api/Spots/editSpot': row(({ side }) => ({
    body: { Id: side.spot.id, Name: 'Les Moines', Longitude: 5.3, Latitude: 43.2 },
  })),
  'POST /api/Spots/editSpotInfos': row(({ side }) => ({
    body: {
      Spot_id: side.spot.id,
      Language_key: 'fr',
      Description: '<p>Tombant</p>',
      Required_level: null,
      Accessibility: null,
      Visibility: null,
      Dominant_flux: null,
      Dominant_flux_orientation: null,
      Dominant_wind: null,
      Dominant_wind_orientation: null,
      Best_month_from: 6,
      Best_month_to: 9,
      Difficulty: null,
    },
  })),
  'GET /api/Spots/deleteSpot/{id}': row(async ({ world, side }) => ({
    params: { id: (await buildSpot(world.t, side.club)).id },
  })),
  'POST /api/Spots/uploadKmlFile': row(({ side }) => ({
    body: { Name: unique('Layer '), Data: kml, Spot_id: side.spot.id, Uploaded: false },
  })),
  // The matrix sends every file call its JPEG, which a manager's upload answers not_kml (400): the
  // access rule is what is checked here; KML and KMZ files are tested in layer-upload.test.ts.
  'POST /api/Spots/uploadLayerFile': row(({ side }) => ({ body: { Spot_id: side.spot.id }, file: true }), {
    allowedStatuses: [400],
  }),
  'POST /api/Spots/editKmlFile': row(async (context) => ({
    body: {
      Name: unique('Renamed '),
      Old_name: await buildLayer(context),
      Data: kml,
      Spot_id: context.side.spot.id,
      Uploaded: false,
    },
  })),
  'GET /api/Spots/deleteLayer/{name}/{spotId}/{uploadedFlag}': row(async (context) => ({
    params: { name: await buildLayer(context), spotId: context.side.spot.id, uploadedFlag: 0 },
  })),
  // Public, as the layer's KML on the club's map; another club's spot is missing.
  'GET /api/Spots/exportLayer/{spotId}/{uploadedFlag}/{layerName}': row(async (context) => ({
    params: { spotId: context.side.spot.id, uploadedFlag: 0, layerName: await buildLayer(context) },
    body: { format: 'kmz' },
  })),
  'GET /api/Spots/getLayerVersions/{spotId}/{uploadedFlag}/{layerName}': row(async (context) => ({
    params: {
      spotId: context.side.spot.id,
      uploadedFlag: 0,
      layerName: await buildLayerWithVersion(context),
    },
  })),
  'GET /api/Spots/getLayerVersion/{spotId}/{uploadedFlag}/{layerName}/{version}': row(async (context) => ({
    params: {
      spotId: context.side.spot.id,
      uploadedFlag: 0,
      layerName: await buildLayerWithVersion(context),
      version: 1,
    },
  })),
  'POST /api/Spots/restoreLayerVersion': row(async (context) => ({
    body: {
      Spot_id: context.side.spot.id,
      Uploaded: 0,
      Name: await buildLayerWithVersion(context),
      Version: 1,
    },
  })),
  'POST /api/Spots/uploadMarkerPicture': row(({ world, side }) => ({
    body: { Picture_data: world.jpeg.toString('base64'), Picture_extension: 'jpg', Spot_id: side.spot.id },
  })),
  'GET /api/Spots/createLive/{id}': row(spotParam('id')),
  'POST /api/Spots/updateLive': row(({ side }) => ({
    body: { Spot_id: side.spot.id, Url: 'https://youtu.be/dQw4w9WgXcQ' },
  })),
  'GET /api/Spots/finishLive/{id}': row(spotParam('id')),
};
