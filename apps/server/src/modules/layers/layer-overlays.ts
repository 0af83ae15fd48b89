import { writeOverlaysFile } from '@club/shared/domain/kml/overlays-file';
import { readStoredKml } from './layer-export.ts';

/**
 * The overlays file kept beside a stored KML (see shared domain/kml/overlays-file.ts): the stored KML
 * read back as the map reads it, so the map draws from it exactly what it would draw from the KML.
 * CPU-bound: runs in the KML worker pool.
 */
export function storedOverlays(kml: string): string {
  return writeOverlaysFile(readStoredKml(kml));
}
