import type { KmlLayer } from './types.ts';

/**
 * Beside each stored layer's KML the server keeps its overlays (what `readKml` reads of that KML) as
 * JSON, written at each save, upload and restore: the map and the editor read that instead of parsing
 * the KML (a 30,000-shape layer: about 0.1 s of JSON.parse in place of 2 s of DOMParser and readKml).
 * The KML stays the layer's content (exports, versions); a layer stored before this has no such file
 * and is read from its KML.
 */
export const OVERLAYS_FILE_FORMAT = 1;

export interface OverlaysFile {
  /** Raised when the shape of `layer` changes: a reader finding another format reads the KML. */
  format: typeof OVERLAYS_FILE_FORMAT;
  layer: KmlLayer;
}

const STORED_KML = /^(\/files\/[^?#]+)\.kml(\?[^#]*)?$/;

/** The address of the overlays of a stored layer's KML address (`/files/Kmls/3/17.kml?v=2`), or null for any other. */
export function overlaysUrlOf(kmlUrl: string): string | null {
  const match = STORED_KML.exec(kmlUrl);
  return match ? `${match[1]}.overlays.json${match[2] ?? ''}` : null;
}

/** The store key of the overlays of a stored layer's KML key (`Kmls/3/17.kml`). */
export const overlaysKeyOf = (kmlKey: string) => kmlKey.replace(/\.kml$/, '.overlays.json');

export function writeOverlaysFile(layer: KmlLayer): string {
  const file: OverlaysFile = { format: OVERLAYS_FILE_FORMAT, layer };
  return JSON.stringify(file);
}

/** The layer of an overlays file, or null when the text is not one of this format. */
export function readOverlaysFile(text: string): KmlLayer | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const file = parsed as Partial<OverlaysFile>;
  const layer = file.layer;
  if (file.format !== OVERLAYS_FILE_FORMAT || typeof layer !== 'object' || layer === null) return null;
  if (typeof layer.name !== 'string' || !Array.isArray(layer.overlays)) return null;
  return layer;
}
