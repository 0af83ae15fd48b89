import { KML_MAX_CHARS } from '@club/shared/api/layers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { layers } from '../../db/schema/spots.ts';
import { pngBase64, simpleKml, spotApi } from './spot-test-support.ts';

/** A spot's KML layers through the Spots calls, and the shape pictures its layers show. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { buildSpotClub, post, get, createSpot, layerRows } = spotApi(() => t);

describe('layers', () => {
  it('refuses layer names that could escape their folder', async () => {
    const club = await buildSpotClub();
    const spotId = await createSpot(club.manager);
    for (const Name of ['../x', 'a/b', '..', '.hidden', 'a\\b']) {
      const response = await post('/api/Spots/uploadKmlFile', club.manager, {
        Name,
        Data: simpleKml('x'),
        Spot_id: spotId,
      });
      expect(response.statusCode, Name).toBe(400);
    }
    expect((await get(`/api/Spots/deleteLayer/..%2Fx/${spotId}/1`, club.manager)).statusCode).toBe(400);
    expect(await layerRows(spotId)).toEqual([]);
  });

  it('refuses a KML with an external entity, a DOCTYPE or no kml root', async () => {
    const club = await buildSpotClub();
    const spotId = await createSpot(club.manager);
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE kml [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><name>&secret;</name></Placemark></kml>`;
    for (const Data of [xxe, '<html><body>hello</body></html>', '<kml><Placemark>', 'not xml at all']) {
      const response = await post('/api/Spots/uploadKmlFile', club.manager, {
        Name: 'Fichier',
        Data,
        Spot_id: spotId,
        Uploaded: 1,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('not_kml');
    }
    expect(await layerRows(spotId)).toEqual([]);
  });

  it('stores a sanitized, size-limited layer, versioned on each edit', async () => {
    const club = await buildSpotClub();
    const spotId = await createSpot(club.manager);
    const uploaded = await post('/api/Spots/uploadKmlFile', club.manager, {
      Name: 'Tombant nord',
      Data: simpleKml('v1', '<b>Mérous</b><script>alert(1)</script><img src="x" onerror="alert(2)">'),
      Spot_id: spotId,
      Uploaded: 1,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const first = uploaded.json();
    expect(first).toMatchObject({ Name: 'Tombant nord', Uploaded: true, Version: 1 });
    const file = await get(first.Url, club.visitor);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Mérous');
    expect(file.body).not.toMatch(/&lt;script|<script|alert/);
    expect(file.body).not.toContain('onerror');

    const duplicate = await post('/api/Spots/uploadKmlFile', club.manager, {
      Name: 'Tombant nord',
      Data: simpleKml('v1'),
      Spot_id: spotId,
      Uploaded: 1,
    });
    expect(duplicate.json().error).toBe('layer_exists');

    const edited = await post('/api/Spots/editKmlFile', club.manager, {
      Name: 'Tombant nord-est',
      Old_name: 'Tombant nord',
      Data: simpleKml('v2'),
      Spot_id: spotId,
      Uploaded: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ Name: 'Tombant nord-est', Version: 2 });
    expect(edited.json().Url).not.toBe(first.Url);
    expect((await get(edited.json().Url, club.visitor)).body).toContain('<name>v2</name>');

    const listed = await get(`/api/Spots/getLayers/${spotId}/1`, club.visitor);
    expect(listed.json()).toEqual([edited.json()]);
    expect((await get(`/api/Spots/getLayers/${spotId}/0`, club.visitor)).json()).toEqual([]);

    const tooLarge = await post('/api/Spots/uploadKmlFile', club.manager, {
      Name: 'Énorme',
      Data: simpleKml('x').padEnd(KML_MAX_CHARS + 1, ' '),
      Spot_id: spotId,
    });
    expect([400, 413]).toContain(tooLarge.statusCode);

    const removed = await get(
      `/api/Spots/deleteLayer/${encodeURIComponent('Tombant nord-est')}/${spotId}/1`,
      club.manager,
    );
    expect(removed.statusCode).toBe(200);
    expect(await layerRows(spotId)).toEqual([]);
    expect((await get(edited.json().Url, club.visitor)).statusCode).toBe(404);
  });

  it('stores what the reader understood: no XHTML, foreign namespace or processing instruction survives', async () => {
    const club = await buildSpotClub();
    const spotId = await createSpot(club.manager);
    const Data = `<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet type="text/xsl" href="https://evil.example/x.xsl"?>
<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:h="http://www.w3.org/1999/xhtml" xmlns:evil="urn:evil">
<Document><name>Port</name><h:script>alert(1)</h:script><h:iframe src="https://evil.example/"/>
<h:form action="https://evil.example/"><h:input name="password"/></h:form><evil:payload>steal</evil:payload>
<Placemark><name>Bouée</name><description><![CDATA[<b>Mérous</b>]]></description>
<Point><coordinates>6.3925,42.9918,0</coordinates></Point></Placemark></Document></kml>`;
    const uploaded = await post('/api/Spots/uploadKmlFile', club.manager, {
      Name: 'Hostile',
      Data,
      Spot_id: spotId,
      Uploaded: 1,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const stored = (await get(uploaded.json().Url, club.visitor)).body;
    for (const gone of ['xml-stylesheet', '<h:', '<script', 'iframe', '<form', 'evil', 'steal', 'alert'])
      expect(stored).not.toContain(gone);
    expect(stored).toContain('<name>Bouée</name>');
    expect(stored).toContain('<strong>Mérous</strong>');
    expect(stored).toContain('6.3925,42.9918,0');
  });

  it('deleting a spot removes its layers and their files', async () => {
    const club = await buildSpotClub();
    const spotId = await createSpot(club.manager);
    const layer = await post('/api/Spots/uploadKmlFile', club.manager, {
      Name: 'Calque',
      Data: simpleKml('x'),
      Spot_id: spotId,
    });
    expect((await get(`/api/Spots/deleteSpot/${spotId}`, club.manager)).statusCode).toBe(200);
    expect((await get(`/api/Spots/getSpot/${spotId}`, club.visitor)).statusCode).toBe(404);
    expect((await get(layer.json().Url, club.visitor)).statusCode).toBe(404);
    expect(
      await t.db
        .select()
        .from(layers)
        .where(and(eq(layers.spotId, spotId))),
    ).toEqual([]);
  });
});

describe('shape pictures', () => {
  it("stores a marker's picture under the spot and replaces the old one", async () => {
    const club = await buildSpotClub();
    const spotId = await createSpot(club.manager);
    const first = await post('/api/Spots/uploadMarkerPicture', club.manager, {
      Spot_id: spotId,
      Picture_data: await pngBase64(120, 80),
      Picture_extension: 'png',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().Url).toMatch(new RegExp(`^/files/Kmls/${spotId}/pictures/`));
    const second = await post('/api/Spots/uploadMarkerPicture', club.manager, {
      Spot_id: spotId,
      Picture_data: await pngBase64(60, 60),
      Old_url: first.json().Url,
    });
    expect((await get(second.json().Url, club.visitor)).statusCode).toBe(200);
    expect((await get(first.json().Url, club.visitor)).statusCode).toBe(404);
  });

  it('keeps a replaced picture that a saved layer or an earlier version still shows', async () => {
    const club = await buildSpotClub();
    const spotId = await createSpot(club.manager);
    const picture = async (oldUrl?: string) =>
      (
        await post('/api/Spots/uploadMarkerPicture', club.manager, {
          Spot_id: spotId,
          Picture_data: await pngBase64(40, 40),
          ...(oldUrl ? { Old_url: oldUrl } : {}),
        })
      ).json().Url as string;
    const layerWith = (url: string) =>
      `<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Plan</name><Placemark><name>Ancre</name><ExtendedData><Data name="type"><value>marker</value></Data><Data name="image"><value>${url}</value></Data></ExtendedData><Point><coordinates>6.1,43.1,0</coordinates></Point></Placemark></Document></kml>`;
    const saved = await picture();
    const layer = { Name: 'Plan', Spot_id: spotId };
    expect(
      (await post('/api/Spots/uploadKmlFile', club.manager, { ...layer, Data: layerWith(saved) })).statusCode,
    ).toBe(200);

    // The editor replaces the saved layer's picture: the layer still shows it until it is saved.
    const replacing = await picture(saved);
    expect((await get(saved, club.visitor)).statusCode).toBe(200);
    const edited = await post('/api/Spots/editKmlFile', club.manager, {
      ...layer,
      Old_name: 'Plan',
      Data: layerWith(replacing),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Saved: the earlier version, which can be restored, still shows it.
    await picture(saved);
    expect((await get(saved, club.visitor)).statusCode).toBe(200);
    // A picture no layer or version shows goes when it is replaced.
    const unsaved = await picture();
    await picture(unsaved);
    expect((await get(unsaved, club.visitor)).statusCode).toBe(404);
  });
});
