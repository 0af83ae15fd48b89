/**
 * A layer's name is shown to people and names its KML file, so it may hold letters of any script,
 * digits, spaces and a little punctuation, but never a path separator, a leading dot or `..`:
 * a layer name can never escape its spot's folder.
 */
const LAYER_NAME = /^[\p{L}\p{N}][\p{L}\p{N} _()',.&+-]{0,99}$/u;

export const LAYER_NAME_MAX_CHARS = 100;

export function isValidLayerName(name: string): boolean {
  return LAYER_NAME.test(name) && !name.includes('..') && name.trim() === name;
}

/** The endings of the layer files an upload accepts (any case): KML, KMZ, GPX, GeoJSON. */
const LAYER_FILE_EXTENSION = /\.(?:kml|kmz|gpx|geojson|json)$/i;

/** A file name with the ending of a layer file the upload accepts. */
export function hasLayerFileExtension(fileName: string): boolean {
  return LAYER_FILE_EXTENSION.test(fileName.trim());
}

/** The layer name a file would get: its name without the extension, reduced to allowed characters. */
export function layerNameFromFileName(fileName: string): string {
  const base = fileName
    .replace(LAYER_FILE_EXTENSION, '')
    .replace(/[^\p{L}\p{N} _()',.&+-]/gu, ' ')
    .replace(/\.{2,}/g, '.')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .slice(0, LAYER_NAME_MAX_CHARS)
    .trim();
  return base === '' ? 'Layer' : base;
}
