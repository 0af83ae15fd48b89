/** Where a spot's KML layers are kept in the file store (SPEC: `Kmls/{spotId}/`, `Kmls/{spotId}/uploaded/`). */
import { shapesKeyOf } from '@club/shared/domain/kml/shapes-file';
import { spotLayersFolder } from '../../platform/files/store-layout.ts';

export function layerKey(layer: { spotId: number; id: number; uploaded: boolean }): string {
  const folder = spotLayersFolder(layer.spotId);
  return layer.uploaded ? `${folder}/uploaded/${layer.id}.kml` : `${folder}/${layer.id}.kml`;
}

/** The key of a layer's shapes file, beside its KML (see shared domain/kml/shapes-file.ts). */
export const shapesKey = (layer: { spotId: number; id: number; uploaded: boolean }) =>
  shapesKeyOf(layerKey(layer));

/** The folder of the files a layer was uploaded with (a KMZ's images): removed with the layer. */
export const layerFilesFolder = (layer: { spotId: number; id: number }) =>
  `${spotLayersFolder(layer.spotId)}/${layer.id}`;
