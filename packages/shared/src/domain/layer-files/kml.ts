import { descendants, readKml, type XmlDocument } from '../kml/reader.ts';
import type { Layer } from '../kml/types.ts';
import type { CountedNoticeKind, LayerNotice } from './notices.ts';
import { checkLayerLimits, LayerFileError, type ReadLayer } from './types.ts';
import { parseXmlSafely } from './xml.ts';

/** KML elements the map does not draw, with the notice each gives (network links it follows). */
const NOT_SHOWN: [element: string, kind: CountedNoticeKind][] = [
  ['ScreenOverlay', 'screen_overlay'],
  ['PhotoOverlay', 'photo_overlay'],
  ['Model', 'model'],
  ['Tour', 'tour'],
];

/**
 * Pictures a page served over https cannot load: links of plain http. Icons are left out: the map asks
 * them over https (`loadableIconHref`), which the hosts of Google's and others' sample icons serve.
 */
function insecureImages(layer: Layer): number {
  const links = layer.shapes.flatMap((shape) => {
    if (shape.type === 'marker') return [shape.image];
    if (shape.type === 'image') return [shape.image];
    return [];
  });
  return new Set(links.filter((link) => link !== null && /^http:\/\//i.test(link))).size;
}

/** What the KML holds that the map cannot show, one notice per kind. */
export function kmlNotices(document: XmlDocument, layer: Layer): LayerNotice[] {
  const root = document.documentElement;
  if (!root) return [];
  const notices: LayerNotice[] = [];
  for (const [element, kind] of NOT_SHOWN) {
    const count = descendants(root, element).length;
    if (count > 0) notices.push({ kind, count });
  }
  const insecure = insecureImages(layer);
  if (insecure > 0) notices.push({ kind: 'insecure_images', count: insecure });
  return notices;
}

/** Reads a KML text safely (see xml.ts) with the map's reader, and says what it cannot show. */
export function readKmlText(text: string): ReadLayer {
  const document = parseXmlSafely(text);
  if (document.documentElement?.localName !== 'kml')
    throw new LayerFileError('unknown_format', 'The root element is not <kml>.');
  const layer = readKml(document);
  checkLayerLimits(layer);
  return { layer, name: layer.name, notices: kmlNotices(document, layer) };
}
