import { existsSync } from 'node:fs';
import path from 'node:path';
import { LAYER_FILE_MAX_BYTES } from '@club/shared/api/layers';
import { ROLE } from '@club/shared/constants';
import { zipSync } from 'fflate';
import { Piscina } from 'piscina';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildMember, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { deflatedZeros, kmzDeclaring } from './kml-test-files.ts';
import { KMZ_LIMITS } from './kmz.ts';
import { clubWithSpot as clubWithSpotOf, type Headers, uploadLayerFile } from './layer-test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const clubWithSpot = () => clubWithSpotOf(t);

const upload = (headers: Headers, spotId: number, data: Uint8Array, fileName: string, name?: string) =>
  uploadLayerFile(t, headers, spotId, data, fileName, name);

const text = (value: string) => new TextEncoder().encode(value);
/** A PNG as far as its first bytes go, different for each `seed`. */
const png = (seed = 0) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, seed, 1, 2, 3]);
const jpeg = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

const kml = (body: string, name = 'Sec de la Gabinière') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>${name}</name>${body}</Document></kml>`;

const googleEarthKml = kml(`
  <Style id="buoy"><IconStyle><Icon><href>files/icon.png</href></Icon></IconStyle></Style>
  <Placemark><name>Bouée</name><styleUrl>#buoy</styleUrl><Point><coordinates>6.3925,42.9918,0</coordinates></Point></Placemark>
  <GroundOverlay><name>Plan</name><Icon><href>files/plan.jpg</href></Icon>
    <LatLonBox><north>43</north><south>42.98</south><east>6.4</east><west>6.38</west></LatLonBox></GroundOverlay>
  <ScreenOverlay><name>Légende</name><Icon><href>files/legend.png</href></Icon></ScreenOverlay>
  <Placemark><name>Épave</name><Style><IconStyle><Icon><href>files/missing.png</href></Icon></IconStyle></Style>
    <Point><coordinates>6.39,42.99,0</coordinates></Point></Placemark>`);

async function storedKml(layerUrl: string, host: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: layerUrl, headers: { host } });
  expect(response.statusCode).toBe(200);
  return response.body;
}

const storedFolder = (spotId: number) => path.join(t.dataDir, 'files', 'Kmls', String(spotId));

describe('POST /api/Spots/uploadLayerFile with a KMZ', () => {
  it('stores a Google Earth KMZ with its icon and ground overlay served from /files', async () => {
    const { host, manager, spotId } = await clubWithSpot();
    const kmz = zipSync({
      'doc.kml': text(googleEarthKml),
      'files/icon.png': png(),
      'files/plan.jpg': jpeg(),
    });
    const response = await upload(manager, spotId, kmz, 'Gabiniere.kmz');
    expect(response.statusCode, response.body).toBe(200);
    const layer = response.json();
    expect(layer).toMatchObject({ Name: 'Sec de la Gabinière', Uploaded: true, Version: 1 });
    // In the person's language: French without a Language header.
    expect(layer.Notices).toEqual([
      'Image absente du fichier, laissée de côté : files/missing.png',
      '1 image fixée à l’écran (légende, logo) n’est pas affichée.',
    ]);

    const stored = await storedKml(layer.Url, host);
    const links = [...stored.matchAll(/<href>([^<]+)<\/href>/g)].map((match) => match[1] as string);
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toMatch(new RegExp(`^/files/Kmls/${spotId}/\\d+/`));
    const icon = links.find((link) => link.endsWith('.png')) as string;
    const served = await t.app.inject({ method: 'GET', url: icon, headers: { host } });
    expect(served.statusCode).toBe(200);
    expect(new Uint8Array(served.rawPayload)).toEqual(png());
    expect(stored).not.toContain('missing.png');

    // Removing the layer removes the files it was uploaded with.
    const removed = await t.app.inject({
      method: 'GET',
      url: `/api/Spots/deleteLayer/${encodeURIComponent(layer.Name)}/${spotId}/1`,
      headers: manager,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const folder = icon
      .replace(/^\/files\//, '')
      .split('/')
      .slice(0, 3)
      .join('/');
    expect(existsSync(path.join(t.dataDir, 'files', folder))).toBe(false);
  });

  it('keeps all 16 relative icons of an ArcGIS/OpenLayers KMZ', async () => {
    const { host, manager, spotId } = await clubWithSpot();
    const placemarks = Array.from(
      { length: 16 },
      (_, index) =>
        `<Placemark><name>Point ${index}</name><Style><IconStyle><Icon><href>./images/icon${index}.png</href></Icon></IconStyle></Style>` +
        `<Point><coordinates>6.${index},42.99,0</coordinates></Point></Placemark>`,
    );
    const images = Object.fromEntries(
      Array.from({ length: 16 }, (_, index) => [`kml/images/icon${index}.png`, png(index)]),
    );
    const kmz = zipSync({ 'kml/export.kml': text(kml(placemarks.join(''), 'Export')), ...images });
    const response = await upload(manager, spotId, kmz, 'export.kmz');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().Notices).toEqual([]);
    const stored = await storedKml(response.json().Url, host);
    const links = [...stored.matchAll(/<href>([^<]+)<\/href>/g)].map((match) => match[1] as string);
    expect(new Set(links).size).toBe(16);
    for (const link of links)
      expect(link).toMatch(new RegExp(`^/files/Kmls/${spotId}/\\d+/\\d+-icon\\d+\\.png$`));
  });

  it('removes the uploaded images with the spot', async () => {
    const { manager, spotId } = await clubWithSpot();
    const kmz = zipSync({
      'doc.kml': text(googleEarthKml),
      'files/icon.png': png(),
      'files/plan.jpg': jpeg(),
    });
    const uploaded = await upload(manager, spotId, kmz, 'a.kmz');
    expect(uploaded.statusCode).toBe(200);
    const folder = path.join(
      storedFolder(spotId),
      String(uploaded.json().Url).split('/')[5]?.replace('.kml?v=1', '') ?? '',
    );
    expect(existsSync(folder)).toBe(true);
    const removed = await t.app.inject({
      method: 'GET',
      url: `/api/Spots/deleteSpot/${spotId}`,
      headers: manager,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(existsSync(folder)).toBe(false);
  });

  it("resolves a link to a parent folder inside the archive from the KML's own folder, in any case, in a worker", async () => {
    const { manager, spotId } = await clubWithSpot();
    const body =
      '<Placemark><name>A</name><Style><IconStyle><Icon><href>../icons/a%20b.png</href></Icon></IconStyle></Style>' +
      '<Point><coordinates>6,42,0</coordinates></Point></Placemark>';
    const kmz = zipSync({ 'kml/doc.kml': text(kml(body)), 'Icons/A B.png': png() });
    const handedOver = vi.spyOn(Piscina.prototype, 'run');
    try {
      const response = await upload(manager, spotId, kmz, 'a.kmz');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().Notices).toEqual([]);
      // The archive itself went to a worker thread: the event loop never unzips.
      const [task] = handedOver.mock.calls[0] ?? [];
      expect(new Uint8Array((task as { data: Uint8Array }).data)).toEqual(kmz);
    } finally {
      handedOver.mockRestore();
    }
  });

  it(`refuses a file larger than ${LAYER_FILE_MAX_BYTES} bytes`, async () => {
    const { manager, spotId } = await clubWithSpot();
    const response = await upload(manager, spotId, new Uint8Array(LAYER_FILE_MAX_BYTES + 1), 'big.kmz');
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('file_too_big');
  });

  it('refuses an entry that points outside the archive (zip-slip), storing nothing', async () => {
    const { manager, spotId } = await clubWithSpot();
    const kmz = zipSync({ 'doc.kml': text(googleEarthKml), '../../evil.png': png() });
    const response = await upload(manager, spotId, kmz, 'slip.kmz');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'not_kml',
      message: 'This KMZ file cannot be read: the entry "../../evil.png" points outside the archive',
    });
    expect(existsSync(storedFolder(spotId))).toBe(false);
  });

  it('refuses a zip bomb before inflating it', async () => {
    const { manager, spotId } = await clubWithSpot();
    const kmz = zipSync({
      'doc.kml': text(googleEarthKml),
      'files/icon.png': new Uint8Array(8 * 1024 * 1024),
    });
    const response = await upload(manager, spotId, kmz, 'bomb.kmz');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'file_too_big',
      message: `This KMZ file is too big: "files/icon.png" is compressed more than ${KMZ_LIMITS.maxRatio} to 1 (a zip bomb)`,
    });
  });

  it('refuses at once a KMZ whose entry declares 1,000 bytes and unpacks to 4.3 GB, storing nothing', async () => {
    const { host, manager, spotId } = await clubWithSpot();
    const lying = kmzDeclaring(deflatedZeros(16_000_000), 1000);
    expect(lying.length).toBeGreaterThan(4_000_000);
    const started = Date.now();
    const response = await upload(manager, spotId, lying, 'lying.kmz');
    // Read to the end, it held its worker until the 20 s limit (413).
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'not_kml',
      message:
        'This KMZ file cannot be read: its entry "doc.kml" does not unpack to the 1,000 bytes it declares',
    });
    const layers = await t.app.inject({ url: `/api/Spots/getLayers/${spotId}/1`, headers: { host } });
    expect(layers.json()).toEqual([]);
    expect(existsSync(storedFolder(spotId))).toBe(false);
  });

  it(`refuses an archive of more than ${KMZ_LIMITS.maxEntries} files`, async () => {
    const { manager, spotId } = await clubWithSpot();
    const entries = Object.fromEntries(
      Array.from({ length: KMZ_LIMITS.maxEntries + 1 }, (_, index) => [`files/${index}.txt`, text('x')]),
    );
    const response = await upload(
      manager,
      spotId,
      zipSync({ 'doc.kml': text(googleEarthKml), ...entries }),
      'many.kmz',
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('This KMZ file is too big: more than 500 files in the archive');
  });
});

describe('POST /api/Spots/uploadLayerFile with a KML', () => {
  const placemark =
    '<Placemark><name>Bouée</name><Point><coordinates>6.3925,42.9918,0</coordinates></Point></Placemark>';

  it('takes the document name, made unique among the spot layers, and drops relative links with a notice', async () => {
    const { manager, spotId } = await clubWithSpot();
    const file = text(
      kml(
        `${placemark}<Placemark><name>Icône</name><Style><IconStyle><Icon><href>icon.png</href></Icon></IconStyle></Style><Point><coordinates>6,42,0</coordinates></Point></Placemark>`,
        'Tombant',
      ),
    );
    const first = await upload(manager, spotId, file, 'export.kml');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ Name: 'Tombant', Uploaded: true });
    expect(first.json().Notices).toEqual(['Image absente du fichier, laissée de côté : icon.png']);
    const second = await upload({ ...manager, language: 'en' }, spotId, file, 'export.kml');
    expect(second.json().Notices).toEqual(['Image not in the file, left out: icon.png']);
    expect(second.json().Name).toBe('Tombant (2)');
  });

  it('answers layer_exists when the given Name is taken', async () => {
    const { manager, spotId } = await clubWithSpot();
    expect((await upload(manager, spotId, text(kml(placemark)), 'a.kml', 'Mouillages')).statusCode).toBe(200);
    const again = await upload(manager, spotId, text(kml(placemark)), 'a.kml', 'Mouillages');
    expect(again.statusCode).toBe(409);
  });

  it('takes the given Name, and the file name when the document has none', async () => {
    const { manager, spotId } = await clubWithSpot();
    const named = await upload(manager, spotId, text(kml(placemark)), 'a.kml', 'Mouillages');
    expect(named.json().Name).toBe('Mouillages');
    const unnamed = await upload(manager, spotId, text(kml(placemark, '')), 'Plongée du soir.kml');
    expect(unnamed.json().Name).toBe('Plongée du soir');
  });

  it('answers a file of another kind not_kml, naming the kinds accepted', async () => {
    const { manager, spotId } = await clubWithSpot();
    for (const other of [text('Bouée à 42.99 N, 6.39 E'), png()]) {
      const response = await upload(manager, spotId, other, 'a.txt');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'not_kml',
        message: 'This file is not a KML layer: send a .kml, .kmz, .gpx or .geojson file',
      });
    }
  });

  it('is refused to a member (403) and on another club’s spot (404)', async () => {
    const { club, host, spotId } = await clubWithSpot();
    const member = await buildMember(t.db, club, { role: ROLE.member });
    const memberHeaders = { host, authorization: `Bearer ${await signIn(t.app, host, member)}` };
    expect((await upload(memberHeaders, spotId, text(kml(placemark)), 'a.kml')).statusCode).toBe(403);
    const other = await clubWithSpot();
    const foreign = await upload(other.manager, spotId, text(kml(placemark)), 'a.kml');
    expect(foreign.statusCode).toBe(404);
  });
});

describe('POST /api/Spots/uploadLayerFile with a GPX or GeoJSON file', () => {
  const gpx = `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="OsmAnd" xmlns="http://www.topografix.com/GPX/1/1">
  <metadata><name>Sortie du samedi</name></metadata>
  <wpt lat="42.9918" lon="6.3925"><ele>-18</ele><name>Mise à l'eau</name></wpt>
  <trk><name>Trace</name><trkseg>
    <trkpt lat="42.9918" lon="6.3925"/><trkpt lat="42.9925" lon="6.3931"/><trkpt lat="42.9931" lon="6.3940"/>
  </trkseg></trk>
</gpx>`;
  const geojson = JSON.stringify({
    type: 'FeatureCollection',
    name: 'Sites du club',
    features: [
      {
        type: 'Feature',
        properties: { name: 'Bouée', 'marker-color': '#ff0000' },
        geometry: { type: 'Point', coordinates: [6.3925, 42.9918] },
      },
      {
        type: 'Feature',
        properties: { name: 'Zone', stroke: '#0000ff', 'fill-opacity': 0.2 },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [6.39, 42.99],
              [6.4, 42.99],
              [6.4, 43],
              [6.39, 42.99],
            ],
          ],
        },
      },
    ],
  });

  it('stores a GPX track and its waypoints as a KML layer named after the file', async () => {
    const { host, manager, spotId } = await clubWithSpot();
    const response = await upload(manager, spotId, text(gpx), 'osmand-track.gpx');
    expect(response.statusCode, response.body).toBe(200);
    const layer = response.json();
    expect(layer.Name).toBe('Sortie du samedi');
    const stored = await storedKml(layer.Url, host);
    expect(stored).toContain('<name>Mise à l&apos;eau</name>');
    expect(stored).toContain('<LineString>');
    expect(stored).toMatch(/6\.3925,42\.9918/);
  });

  it('stores a GeoJSON export with its styles, and refuses coordinates out of range with not_kml', async () => {
    const { host, manager, spotId } = await clubWithSpot();
    const response = await upload(manager, spotId, text(geojson), 'geojson-io.geojson');
    expect(response.statusCode, response.body).toBe(200);
    const layer = response.json();
    expect(layer.Name).toBe('Sites du club');
    const stored = await storedKml(layer.Url, host);
    expect(stored).toContain('<name>Bouée</name>');
    expect(stored).toContain('<Polygon>');

    const wrong = JSON.stringify({ type: 'Point', coordinates: [200, 43] });
    const refused = await upload(manager, spotId, text(wrong), 'wrong.geojson');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('not_kml');
    expect(refused.json().message).toMatch(/longitude/);
  });

  it('refuses a file nested 100,000 deep with not_kml before walking it (a GeoJSON was a 500), storing nothing', async () => {
    const { host, manager, spotId } = await clubWithSpot();
    const depth = 100_000;
    const deepProperties = `{"type":"Feature","properties":{"name":"Bouée","data":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}},"geometry":{"type":"Point","coordinates":[6.39,42.99]}}`;
    const deepCollection = `{"type":"Feature","properties":{},"geometry":${'{"type":"GeometryCollection","geometries":['.repeat(depth)}{"type":"Point","coordinates":[6.39,42.99]}${']}'.repeat(depth)}}`;
    // A `/>` inside an attribute value: a self-closing tag to a first scan of the text, an open element to the parser.
    const hiddenGpx = `<gpx version="1.1">${'<extensions note="/>">'.repeat(depth)}${'</extensions>'.repeat(depth)}<wpt lat="42.99" lon="6.39"/></gpx>`;
    const refusals = [
      [
        'deep.geojson',
        deepProperties,
        'JSON nested more than 64 deep (arrays and objects within each other).',
      ],
      [
        'collection.geojson',
        deepCollection,
        'JSON nested more than 64 deep (arrays and objects within each other).',
      ],
      ['hidden.gpx', hiddenGpx, 'Malformed XML: elements nested more than 64 deep.'],
    ] as const;
    for (const [fileName, content, message] of refusals) {
      const response = await upload(manager, spotId, text(content), fileName);
      expect(response.statusCode, `${fileName}: ${response.body}`).toBe(400);
      expect(response.json(), fileName).toEqual({ error: 'not_kml', message });
    }
    const layers = await t.app.inject({ url: `/api/Spots/getLayers/${spotId}/1`, headers: { host } });
    expect(layers.json()).toEqual([]);
    expect(existsSync(storedFolder(spotId))).toBe(false);
    // Nesting as deep as real files go is read.
    const nested = `{"type":"Feature","properties":{"name":"Bouée","data":${'['.repeat(50)}1${']'.repeat(50)}},"geometry":{"type":"Point","coordinates":[6.39,42.99]}}`;
    expect((await upload(manager, spotId, text(nested), 'nested.geojson')).statusCode).toBe(200);
  });
});
