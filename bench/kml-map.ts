/**
 * Loads a large layer (PLACEMARKS, 5,000 by default; issue 16 asks for 30,000) into the home map in
 * Chromium and prints the time to its first interactive render and to a zoom, read as the map reads it
 * (its shapes file, the JSON the server keeps beside the KML) and, as the baseline of the same run,
 * from its KML (the shapes file refused, as for a layer stored before those files). Runs the real
 * server (fresh demo database in a temporary folder) and the built web app:
 * `npm run build && npm run kml-map -w @club/bench`.
 */
import { type BrowserContext, chromium, request } from '@playwright/test';
import { type BenchServer, startBenchServer } from './server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3149);
const PLACEMARKS = Number(process.env.PLACEMARKS ?? 5000);
const RUNS = Number(process.env.RUNS ?? 5);
const host = `demo.localhost:${PORT}`;

/**
 * A layer as a diving club would draw it, many times over: buoys (one in three in the file's own
 * colour), routes and zones around Port-Cros, each with a name and an HTML description. Sent as GeoJSON
 * (what QGIS or uMap export for this many features; a KML of 30,000 placemarks is past the 8 MB of
 * uploadLayerFile). The server stores it as KML and its shapes file, which the map fetches and draws.
 */
function bigGeoJson(count: number): string {
  const features: string[] = [];
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  const at = (lng: number, lat: number) => `[${round(lng)},${round(lat)}]`;
  for (let index = 0; index < count; index += 1) {
    const lat = 42.98 + (index % 100) * 0.0004;
    const lng = 6.37 + Math.floor(index / 100) * 0.0006;
    const texts = `"name":"Repère ${index}","description":"<p>Profondeur ${10 + (index % 30)} m</p>"`;
    let geometry: string;
    let look = '';
    if (index % 5 === 3) {
      geometry = `{"type":"LineString","coordinates":[${at(lng, lat)},${at(lng + 0.0003, lat + 0.0002)},${at(lng + 0.0005, lat)}]}`;
    } else if (index % 5 === 4) {
      geometry = `{"type":"Polygon","coordinates":[[${at(lng, lat)},${at(lng + 0.0002, lat)},${at(lng + 0.0002, lat + 0.0002)},${at(lng, lat)}]]}`;
    } else {
      geometry = `{"type":"Point","coordinates":${at(lng, lat)}}`;
      if (index % 3 === 0) look = ',"marker-color":"#1e90ff"';
    }
    features.push(`{"type":"Feature","properties":{${texts}${look}},"geometry":${geometry}}`);
  }
  return `{"type":"FeatureCollection","features":[\n${features.join(',\n')}\n]}\n`;
}

type Api = Awaited<ReturnType<typeof request.newContext>>;

async function call(api: Api, method: 'GET' | 'POST', url: string, token: string | null, body?: unknown) {
  const response = await api.fetch(url, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: body,
  });
  if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
  return response.json();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The baseline: the map finds no shapes file it reads (an empty object), as for a layer stored before them,
 * and reads the KML.
 */
async function refuseShapesFiles(context: BrowserContext) {
  await context.route(/\/files\/Kmls\/.*\.overlays\.json/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
  );
}

/** Opens the spot's map and measures the first render with the layer and a zoom. */
async function measure(context: BrowserContext, spotId: number) {
  const page = await context.newPage();
  await page.goto(`http://${host}/home/${spotId}`);
  await page.waitForSelector('[data-testid=home-map][data-active-layers="1"]', { timeout: 120_000 });
  const timing = await page.evaluate(async () => {
    // The first frame painted with the layer on the map: two animation frames after it was added.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const painted = performance.now();
    // The layer's file the map read: the last of its files fetched (the KML after a refused shapes file).
    const entry = performance
      .getEntriesByType('resource')
      .filter((candidate) => candidate.name.includes('/files/Kmls/'))
      .pop() as PerformanceResourceTiming | undefined;
    return { painted, downloaded: entry?.responseEnd ?? 0 };
  });
  // Interactive: the map answers a zoom right away.
  const zoomStart = Date.now();
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await page.waitForSelector('[data-testid=home-map][data-zoom="16"]');
  return {
    total: timing.painted,
    afterDownload: timing.painted - timing.downloaded,
    zoom: Date.now() - zoomStart,
  };
}

async function main() {
  let server: BenchServer | null = null;
  try {
    server = await startBenchServer(PORT);
    // Node-side calls reach 127.0.0.1 with the club's Host header.
    const api = await request.newContext({ baseURL: `http://127.0.0.1:${PORT}`, extraHTTPHeaders: { host } });
    const { token } = (await call(api, 'POST', '/api/Users/connection/', null, {
      email: 'manager@demo.localhost',
      password: 'demo-manager-2026',
    })) as { token: string };
    const spots = (await call(api, 'GET', '/api/Spots/getSpotsByClub/1', null)) as {
      Id: number;
      Name: string;
    }[];
    const spot = spots[0];
    if (!spot) throw new Error('no spot');
    const file = bigGeoJson(PLACEMARKS);
    // Sent as a manager sends a file (uploadLayerFile takes up to 8 MB).
    const uploaded = await api.post(`/api/Spots/uploadLayerFile?Spot_id=${spot.Id}&Name=Bench`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        file: { name: 'bench.geojson', mimeType: 'application/geo+json', buffer: Buffer.from(file) },
      },
      timeout: 120_000,
    });
    if (!uploaded.ok()) throw new Error(`uploadLayerFile: ${uploaded.status()} ${await uploaded.text()}`);
    const { Url } = (await uploaded.json()) as { Url: string };
    const storedKml = await (await api.get(Url)).text();
    const storedShapes = await (await api.get(Url.replace(/\.kml\?/, '.overlays.json?'))).text();

    await api.dispose();
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    type Result = { total: number; afterDownload: number; zoom: number };
    const modes = [
      { name: 'overlays file', refuseShapes: false },
      { name: 'KML (baseline)', refuseShapes: true },
    ];
    const results = new Map<string, Result[]>(modes.map((mode) => [mode.name, []]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const mode of modes) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        if (mode.refuseShapes) await refuseShapesFiles(context);
        const result = await measure(context, spot.Id);
        results.get(mode.name)?.push(result);
        console.log(
          `run ${run + 1}, ${mode.name}: first render with the layer ${result.total.toFixed(0)} ms after navigation ` +
            `(${result.afterDownload.toFixed(0)} ms after the layer's file arrived); zoom answered in ${result.zoom} ms`,
        );
        await context.close();
      }
    }
    await browser.close();
    console.log(
      `\n${PLACEMARKS} placemarks (${(file.length / 1024).toFixed(0)} KiB of GeoJSON sent, ` +
        `${(storedKml.length / 1024).toFixed(0)} KiB of KML and ${(storedShapes.length / 1024).toFixed(0)} KiB ` +
        `of overlays file stored), ${RUNS} runs, median:`,
    );
    const medians = new Map<string, Result>();
    for (const [name, list] of results) {
      const result = {
        total: median(list.map((r) => r.total)),
        afterDownload: median(list.map((r) => r.afterDownload)),
        zoom: median(list.map((r) => r.zoom)),
      };
      medians.set(name, result);
      console.log(
        `  ${name}: ${result.total.toFixed(0)} ms from navigation to the first render with the layer, ` +
          `${result.afterDownload.toFixed(0)} ms of it after the download (parse + draw); zoom answered in ${result.zoom} ms.`,
      );
    }
    const [now, baseline] = modes.map((mode) => medians.get(mode.name));
    if (now && baseline)
      console.log(
        `  ratio overlays file / KML: ${(now.total / baseline.total).toFixed(2)} from navigation, ` +
          `${(now.afterDownload / baseline.afterDownload).toFixed(2)} after the download, ${(now.zoom / baseline.zoom).toFixed(2)} zoom.`,
      );
  } finally {
    await server?.stop();
  }
}

await main();
