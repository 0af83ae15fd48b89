/**
 * Loads a 5,000-placemark KML layer into the home map in Chromium and prints the time to its first
 * interactive render. Runs the real server (fresh demo database in a temporary folder) and the built
 * web app: `npm run build && npm run kml-map -w @club/bench`.
 */
import { chromium, request } from '@playwright/test';
import { type BenchServer, startBenchServer } from './server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3149);
const PLACEMARKS = Number(process.env.PLACEMARKS ?? 5000);
const RUNS = Number(process.env.RUNS ?? 5);
const host = `demo.localhost:${PORT}`;

/** A layer as a diving club would draw it, many times over: buoys, routes and zones around Port-Cros. */
function bigKml(count: number): string {
  const placemarks: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const lat = 42.98 + (index % 100) * 0.0004;
    const lng = 6.37 + Math.floor(index / 100) * 0.0006;
    const name = `<name>Repère ${index}</name><description><![CDATA[<p>Profondeur ${10 + (index % 30)} m</p>]]></description>`;
    if (index % 5 === 3) {
      placemarks.push(
        `<Placemark>${name}<LineString><coordinates>${lng},${lat},0 ${lng + 0.0003},${lat + 0.0002},0 ${lng + 0.0005},${lat},0</coordinates></LineString></Placemark>`,
      );
    } else if (index % 5 === 4) {
      placemarks.push(
        `<Placemark>${name}<Polygon><outerBoundaryIs><LinearRing><coordinates>${lng},${lat},0 ${lng + 0.0002},${lat},0 ${lng + 0.0002},${lat + 0.0002},0 ${lng},${lat},0</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`,
      );
    } else {
      placemarks.push(
        `<Placemark>${name}<Point><coordinates>${lng},${lat},0</coordinates></Point></Placemark>`,
      );
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Bench</name>\n${placemarks.join('\n')}\n</Document></kml>\n`;
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
    const kml = bigKml(PLACEMARKS);
    await call(api, 'POST', '/api/Spots/uploadKmlFile', token, {
      Name: 'Bench',
      Data: kml,
      Spot_id: spot.Id,
      Uploaded: 1,
    });

    await api.dispose();
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const results: { total: number; afterDownload: number }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`http://${host}/home/${spot.Id}`);
      await page.waitForSelector('[data-testid=home-map][data-active-layers="1"]', { timeout: 120_000 });
      const timing = await page.evaluate(async () => {
        // The first frame painted with the layer on the map: two animation frames after it was added.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const painted = performance.now();
        const entry = performance
          .getEntriesByType('resource')
          .find((candidate) => candidate.name.includes('/files/Kmls/')) as
          | PerformanceResourceTiming
          | undefined;
        return { painted, downloaded: entry?.responseEnd ?? 0 };
      });
      // Interactive: the map answers a zoom right away.
      const zoomStart = Date.now();
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await page.waitForSelector('[data-testid=home-map][data-zoom="16"]');
      const zoomMs = Date.now() - zoomStart;
      results.push({ total: timing.painted, afterDownload: timing.painted - timing.downloaded });
      console.log(
        `run ${run + 1}: first render with the layer ${timing.painted.toFixed(0)} ms after navigation ` +
          `(${(timing.painted - timing.downloaded).toFixed(0)} ms after the KML arrived); zoom answered in ${zoomMs} ms`,
      );
      await context.close();
    }
    await browser.close();
    console.log(
      `\n${PLACEMARKS} placemarks, ${(kml.length / 1024).toFixed(0)} KiB of KML, ${RUNS} runs, median: ` +
        `${median(results.map((r) => r.total)).toFixed(0)} ms from navigation to the first render with the layer, ` +
        `${median(results.map((r) => r.afterDownload)).toFixed(0)} ms of it after the download (parse + draw).`,
    );
  } finally {
    await server?.stop();
  }
}

await main();
