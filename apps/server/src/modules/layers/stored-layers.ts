/** What a spot's layers keep in the file store: their KML, their versions' and the pictures they show. */
import type { Database } from '../../platform/data/db.ts';
import { type FileStore, readAll } from '../../platform/files/storage.ts';
import { layerKey } from './layer-keys.ts';
import { type LayerRow, listLayers, listLayerVersionKeys } from './queries.ts';

export async function readStoredText(store: FileStore, key: string): Promise<string> {
  const file = await store.read(key);
  return file ? (await readAll(file)).toString('utf8') : '';
}

/** Pictures a spot's layers point to in the store (shape pictures: of markers and ground overlays). */
function spotPictureKeys(kml: string, spotId: number): string[] {
  const pattern = new RegExp(`/files/(Kmls/${spotId}/pictures/[A-Za-z0-9_.-]+)`, 'g');
  return [...kml.matchAll(pattern)].map((match) => match[1] as string);
}

/** The stored KML of a spot's layers and of their versions, and the pictures any of them points to. */
export async function spotLayerFiles(
  db: Database,
  store: FileStore,
  clubId: number,
  spotId: number,
): Promise<{ layers: LayerRow[]; files: string[]; pictures: Set<string> }> {
  const layers = await listLayers(db, clubId, spotId);
  const files = [...layers.map(layerKey), ...(await listLayerVersionKeys(db, clubId, { spotId }))];
  const pictures = new Set<string>();
  for (const file of files)
    for (const key of spotPictureKeys(await readStoredText(store, file), spotId)) pictures.add(key);
  return { layers, files, pictures };
}
