import { writeShapesFile } from '@club/shared/domain/kml/shapes-file';
import { readStoredKml } from './layer-export.ts';

/**
 * The shapes file kept beside a stored KML (see shared domain/kml/shapes-file.ts): the stored KML
 * read back as the map reads it, so the map draws from it exactly what it would draw from the KML.
 * CPU-bound: runs in the KML worker pool.
 */
export function storedShapes(kml: string): string {
  return writeShapesFile(readStoredKml(kml));
}
