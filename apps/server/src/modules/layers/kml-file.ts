import { errorCodes } from '@club/shared/api/errors';
import { readKml, type XmlDocument } from '@club/shared/domain/kml/reader';
import type { Layer, Shape } from '@club/shared/domain/kml/types';
import { writeKml } from '@club/shared/domain/kml/writer';
import { parseXmlTree, XmlSyntaxError } from '@club/shared/domain/kml/xml-tree';
import { kmlNotices } from '@club/shared/domain/layer-files/kml';
import type { LayerNotice } from '@club/shared/domain/layer-files/notices';
import { checkLayerLimits, LayerFileError } from '@club/shared/domain/layer-files/types';
import { AppError } from '../../platform/http/errors.ts';
import { sanitizeKmlDescription } from '../../platform/text/rich-text.ts';
import { kmlShapeProblem } from './kml-limits.ts';

const notKml = (why: string) => new AppError(400, errorCodes.notKml, `This file is not a KML layer: ${why}`);
/** A layer past the reader's limits: still `not_kml` (the web app's notice), the message names the limit. */
const beyondLimits = (which: string) =>
  new AppError(400, errorCodes.notKml, `This KML layer is too big to read: ${which}`);

/** Links a layer may point to: the web, or a file of our own store. */
function isSafeHref(href: string): boolean {
  const value = href.trim();
  if (value === '') return true;
  if (/^https?:\/\//i.test(value)) return true;
  return /^\/files\/[A-Za-z0-9_./-]+$/.test(value) && !value.includes('..');
}

/**
 * The layer with nothing unsafe left: descriptions sanitized, links to anything but http(s) or our own
 * files emptied (a marker's icon and picture) or dropped with what needs them (a ground overlay's image,
 * a network link).
 */
export function safeLayer(layer: Layer): Layer {
  const shapes: Shape[] = [];
  for (const shape of layer.shapes) {
    const description = sanitizeKmlDescription(shape.description);
    switch (shape.type) {
      case 'marker':
        shapes.push({
          ...shape,
          description,
          image: shape.image !== null && isSafeHref(shape.image) ? shape.image : null,
          iconHref: shape.iconHref !== null && isSafeHref(shape.iconHref) ? shape.iconHref : null,
        });
        break;
      case 'image':
        if (isSafeHref(shape.image)) shapes.push({ ...shape, description });
        break;
      case 'network_link':
        if (isSafeHref(shape.href)) shapes.push({ ...shape, description });
        break;
      default:
        shapes.push({ ...shape, description });
    }
  }
  return { name: layer.name, shapes };
}

/**
 * Reads an uploaded KML layer safely and returns the text to store. A DOCTYPE or entity declaration
 * is refused outright (no external entity can ever be fetched or expanded), and so is a document past
 * the limits of `kml-limits.ts`, before any DOM is built; the document must be well-formed with a `kml`
 * root. What is stored is what the map's reader understood, written back by our writer: no foreign
 * namespace, processing instruction, script or unknown element survives, only names, sanitized
 * descriptions, styles, icons, geometries, ground overlays and network links. CPU-heavy: the server
 * calls it in a worker thread, through `readUploadedKml` of `kml-pool.ts`.
 */
export function cleanKml(text: string): string {
  return writeKml(safeLayer(layerOfKml(text)));
}

/** The layer an uploaded KML text holds, read with the checks of `cleanKml`, not yet made safe. */
export function layerOfKml(text: string): Layer {
  return readKmlFile(text).layer;
}

/** `layerOfKml`, with what the file holds that the map cannot show. */
export function readKmlFile(text: string): { layer: Layer; notices: LayerNotice[] } {
  const source = text.replace(/^\uFEFF/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(source)) throw notKml('a DOCTYPE or entity declaration is not allowed');
  if (source.includes('\0')) throw notKml('a binary file, not KML text (a KMZ is a zip: upload its doc.kml)');
  const problem = kmlShapeProblem(source);
  if (problem !== null)
    throw 'beyondLimit' in problem
      ? beyondLimits(problem.beyondLimit)
      : notKml(`malformed XML: ${problem.malformed}`);
  let document: XmlDocument;
  try {
    document = parseXmlTree(source);
  } catch (error) {
    if (error instanceof XmlSyntaxError) throw notKml(`malformed XML: ${error.message}`);
    throw error;
  }
  const root = document.documentElement;
  if (root?.localName !== 'kml' || !root) throw notKml('the root element is not <kml>');

  // The same reader as the map's: what it cannot read is no layer.
  let layer: Layer;
  try {
    layer = readKml(document);
  } catch {
    throw notKml('no readable KML document');
  }
  try {
    checkLayerLimits(layer);
  } catch (error) {
    if (error instanceof LayerFileError) throw beyondLimits(error.message);
    throw error;
  }
  return { layer, notices: kmlNotices(document, layer) };
}
