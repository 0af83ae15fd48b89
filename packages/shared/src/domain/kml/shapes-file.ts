import type { Layer, Shape } from './types.ts';

/**
 * Beside each stored layer's KML the server keeps its shapes (what `readKml` reads of that KML) as
 * JSON, written at each save, upload and restore: the map and the editor read that instead of parsing
 * the KML (a 30,000-shape layer: about 0.1 s of JSON.parse in place of 2 s of DOMParser and readKml).
 * The KML stays the layer's content (exports, versions); a layer stored before this has no such file
 * and is read from its KML. The file keeps the names it was stored with: `.overlays.json` beside the
 * KML, and the layer's shapes under `overlays`.
 */
export const SHAPES_FILE_FORMAT = 1;

export interface ShapesFile {
  /** Raised when the shape of `layer` changes: a reader finding another format reads the KML. */
  format: typeof SHAPES_FILE_FORMAT;
  layer: { name: string; overlays: Shape[] };
}

const STORED_KML = /^(\/files\/[^?#]+)\.kml(\?[^#]*)?$/;

/**
 * The address of the shapes of a stored layer's KML address (`/files/Kmls/3/17.kml?v=2`), or null for any
 * other.
 */
export function shapesUrlOf(kmlUrl: string): string | null {
  const match = STORED_KML.exec(kmlUrl);
  return match ? `${match[1]}.overlays.json${match[2] ?? ''}` : null;
}

/** The store key of the shapes of a stored layer's KML key (`Kmls/3/17.kml`). */
export const shapesKeyOf = (kmlKey: string) => kmlKey.replace(/\.kml$/, '.overlays.json');

export function writeShapesFile(layer: Layer): string {
  const file: ShapesFile = {
    format: SHAPES_FILE_FORMAT,
    layer: { name: layer.name, overlays: layer.shapes },
  };
  return JSON.stringify(file);
}

/** The layer of a shapes file, or null when the text is not one of this format. */
export function readShapesFile(text: string): Layer | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const file = parsed as Partial<ShapesFile>;
  const layer = file.layer;
  if (file.format !== SHAPES_FILE_FORMAT || typeof layer !== 'object' || layer === null) return null;
  if (typeof layer.name !== 'string' || !Array.isArray(layer.overlays)) return null;
  return { name: layer.name, shapes: layer.overlays };
}
