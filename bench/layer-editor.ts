/**
 * Opens a drawn layer of 15,000 features in the layer editor in Chromium and measures how long the
 * editor takes to show it and to answer a vertex moved by mouse, beside a 300-feature layer as the
 * baseline. Runs the real server (fresh demo database in a temporary folder) and the built web app:
 * `npm run build && npm run layer-editor -w @club/bench`. See bench/README.md.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LatLng, Overlay } from '@club/shared/domain/kml/types';
import { DEFAULT_STYLE } from '@club/shared/domain/kml/types';
import { writeKml } from '@club/shared/domain/kml/writer';
import { MARKER_TYPES } from '@club/shared/domain/marker-types';
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
const LAT_STEP = 0.0004;
const LNG_STEP = 0.0006;

/**
 * A dive site's layer drawn many times over, on a square grid centred on the spot (about 5 km
 * across for 15,000): eight typed markers in ten, one line, one area. Returns the overlays and the
 * index of the area nearest the centre, the one the benchmark reshapes.
 */
function drawnLayer(count: number, centre: LatLng): { overlays: Overlay[]; target: number } {
  const side = Math.ceil(Math.sqrt(count));
  const overlays: Overlay[] = [];
  const cell = (index: number): LatLng => ({
    lat: centre.lat + ((index % side) - Math.floor(side / 2)) * LAT_STEP,
    lng: centre.lng + (Math.floor(index / side) - Math.floor(side / 2)) * LNG_STEP,
  });
  for (let index = 0; index < count; index += 1) {
    const { lat, lng } = cell(index);
    const description = index % 4 === 0 ? `<p>Profondeur ${10 + (index % 30)} m</p>` : '';
    const style = { ...DEFAULT_STYLE };
    if (index % 10 === 8) {
      const path = [
        { lat, lng },
        { lat: lat + 0.0002, lng: lng + 0.0003 },
        { lat, lng: lng + 0.0005 },
      ];
      overlays.push({ type: 'polyline', title: `Route ${index}`, description, path, style });
    } else if (index % 10 === 9) {
      const ring = [
        { lat, lng },
        { lat, lng: lng + 0.0003 },
        { lat: lat + 0.0002, lng: lng + 0.0003 },
        { lat: lat + 0.0002, lng },
      ];
      overlays.push({ type: 'polygon', title: `Zone ${index}`, description, rings: [ring], style });
    } else {
      const markerType = MARKER_TYPES[index % MARKER_TYPES.length] ?? 'fish';
      overlays.push({
        type: 'marker',
        title: `Repère ${index}`,
        description,
        position: { lat, lng },
        markerType,
        image: null,
        iconHref: null,
      });
    }
  }
  let target = 9;
  const distance = (index: number) =>
    Math.abs((index % side) - Math.floor(side / 2)) +
    Math.abs(Math.floor(index / side) - Math.floor(side / 2));
  for (let index = 9; index < count; index += 10) if (distance(index) < distance(target)) target = index;
  return { overlays, target };
}

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

/** The stored file of a key, wherever the server's store keeps it under its data folder. */
async function storedFile(dataDir: string, key: string): Promise<string> {
  const entries = await readdir(dataDir, { recursive: true });
  const found = entries.find((entry) => entry.split(path.sep).join('/').endsWith(key));
  if (!found) throw new Error(`${key} is not under ${dataDir}`);
  return path.join(dataDir, found);
}

/**
 * Stores the layer as the editor saves it (uploadKmlFile, drawn). A layer the server refuses for its
 * size is stored small through the same call and its file then replaced on disk by the full KML, so
 * that the editor can still be measured; the refusal is printed.
 */
async function storeLayer(
  api: Api,
  token: string,
  dataDir: string,
  spotId: number,
  name: string,
  kml: string,
) {
  try {
    await call(api, '/api/Spots/uploadKmlFile', token, {
      Name: name,
      Data: kml,
      Spot_id: spotId,
      Uploaded: 0,
    });
    return;
  } catch (error) {
    console.log(
      `the server refuses the layer "${name}" as the editor would save it: ${String(error).slice(0, 300)}`,
    );
  }
  const small = writeKml({ name, overlays: [] });
  await call(api, '/api/Spots/uploadKmlFile', token, {
    Name: name,
    Data: small,
    Spot_id: spotId,
    Uploaded: 0,
  });
  const layers = (await call(api, `/api/Spots/getLayers/${spotId}/0`, null)) as {
    Name: string;
    Url: string;
  }[];
  const url = layers.find((layer) => layer.Name === name)?.Url;
  if (!url) throw new Error(`no layer ${name}`);
  const key = decodeURIComponent(new URL(url, 'http://x').pathname.replace(/^\/files\//, ''));
  await writeFile(await storedFile(dataDir, key), kml);
  console.log(`  stored small, then its file ${key} replaced on disk (${(kml.length / 1e6).toFixed(1)} MB)`);
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
  target: Overlay,
): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
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
            const kml = performance
              .getEntriesByType('resource')
              .find((entry) => entry.name.includes('/files/Kmls/')) as PerformanceResourceTiming | undefined;
            resolve({ openMs: performance.now(), kmlArrivedMs: kml?.responseEnd ?? 0 });
          }),
        ),
      ),
  );
  if (profile) await stopProfile(profile, `${name}-open`);
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
  if (dragProfile) await stopProfile(dragProfile, `${name}-drags`);
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
      const { overlays, target } = drawnLayer(count, centre);
      const kml = writeKml({ name, overlays });
      console.log(`layer of ${count} features: ${(kml.length / 1e6).toFixed(2)} MB of KML`);
      await storeLayer(api, token, dataDir, spot.Id, name, kml);
      layers.push({ count, name, target: overlays[target] as Overlay });
    }
    await api.dispose();

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const summaries = new Map<number, Summary>();
    for (const { count, name, target } of layers) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await measureOnce(browser, token, spot, name, count, target);
        runs.push(result);
        console.log(
          `${count} features, run ${run + 1}: editor shows them ${ms(result.openMs)} after navigation ` +
            `(${ms(result.openMs - result.kmlArrivedMs)} after the KML arrived) ` +
            `(then answers in ${ms(result.firstAnswerMs)}); area selected by a click in ${ms(result.selectMs)}; ` +
            `vertex moves answered in ${result.vertexMs.map(ms).join(', ')} ` +
            `(longest frame during a drag ${ms(Math.max(...result.longestDragFrameMs))})`,
        );
      }
      summaries.set(count, {
        open: median(runs.map((run) => run.openMs)),
        select: median(runs.map((run) => run.selectMs)),
        vertex: median(runs.flatMap((run) => run.vertexMs)),
        dragFrame: median(runs.flatMap((run) => run.longestDragFrameMs)),
      });
    }
    await browser.close();

    const big = summaries.get(FEATURES);
    const small = summaries.get(BASELINE);
    if (!big || !small) return;
    console.log('\nmedians           | open      | select   | vertex move | longest frame while dragging');
    for (const [count, summary] of [
      [BASELINE, small],
      [FEATURES, big],
    ] as const) {
      console.log(
        `${String(count).padStart(6)} features | ${ms(summary.open).padStart(9)} | ${ms(summary.select).padStart(8)} | ` +
          `${ms(summary.vertex).padStart(11)} | ${ms(summary.dragFrame)}`,
      );
    }
    const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(1) : '-');
    console.log(
      `ratio ${FEATURES}/${BASELINE}: open ${ratio(big.open, small.open)}x, select ${ratio(big.select, small.select)}x, ` +
        `vertex move ${ratio(big.vertex, small.vertex)}x`,
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
