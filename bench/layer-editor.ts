/**
 * Opens a drawn layer of 15,000 features in the layer editor in Chromium and measures how long the
 * editor takes to show it and to answer a vertex moved by mouse, beside a 300-feature layer as the
 * baseline. Runs the real server (fresh demo database in a temporary folder) and the built web app:
 * `npm run build && npm run layer-editor -w @club/bench`. See bench/README.md.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drawnLayerSample } from '@club/shared/domain/kml/drawn-layer-sample';
import type { LatLng, Shape } from '@club/shared/domain/kml/types';
import { writeKml } from '@club/shared/domain/kml/writer';
import { type Browser, type CDPSession, chromium, type Page, request } from '@playwright/test';
import { startServerIn } from './server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3151);
const FEATURES = Number(process.env.FEATURES ?? 15_000);
const BASELINE = Number(process.env.BASELINE ?? 300);
const RUNS = Number(process.env.RUNS ?? 3);
const DRAGS = Number(process.env.DRAGS ?? 5);
/** A folder: each opening's CPU profile is written there (Chrome DevTools' .cpuprofile). */
const PROFILE_DIR = process.env.PROFILE_DIR;
const host = `demo.localhost:${PORT}`;
/** The editor opens on the spot at this zoom (SPOT_ZOOM of the shared constants). */
const ZOOM = 17;
type Api = Awaited<ReturnType<typeof request.newContext>>;

async function call(api: Api, url: string, token: string | null, body?: unknown) {
  const response = await api.fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: body,
  });
  if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** Stores the layer as the editor saves it (uploadKmlFile, drawn). */
async function storeLayer(api: Api, token: string, spotId: number, name: string, kml: string) {
  await call(api, '/api/Spots/uploadKmlFile', token, { Name: name, Data: kml, Spot_id: spotId, Uploaded: 0 });
}

/** Pixel offset of a point from the map's centre at ZOOM (Web Mercator, as Leaflet projects). */
function offsetFrom(centre: LatLng, point: LatLng): { x: number; y: number } {
  const size = 256 * 2 ** ZOOM;
  const y = (lat: number) => {
    const sin = Math.sin((lat * Math.PI) / 180);
    return size * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI));
  };
  return { x: ((point.lng - centre.lng) / 360) * size, y: y(point.lat) - y(centre.lat) };
}

interface Run {
  openMs: number;
  kmlArrivedMs: number;
  firstAnswerMs: number;
  selectMs: number;
  vertexMs: number[];
  longestDragFrameMs: number[];
}

/** Resolves, in the page, with the time from the next mouse up to the frame after the shape's measure changed. */
function armVertexProbe(page: Page) {
  return page.evaluate(() => {
    const probe = window as unknown as { vertexDone?: Promise<{ ms: number; longestFrame: number }> };
    probe.vertexDone = new Promise((resolve) => {
      const measure = document.querySelector('[data-testid=shape-measure]');
      if (!measure) throw new Error('no measure shown');
      // Frames during the drag: the longest gap between two animation frames.
      let last = performance.now();
      let longestFrame = 0;
      let dragging = true;
      const frame = () => {
        const now = performance.now();
        longestFrame = Math.max(longestFrame, now - last);
        last = now;
        if (dragging) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      document.addEventListener(
        'mouseup',
        () => {
          dragging = false;
          const released = performance.now();
          const observer = new MutationObserver(() => {
            observer.disconnect();
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve({ ms: performance.now() - released, longestFrame })),
            );
          });
          observer.observe(measure, { subtree: true, childList: true, characterData: true });
          // A release that changed nothing (the vertex snapped back where it was): told, not awaited.
          setTimeout(() => {
            observer.disconnect();
            resolve({ ms: Number.NaN, longestFrame });
          }, 3_000);
        },
        { capture: true, once: true },
      );
    });
  });
}

async function measureOnce(
  browser: Browser,
  token: string,
  spot: { Id: number; Latitude: number; Longitude: number },
  name: string,
  count: number,
  target: Shape,
  refuseShapes: boolean,
): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
  // The baseline: no shapes file it reads (an empty object), as for a layer stored before them: the KML
  // is read.
  if (refuseShapes)
    await context.route(/\/files\/Kmls\/.*\.overlays\.json/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
    );
  const page = await context.newPage();
  const errors: string[] = [];
  // Map tiles come from another host, unreachable here: only the app's own errors count.
  page.on('console', (message) => {
    if (message.type() === 'error' && message.location().url.startsWith(`http://${host}`))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`http://${host}/`);
  await page.evaluate((value) => localStorage.setItem('token:demo', value), token);
  const profile = PROFILE_DIR ? await startProfile(page) : null;
  await page.goto(`http://${host}/admin/spot_edition_calques/${spot.Id}/${encodeURIComponent(name)}`);
  const editor = page.getByTestId('layer-editor-map');
  await page.waitForSelector(`[data-testid=layer-editor-map][data-shape-count="${count}"]`, {
    timeout: 180_000,
  });
  const { openMs, kmlArrivedMs } = await page.evaluate(
    () =>
      new Promise<{ openMs: number; kmlArrivedMs: number }>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            // The layer's file the editor read: the last fetched (the KML after a refused shapes file).
            const kml = performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.includes('/files/Kmls/'))
              .pop() as PerformanceResourceTiming | undefined;
            resolve({ openMs: performance.now(), kmlArrivedMs: kml?.responseEnd ?? 0 });
          }),
        ),
      ),
  );
  const profileName = refuseShapes ? `${name}-from-kml` : name;
  if (profile) await stopProfile(profile, `${profileName}-open`);
  // Answering: a key press reaches the page and a frame follows.
  const firstAnswerMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const asked = performance.now();
        setTimeout(() => requestAnimationFrame(() => resolve(performance.now() - asked)), 0);
      }),
  );

  // The area at the centre, clicked on the map as a person would, selected with its vertex handles.
  const box = await editor.boundingBox();
  if (!box || target.type !== 'polygon') throw new Error('no map or no area');
  const ring = target.rings[0] ?? [];
  const inside = {
    lat: ring.reduce((sum, point) => sum + point.lat, 0) / ring.length,
    lng: ring.reduce((sum, point) => sum + point.lng, 0) / ring.length,
  };
  const offset = offsetFrom({ lat: spot.Latitude, lng: spot.Longitude }, inside);
  const handles = page.locator('.leaflet-marker-pane .marker-icon:not(.marker-icon-middle)');
  const selectStart = Date.now();
  await page.mouse.click(box.x + box.width / 2 + offset.x, box.y + box.height / 2 + offset.y);
  await handles.first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.getByTestId('shape-measure').waitFor();
  const selectMs = Date.now() - selectStart;

  const dragProfile = PROFILE_DIR ? await startProfile(page) : null;
  const vertexMs: number[] = [];
  const longestDragFrameMs: number[] = [];
  // Each move goes another way (Geoman may snap a vertex back where it was: such a release changes
  // nothing, is not counted, and the next way is tried).
  const ways = [
    [12, 0],
    [0, 12],
    [-12, 0],
    [0, -12],
    [9, 9],
    [-9, -9],
    [9, -9],
    [-9, 9],
  ] as const;
  for (let attempt = 0; vertexMs.length < DRAGS && attempt < DRAGS * 3; attempt += 1) {
    const handle = await handles
      .nth(attempt % 2)
      .boundingBox({ timeout: 10_000 })
      .catch(() => null);
    if (!handle) {
      const shot = path.join(tmpdir(), `layer-editor-${count}-drag-${attempt}.png`);
      await page.screenshot({ path: shot });
      throw new Error(`no vertex handle to drag (move ${attempt + 1}): see ${shot}`);
    }
    await armVertexProbe(page);
    const x = handle.x + handle.width / 2;
    const y = handle.y + handle.height / 2;
    const [dx, dy] = ways[attempt % ways.length] ?? [12, 0];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y + dy, { steps: 6 });
    await page.mouse.up();
    const result = await page.evaluate(
      () => (window as unknown as { vertexDone: Promise<{ ms: number; longestFrame: number }> }).vertexDone,
    );
    if (Number.isNaN(result.ms)) continue;
    vertexMs.push(result.ms);
    longestDragFrameMs.push(result.longestFrame);
  }
  if (vertexMs.length < DRAGS)
    throw new Error(`only ${vertexMs.length} of ${DRAGS} vertex moves changed the area`);
  if (dragProfile) await stopProfile(dragProfile, `${profileName}-drags`);
  await context.close();
  if (errors.length > 0) throw new Error(`console errors: ${errors.join('; ')}`);
  return { openMs, kmlArrivedMs, firstAnswerMs, selectMs, vertexMs, longestDragFrameMs };
}

async function startProfile(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.start');
  return session;
}

async function stopProfile(session: CDPSession, name: string): Promise<void> {
  const { profile } = await session.send('Profiler.stop');
  const file = path.join(PROFILE_DIR ?? '.', `${name.replace(/\W+/g, '-')}.cpuprofile`);
  await writeFile(file, JSON.stringify(profile));
  await session.detach();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(0)} ms`;

interface Summary {
  open: number;
  select: number;
  vertex: number;
  dragFrame: number;
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'club-bench-'));
  const server = await startServerIn(PORT, dataDir);
  try {
    const api = await request.newContext({ baseURL: `http://127.0.0.1:${PORT}`, extraHTTPHeaders: { host } });
    const { token } = (await call(api, '/api/Users/connection/', null, {
      email: 'manager@demo.localhost',
      password: 'demo-manager-2026',
    })) as { token: string };
    const spots = (await call(api, '/api/Spots/getSpotsByClub/1', null)) as {
      Id: number;
      Latitude: number;
      Longitude: number;
    }[];
    const spot = spots[0];
    if (!spot) throw new Error('no spot');
    const centre = { lat: spot.Latitude, lng: spot.Longitude };
    const sizes = [BASELINE, FEATURES];
    const layers = [];
    for (const count of sizes) {
      const name = `Banc ${count}`;
      const { shapes, target } = drawnLayerSample(count, centre);
      const kml = writeKml({ name, shapes });
      const saving = performance.now();
      await storeLayer(api, token, spot.Id, name, kml);
      console.log(
        `layer of ${count} features: ${(kml.length / 1e6).toFixed(2)} MB of KML, saved through uploadKmlFile in ` +
          `${ms(performance.now() - saving)}`,
      );
      layers.push({ count, name, target: shapes[target] as Shape });
    }
    await api.dispose();

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const summaries = new Map<string, Summary>();
    const measured = [
      ...layers.map((layer) => ({ ...layer, label: String(layer.count), refuseShapes: false })),
      ...layers
        .filter((layer) => layer.count === FEATURES)
        .map((layer) => ({ ...layer, label: `${layer.count} from KML`, refuseShapes: true })),
    ];
    for (const { count, name, target, label, refuseShapes } of measured) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await measureOnce(browser, token, spot, name, count, target, refuseShapes);
        runs.push(result);
        console.log(
          `${label} features, run ${run + 1}: editor shows them ${ms(result.openMs)} after navigation ` +
            `(${ms(result.openMs - result.kmlArrivedMs)} after the layer's file arrived) ` +
            `(then answers in ${ms(result.firstAnswerMs)}); area selected by a click in ${ms(result.selectMs)}; ` +
            `vertex moves answered in ${result.vertexMs.map(ms).join(', ')} ` +
            `(longest frame during a drag ${ms(Math.max(...result.longestDragFrameMs))})`,
        );
      }
      summaries.set(label, {
        open: median(runs.map((run) => run.openMs)),
        select: median(runs.map((run) => run.selectMs)),
        vertex: median(runs.flatMap((run) => run.vertexMs)),
        dragFrame: median(runs.flatMap((run) => run.longestDragFrameMs)),
      });
    }
    await browser.close();

    const big = summaries.get(String(FEATURES));
    const small = summaries.get(String(BASELINE));
    const fromKml = summaries.get(`${FEATURES} from KML`);
    if (!big || !small) return;
    console.log(
      '\nmedians                    | open      | select   | vertex move | longest frame while dragging',
    );
    for (const [label, summary] of summaries) {
      console.log(
        `${label.padStart(15)} features | ${ms(summary.open).padStart(9)} | ${ms(summary.select).padStart(8)} | ` +
          `${ms(summary.vertex).padStart(11)} | ${ms(summary.dragFrame)}`,
      );
    }
    const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '-');
    console.log(
      `ratio ${FEATURES}/${BASELINE}: open ${ratio(big.open, small.open)}x, select ${ratio(big.select, small.select)}x, ` +
        `vertex move ${ratio(big.vertex, small.vertex)}x`,
    );
    if (fromKml)
      console.log(
        `ratio ${FEATURES} from the overlays file / from the KML: open ${ratio(big.open, fromKml.open)}x, ` +
          `select ${ratio(big.select, fromKml.select)}x, vertex move ${ratio(big.vertex, fromKml.vertex)}x`,
      );
    const met = big.open < 3000 && big.vertex < 100;
    console.log(
      `targets (open under 3 s, vertex move under 100 ms with ${FEATURES} features): ${met ? 'met' : 'MISSED'}`,
    );
    process.exitCode = met ? 0 : 1;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
