import type { uploadedLayerSchema } from '@club/shared/api/layers';
import type { InterfaceLanguage } from '@club/shared/constants';
import { noticeText } from '@club/shared/domain/layer-files/notices';
import { LAYER_NAME_MAX_CHARS, layerNameFromFileName } from '@club/shared/domain/layer-name';
import type { z } from 'zod';
import type { Database } from '../../platform/data/db.ts';
import { type FileStore, fileUrl } from '../../platform/files/storage.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { requireSpot } from '../spots/require-spot.ts';
import { readUploadedLayerFile } from './kml-pool.ts';
import { layerFilesFolder } from './layer-keys.ts';
import { findLayer, insertLayer, listLayers, reserveLayerId } from './queries.ts';
import { layerExists, putLayerTexts, toLayer } from './service.ts';

type UploadedLayer = z.output<typeof uploadedLayerSchema>;

/**
 * Makes an uploaded layer of a file (KML, KMZ, GPX, GeoJSON): read in the worker pool with its images, which are
 * stored in the layer's own folder (`layerFilesFolder`, removed with the layer) under the id the
 * layer's row will take, then the row and its KML are written.
 */
export async function uploadLayerFile(
  db: Database,
  store: FileStore,
  scope: ClubScope,
  input: {
    spotId: number;
    name: string | undefined;
    file: { filename: string; data: Buffer };
    /** The notices' language. */
    language: InterfaceLanguage;
  },
): Promise<UploadedLayer> {
  await requireSpot(db, scope.club, input.spotId);
  const id = await reserveLayerId(db);
  const folder = layerFilesFolder({ spotId: input.spotId, id });
  const read = await readUploadedLayerFile({
    data: new Uint8Array(input.file.data),
    imagesUrl: `${fileUrl(folder)}/`,
  });
  try {
    for (const image of read.images) await store.put(`${folder}/${image.name}`, Buffer.from(image.data));
    const row = await db.transaction(async (tx) => {
      const clubId = scope.club.id;
      let name = input.name;
      if (name === undefined || name === '') {
        const taken = new Set((await listLayers(tx, clubId, input.spotId)).map((layer) => layer.name));
        name = uniqueName(defaultLayerName(read.documentName, input.file.filename), taken);
      } else if (await findLayer(tx, clubId, input.spotId, true, name)) {
        throw layerExists(name);
      }
      const saved = await insertLayer(tx, clubId, {
        id,
        spotId: input.spotId,
        name,
        uploaded: true,
        updatedBy: scope.actor?.userId ?? null,
      });
      await putLayerTexts(store, saved, read);
      return saved;
    });
    return { ...toLayer(row), Notices: read.notices.map((notice) => noticeText(notice, input.language)) };
  } catch (error) {
    await store.removeFolder(folder);
    throw error;
  }
}

/** The file's own name of its layer, else the file's name without its extension, as a valid layer name. */
function defaultLayerName(documentName: string, fileName: string): string {
  if (/[\p{L}\p{N}]/u.test(documentName)) return layerNameFromFileName(documentName);
  return layerNameFromFileName(fileName.replace(/\.(?:km[lz]|gpx|geo\.?json|json)$/i, ''));
}

/** The name, or the name followed by " (2)", " (3)"... that no layer of the spot has yet. */
export function uniqueName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  for (let number = 2; ; number += 1) {
    const suffix = ` (${number})`;
    const candidate = `${name.slice(0, LAYER_NAME_MAX_CHARS - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
