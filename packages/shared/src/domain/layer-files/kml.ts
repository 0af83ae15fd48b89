import { descendants, readKml, type XmlDocument } from '../kml/reader.ts';
import type { KmlLayer } from '../kml/types.ts';
import { checkLayerLimits, LayerFileError, type ReadLayer } from './types.ts';
import { parseXmlSafely } from './xml.ts';

/** KML elements the map does not draw, each with what a person should be told about it. */
const NOT_SHOWN: [element: string, what: string][] = [
  ['ScreenOverlay', 'screen overlay(s) (a legend or logo fixed on the screen)'],
  ['PhotoOverlay', 'photo overlay(s)'],
  ['Model', '3D model(s)'],
  ['Tour', 'tour(s)'],
  ['NetworkLink', 'network link(s) (another file the map does not fetch)'],
];

/** Pictures a page served over https cannot load: links of plain http. */
function insecureImages(layer: KmlLayer): number {
  const links = layer.overlays.flatMap((overlay) => {
    if (overlay.type === 'marker') return [overlay.iconHref, overlay.image];
    if (overlay.type === 'image') return [overlay.image];
    return [];
  });
  return new Set(links.filter((link) => link !== null && /^http:\/\//i.test(link))).size;
}

/** What the KML holds that the map cannot show, one sentence per kind. */
export function kmlNotices(document: XmlDocument, layer: KmlLayer): string[] {
  const root = document.documentElement;
  if (!root) return [];
  const notices: string[] = [];
  for (const [element, what] of NOT_SHOWN) {
    const count = descendants(root, element).length;
    if (count > 0) notices.push(`${count} ${what} cannot be shown.`);
  }
  const insecure = insecureImages(layer);
  if (insecure > 0)
    notices.push(
      `${insecure} picture(s) linked with http:// will not load on a secure (https) page: upload them with the layer or use https links.`,
    );
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
