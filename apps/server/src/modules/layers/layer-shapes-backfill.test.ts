import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readShapesFile } from '@club/shared/domain/kml/shapes-file';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { createNotifier } from '../../platform/data/notifier.ts';
import { createReadCache } from '../../platform/data/read-cache.ts';
import { createLocalFileStore } from '../../platform/files/storage.ts';
import { createMailer } from '../../platform/mailer.ts';
import { shapesInPool } from './kml-pool.ts';
import { backfillLayerShapes } from './layer-shapes-backfill.ts';
import { clubWithSpot, type Headers } from './layer-test-support.ts';

let t: TestApp;
let manager: Headers;
let spotId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ manager, spotId } = await clubWithSpot(t));
});
afterAll(() => t.close());

const kmlNamed = (name: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>` +
  `<Placemark><name>${name}</name><Point><coordinates>6.39,42.99,0</coordinates></Point></Placemark></Document></kml>`;

/** A layer stored through the API: the paths of its KML and shapes files in the test app's store. */
async function storeLayer(name: string, content = name) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Spots/uploadKmlFile',
    headers: manager,
    payload: { Name: name, Data: kmlNamed(content), Spot_id: spotId, Uploaded: 0 },
  });
  expect(response.statusCode, response.body).toBe(200);
  const kmlPath = filePath(new URL(response.json().Url, 'http://x').pathname.slice('/files/'.length));
  return { kmlPath, shapesPath: kmlPath.replace(/\.kml$/, '.overlays.json') };
}

async function saveLayer(name: string, content: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Spots/editKmlFile',
    headers: manager,
    payload: { Name: name, Old_name: name, Data: kmlNamed(content), Spot_id: spotId, Uploaded: 0 },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const filePath = (key: string) => path.join(t.dataDir, 'files', key);
const store = () => createLocalFileStore(path.join(t.dataDir, 'files'));
const quietLog = { info() {}, warn() {} };
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
const shapeTitles = async (shapesPath: string) =>
  readShapesFile(await readFile(shapesPath, 'utf8'))?.shapes.map((shape) => shape.title);

/** Another server process started on the test app's database and files, its log lines kept. */
async function startServer(): Promise<{ app: FastifyInstance; log: string[]; close(): Promise<void> }> {
  const log: string[] = [];
  const database = t.database.sameDatabase();
  const notifier = await createNotifier(database);
  const readCache = await createReadCache(database);
  const app = await buildApp({
    config: { ...t.config, logLevel: 'info' },
    db: database.db,
    store: store(),
    notifier,
    readCache,
    mailer: createMailer({
      smtpUrl: undefined,
      from: t.config.mailFrom,
      outboxDir: t.dataDir,
      log: quietLog,
    }),
    logStream: { write: (line) => void log.push(line) },
  });
  await app.ready();
  return {
    app,
    log,
    async close() {
      await app.close();
      await notifier.close();
      await readCache.close();
      await database.close();
    },
  };
}

const BACKFILLED = 'overlays files of stored layers backfilled';

/** The backfill's closing log line, once it has been written. */
async function backfillDone(log: string[]): Promise<Record<string, unknown>> {
  for (let waited = 0; waited < 20_000; waited += 50) {
    const line = log.find((entry) => entry.includes(BACKFILLED));
    if (line) return JSON.parse(line) as Record<string, unknown>;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the backfill never logged its counts');
}

describe('shapes files of layers stored before them', () => {
  it('are written at server start from the stored KML, as a save writes them', async () => {
    const missing = await storeLayer('Sans fichier');
    const older = await storeLayer('Format ancien');
    const current = await storeLayer('À jour');
    const saved = {
      missing: await readFile(missing.shapesPath, 'utf8'),
      older: await readFile(older.shapesPath, 'utf8'),
    };
    await rm(missing.shapesPath);
    await writeFile(older.shapesPath, JSON.stringify({ format: 0, overlays: [] }));
    const currentWritten = (await stat(current.shapesPath)).mtimeMs;

    const server = await startServer();
    try {
      // Ready (answering) before the backfill has necessarily finished: it runs in the background.
      expect((await server.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      const counts = await backfillDone(server.log);
      expect(counts).toMatchObject({ written: 2, failed: 0, stopped: false });
      expect(server.log.filter((line) => line.includes(BACKFILLED))).toHaveLength(1);
      expect(await readFile(missing.shapesPath, 'utf8')).toBe(saved.missing);
      expect(await readFile(older.shapesPath, 'utf8')).toBe(saved.older);
      expect((await stat(current.shapesPath)).mtimeMs).toBe(currentWritten);
      expect(await shapeTitles(missing.shapesPath)).toEqual(['Sans fichier']);
    } finally {
      await server.close();
    }
  });

  it('never replace the file of a save made while the backfill read the older KML', async () => {
    const layer = await storeLayer('Tombant', 'avant');
    await rm(layer.shapesPath);
    let readingStarted = () => {};
    const reading = new Promise<void>((resolve) => {
      readingStarted = resolve;
    });
    let finishReading = () => {};
    const saveDone = new Promise<void>((resolve) => {
      finishReading = resolve;
    });
    const backfill = backfillLayerShapes({
      db: t.db,
      store: store(),
      log: quietLog,
      async shapesOf(kml) {
        readingStarted();
        await saveDone;
        return shapesInPool(kml);
      },
    });
    await reading;
    await saveLayer('Tombant', 'après');
    finishReading();
    const counts = await backfill;
    expect(counts).toMatchObject({ written: 0, overtaken: 1, failed: 0 });
    expect(await shapeTitles(layer.shapesPath)).toEqual(['après']);
  });

  it('written by two processes at once are whole and the same', async () => {
    const layer = await storeLayer('Deux serveurs');
    const expected = await readFile(layer.shapesPath, 'utf8');
    await rm(layer.shapesPath);
    const runs = await Promise.all([
      backfillLayerShapes({ db: t.db, store: store(), log: quietLog }),
      backfillLayerShapes({ db: t.db, store: store(), log: quietLog }),
    ]);
    // Each found the file missing and wrote it or saw the other's, or found it already written.
    for (const counts of runs) expect(counts.written + counts.overtaken + counts.current).toBe(counts.layers);
    expect(runs.some((counts) => counts.written >= 1)).toBe(true);
    expect(await readFile(layer.shapesPath, 'utf8')).toBe(expected);
    const folder = await readdir(path.dirname(layer.shapesPath));
    expect(folder.filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('skip a layer whose stored KML is broken or missing, with a log line, and go on', async () => {
    const broken = await storeLayer('Cassé');
    const gone = await storeLayer('Disparu');
    const after = await storeLayer('Suivant');
    await writeFile(broken.kmlPath, '<kml><Document><Placemark><name>half');
    await rm(broken.shapesPath);
    await rm(gone.kmlPath);
    await rm(gone.shapesPath);
    await rm(after.shapesPath);

    const server = await startServer();
    try {
      const counts = await backfillDone(server.log);
      expect(counts).toMatchObject({ written: 1, failed: 2, stopped: false });
      const skipped = server.log.filter((line) => line.includes('layer skipped'));
      expect(skipped).toHaveLength(2);
      expect(JSON.parse(skipped[0] ?? '{}')).toMatchObject({ level: 40 });
      expect(await exists(broken.shapesPath)).toBe(false);
      expect(await shapeTitles(after.shapesPath)).toEqual(['Suivant']);
      expect((await server.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});
