import { readGeoJson } from './geojson.ts';
import { readGpx } from './gpx.ts';
import { readKmlText } from './kml.ts';
import { LayerFileError, type LayerFormat, type ReadLayer } from './types.ts';

/**
 * Layer files people have, read into the map's layer model (`../kml/types.ts`) and written back:
 * KML (`../kml/reader.ts`, `../kml/writer.ts`), GPX (`./gpx.ts`), GeoJSON (`./geojson.ts`).
 * Everything here is pure, synchronous and CPU-bound: on a server, call it off the main thread.
 */
export { readGeoJson } from './geojson.ts';
export { writeGeoJson } from './geojson-writer.ts';
export { readGpx, writeGpx } from './gpx.ts';
export { kmlNotices, readKmlText } from './kml.ts';
export {
  addLinkNotice,
  type CountedNoticeKind,
  type LayerNotice,
  type LinkNoticeKind,
  noticeText,
} from './notices.ts';
export {
  checkLayerLimits,
  LAYER_MAX_COORDINATES,
  LAYER_MAX_FEATURES,
  LayerFileError,
  type LayerFileErrorCode,
  type LayerFormat,
  type ReadLayer,
} from './types.ts';

const XML_ROOT = /^(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|\s)*<(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)/;

/**
 * The format of a text by its content: JSON is GeoJSON, XML is KML or GPX by its root element. The
 * file name only words the refusal (a `.kmz` is a zip whose doc.kml is read by the caller).
 */
export function detectLayerFormat(fileName: string, text: string): LayerFormat {
  if (text.includes('\0'))
    throw new LayerFileError(
      'unknown_format',
      /\.kmz$/i.test(fileName)
        ? 'A KMZ is a zip archive: its doc.kml is the layer.'
        : 'A binary file, not a KML, GPX or GeoJSON text.',
    );
  const start = text.trimStart()[0];
  if (start === '{' || start === '[') return 'geojson';
  if (/<!DOCTYPE|<!ENTITY/i.test(text))
    throw new LayerFileError('malformed', 'A DOCTYPE or entity declaration is not allowed.');
  const root = XML_ROOT.exec(text)?.[1];
  if (root === 'kml') return 'kml';
  if (root === 'gpx') return 'gpx';
  throw new LayerFileError(
    'unknown_format',
    root
      ? `An XML file whose root element <${root}> is neither <kml> nor <gpx>.`
      : 'Neither KML, GPX nor GeoJSON.',
  );
}

/**
 * Reads an uploaded layer file of any supported format: the layer, the name inside the file ('' when
 * none: the caller falls back to the file name) and notices of what cannot be shown. Throws a
 * LayerFileError (`code`, and a message for the person) for anything it refuses.
 */
export function readLayerText(fileName: string, text: string): ReadLayer & { format: LayerFormat } {
  const source = text.replace(/^\uFEFF/, '');
  const format = detectLayerFormat(fileName, source);
  const read =
    format === 'kml' ? readKmlText(source) : format === 'gpx' ? readGpx(source) : readGeoJson(source);
  return { ...read, format };
}
