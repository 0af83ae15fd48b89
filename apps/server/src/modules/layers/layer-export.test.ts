import { layerExportTypes } from '@club/shared/api/layers';
import type { Layer, Shape } from '@club/shared/domain/kml/types';
import { writeKml } from '@club/shared/domain/kml/writer';
import { readLayerText } from '@club/shared/domain/layer-files/index';
import { strFromU8, unzipSync, zipSync } from 'fflate';
import { Piscina } from 'piscina';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { contentDisposition } from '../../platform/http/calls/answers.ts';
import { readStoredKml } from './layer-export.ts';
import { drawn, exportUrl, layerExportApi, outline } from './layer-export-test-support.ts';
import { clubWithSpot as clubWithSpotOf } from './layer-test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { clubWithSpot, upload, saveDrawn, download, storedLayer } = layerExportApi(() => t);

const text = (value: string) => new TextEncoder().encode(value);
const png = (seed = 0) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, seed, 1, 2, 3]);
const jpeg = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

describe('GET /api/Spots/exportLayer', () => {
  const expectedShapes = drawn.shapes.map(outline);

  it.each([
    ['kml', 'Sentier.kml'],
    ['kmz', 'Sentier.kmz'],
    ['gpx', 'Sentier.gpx'],
    ['geojson', 'Sentier.geojson'],
  ] as const)(
    'answers %s as an attachment that uploads again with the same shapes',
    async (format, fileName) => {
      const { host, manager, spotId } = await clubWithSpot();
      await saveDrawn(manager, spotId, drawn);
      const response = await download(host, exportUrl(spotId, 0, 'Sentier', format));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe(layerExportTypes[format]);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
      );
      const again = await upload(manager, spotId, response.rawPayload, fileName);
      expect(again.Notices).toEqual([]);
      const uploadedAgain = await storedLayer(host, again.Url);
      expect(uploadedAgain.shapes.map(outline)).toEqual(expectedShapes);
      // The typed marker survives in every format (in GPX as its symbol), styles where the format holds them.
      expect(uploadedAgain.shapes[0]).toMatchObject({ type: 'marker', markerType: 'fish' });
      if (format !== 'gpx') {
        const line = uploadedAgain.shapes[1] as Shape & { type: 'polyline' };
        expect(line.style).toMatchObject({ strokeColor: '#1e90ff', strokeWeight: 5 });
      }
    },
  );

  it('answers KML by default, with the typed markers’ icons on the club’s site', async () => {
    const { host, manager, spotId } = await clubWithSpot();
    await saveDrawn(manager, spotId, drawn);
    const response = await download(host, exportUrl(spotId, 0, 'Sentier'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(layerExportTypes.kml);
    expect(response.body).toContain(`<href>http://${host}/markers/fish.svg</href>`);
    const geojson = await download(host, exportUrl(spotId, 0, 'Sentier', 'geojson'));
    expect(geojson.body).toContain(`"iconUrl": "http://${host}/markers/fish.svg"`);
  });

  it('packs an uploaded KMZ layer’s icons and ground overlay, which upload again with them stored', async () => {
    const { host, manager, spotId } = await clubWithSpot();
    const kml = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Port-Cros</name>
  <Style id="buoy"><IconStyle><Icon><href>files/icon.png</href></Icon></IconStyle></Style>
  <Placemark><name>Bouée</name><styleUrl>#buoy</styleUrl><Point><coordinates>6.3925,42.9918,0</coordinates></Point></Placemark>
  <Placemark><name>Épave</name><Style><IconStyle><Icon><href>images/wreck.png</href></Icon></IconStyle></Style>
    <Point><coordinates>6.39,42.99,0</coordinates></Point></Placemark>
  <GroundOverlay><name>Plan</name><Icon><href>files/plan.jpg</href></Icon>
    <LatLonBox><north>43</north><south>42.98</south><east>6.4</east><west>6.38</west></LatLonBox></GroundOverlay>
</Document></kml>`;
    const kmz = zipSync({
      'doc.kml': text(kml),
      'files/icon.png': png(1),
      'images/wreck.png': png(2),
      'files/plan.jpg': jpeg(),
    });
    const uploaded = await upload(manager, spotId, kmz, 'port-cros.kmz');
    expect(uploaded.Notices).toEqual([]);

    const response = await download(host, exportUrl(spotId, 1, uploaded.Name, 'kmz'));
    expect(response.statusCode, response.body).toBe(200);
    const archive = unzipSync(new Uint8Array(response.rawPayload));
    const doc = strFromU8(archive['doc.kml'] as Uint8Array);
    const links = [...doc.matchAll(/<href>([^<]+)<\/href>/g)].map((match) => match[1] as string);
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toMatch(/^files\/[\w.-]+\.(png|jpg)$/);
    expect(links.map((link) => archive[link])).toEqual([png(1), png(2), jpeg()]);
    expect(doc).not.toContain('/files/Kmls/');

    const again = await upload(manager, spotId, new Uint8Array(response.rawPayload), 'again.kmz');
    expect(again.Notices).toEqual([]);
    const uploadedAgain = await storedLayer(host, again.Url);
    const stored = uploadedAgain.shapes.map((shape) =>
      shape.type === 'marker' ? shape.iconHref : shape.type === 'image' ? shape.image : null,
    );
    const served = [];
    for (const url of stored) {
      expect(url).toMatch(new RegExp(`^/files/Kmls/${spotId}/\\d+/`));
      served.push(new Uint8Array((await download(host, url as string)).rawPayload));
    }
    expect(served).toEqual([png(1), png(2), jpeg()]);
  });

  it("packs a drawn marker's picture, in a worker thread", async () => {
    const { host, manager, spotId } = await clubWithSpot();
    const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1c7ed6' } })
      .png()
      .toBuffer();
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/Spots/uploadMarkerPicture',
      headers: manager,
      payload: { Spot_id: spotId, Picture_data: picture.toString('base64'), Picture_extension: 'png' },
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const url = stored.json<{ Url: string }>().Url;
    const marker = { ...drawn.shapes[0], image: url } as Shape;
    await saveDrawn(manager, spotId, { name: 'Photos', shapes: [marker] });

    const handedOver = vi.spyOn(Piscina.prototype, 'run');
    let response: Awaited<ReturnType<typeof download>>;
    try {
      response = await download(host, exportUrl(spotId, 0, 'Photos', 'kmz'));
      expect(handedOver).toHaveBeenCalledTimes(1);
      // The same download again, twice at once, is the one already written.
      const again = await Promise.all(
        [1, 2].map(() => download(host, exportUrl(spotId, 0, 'Photos', 'kmz'))),
      );
      expect(handedOver).toHaveBeenCalledTimes(1);
      for (const answer of again) expect(answer.rawPayload).toEqual(response.rawPayload);
    } finally {
      handedOver.mockRestore();
    }
    expect(response.statusCode, response.body).toBe(200);
    const archive = unzipSync(new Uint8Array(response.rawPayload));
    const name = `files/${url.split('/').pop()}`;
    expect(archive[name]).toEqual(new Uint8Array((await download(host, url)).rawPayload));
    expect(strFromU8(archive['doc.kml'] as Uint8Array)).toContain(
      `<Data name="image"><value>${name}</value></Data>`,
    );
    // In KML, the picture stays a link, made absolute on the club's site; in GPX, the waypoint's link.
    const kml = await download(host, exportUrl(spotId, 0, 'Photos'));
    expect(kml.body).toContain(`<value>http://${host}${url}</value>`);
    const gpx = await download(host, exportUrl(spotId, 0, 'Photos', 'gpx'));
    expect(gpx.body).toContain(`<link href="http://${host}${url}"/><sym>fish</sym></wpt>`);
  });

  it('writes a layer again once it is saved again', async () => {
    const { host, manager, spotId } = await clubWithSpot();
    await saveDrawn(manager, spotId, drawn);
    const before = await download(host, exportUrl(spotId, 0, 'Sentier', 'gpx'));
    expect(before.body).toContain('<name>Parcours</name>');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/Spots/editKmlFile',
      headers: manager,
      payload: {
        Name: 'Sentier',
        Old_name: 'Sentier',
        Data: writeKml({
          ...drawn,
          shapes: drawn.shapes.map((shape) => ({ ...shape, title: `${shape.title} 2` })),
        }),
        Spot_id: spotId,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await download(host, exportUrl(spotId, 0, 'Sentier', 'gpx'));
    expect(after.body).toContain('<name>Parcours 2</name>');
  });

  it("answers 404 for another club's spot and for an unknown layer, 400 for an unknown format", async () => {
    const home = await clubWithSpot();
    const other = await clubWithSpot();
    await saveDrawn(other.manager, other.spotId, drawn);
    const foreign = await download(home.host, exportUrl(other.spotId, 0, 'Sentier'));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'not_found' });
    const unknown = await download(other.host, exportUrl(other.spotId, 1, 'Sentier'));
    expect(unknown.statusCode).toBe(404);
    const format = await download(other.host, exportUrl(other.spotId, 0, 'Sentier', 'shp'));
    expect(format.statusCode).toBe(400);
    expect(format.json()).toMatchObject({ error: 'invalid_input' });
  });

  it('links to the club’s configured site and keeps one export, whatever port or user the Host header adds', async () => {
    const { club, host, manager, spotId } = await clubWithSpot();
    await saveDrawn(manager, spotId, drawn);
    const site = `http://${club.alias}.localhost:3000`;
    const handedOver = vi.spyOn(Piscina.prototype, 'run');
    try {
      for (const asked of [host, `${club.alias}.localhost:1@evil.example`, `${club.alias}.localhost:4567`]) {
        const response = await download(asked, exportUrl(spotId, 0, 'Sentier', 'kmz'));
        expect(response.statusCode, `${asked}: ${response.body}`).toBe(200);
        const doc = strFromU8(unzipSync(new Uint8Array(response.rawPayload))['doc.kml'] as Uint8Array);
        expect(doc, asked).toContain(`<href>${site}/markers/fish.svg</href>`);
        expect(doc, asked).not.toMatch(/evil|4567/);
      }
      // Written once: the other hosts found it kept.
      expect(handedOver).toHaveBeenCalledTimes(1);
    } finally {
      handedOver.mockRestore();
    }
  });

  it('names the file safely after a layer with accents, quotes and ampersands', async () => {
    const { host, manager, spotId } = await clubWithSpot();
    const name = "Épave du Donator (l'ancre) & co";
    await saveDrawn(manager, spotId, { ...drawn, name });
    const response = await download(host, exportUrl(spotId, 0, name, 'kmz'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Epave du Donator (l'ancre) & co.kmz"; ` +
        "filename*=UTF-8''%C3%89pave%20du%20Donator%20%28l%27ancre%29%20%26%20co.kmz",
    );
  });
});

describe('contentDisposition', () => {
  it('keeps header-breaking and path characters out of the ASCII name', () => {
    expect(contentDisposition('a"b\\c/d;e\r\nf.kml')).toBe(
      `attachment; filename="a_b_c_d_e__f.kml"; filename*=UTF-8''a%22b%5Cc%2Fd%3Be%0D%0Af.kml`,
    );
    expect(contentDisposition('日本.gpx')).toBe(
      `attachment; filename="__.gpx"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.gpx`,
    );
  });
});

describe('readStoredKml', () => {
  it('reads a stored layer of many shapes in parts, as one read would', () => {
    const shapes: Shape[] = Array.from({ length: 450 }, (_, index) => ({
      ...(drawn.shapes[index % 3] as Shape),
      title: `Forme ${index}`,
      // A description over several lines, one looking like a shape: sanitized HTML escapes it.
      description: index % 7 === 0 ? '<p>Ligne</p>\n&lt;Placemark&gt;\n<p>suite</p>' : '',
    }));
    const layer: Layer = { name: 'Beaucoup & plus', shapes: shapes };
    const text = writeKml(layer);
    const whole = readLayerText('whole.kml', text).layer;
    expect(readStoredKml(text)).toEqual(whole);
    expect(whole.shapes).toHaveLength(450);
    expect(readStoredKml(writeKml({ name: 'Vide', shapes: [] }))).toEqual({ name: 'Vide', shapes: [] });
  });

  it('reads a text of another shape whole', () => {
    const text = `<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>A</name><Placemark><name>P</name><Point><coordinates>6,43,0</coordinates></Point></Placemark></Document></kml>`;
    expect(readStoredKml(text)).toEqual(readLayerText('a.kml', text).layer);
  });
});

describe('anonymous exports', () => {
  it('are limited per minute, address and club site (429 with the error body); a signed-in member’s are not counted', async () => {
    const limited = await createTestApp({ RATE_LIMIT_EXPORTS_PER_MINUTE: '3' });
    try {
      const { host, manager, spotId } = await clubWithSpotOf(limited);
      const saved = await limited.app.inject({
        method: 'POST',
        url: '/api/Spots/uploadKmlFile',
        headers: manager,
        payload: { Name: 'Sentier', Data: writeKml(drawn), Spot_id: spotId, Uploaded: false },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const anonymous = (format: string) =>
        limited.app.inject({
          method: 'GET',
          url: exportUrl(spotId, 0, 'Sentier', format),
          headers: { host },
        });
      for (const format of ['kml', 'gpx', 'geojson']) expect((await anonymous(format)).statusCode).toBe(200);
      const refused = await anonymous('kmz');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: 'rate_limited',
        message: expect.stringMatching(/^Too many downloads; try again in \d+ (second|minute)s?$/),
      });
      const member = await limited.app.inject({
        method: 'GET',
        url: exportUrl(spotId, 0, 'Sentier', 'kmz'),
        headers: manager,
      });
      expect(member.statusCode, member.body).toBe(200);
      // Another club's visitors, from the same address, have their own count.
      const other = await clubWithSpotOf(limited);
      const elsewhere = await limited.app.inject({
        method: 'GET',
        url: exportUrl(other.spotId, 0, 'Sentier'),
        headers: { host: other.host },
      });
      expect(elsewhere.statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
