import type { LayerExportFormat } from '@club/shared/api/layers';
import { readKml } from '@club/shared/domain/kml/reader';
import type { Layer, Shape } from '@club/shared/domain/kml/types';
import { defaultIcon, writeKml } from '@club/shared/domain/kml/writer';
import { parseXmlTree } from '@club/shared/domain/kml/xml-tree';
import { writeGeoJson, writeGpx } from '@club/shared/domain/layer-files/index';
import { strToU8, type Zippable, zipSync } from 'fflate';

/** A stored layer to write in another format: what a worker of `kml-pool.ts` is handed. */
export interface LayerExportTask {
  /** The layer's stored KML. */
  kml: string;
  format: LayerExportFormat;
  /** The club site's origin (`https://demo.example.com`): the layer's site-relative links are made absolute on it. */
  origin: string;
  /** For a KMZ: the stored files the layer links to (`/files/…`), put in the archive beside doc.kml. */
  files: { url: string; data: Uint8Array }[];
}

/** Where a KMZ keeps its images, as Google Earth's own exports do. */
const KMZ_FILES_FOLDER = 'files';

/**
 * The layer written as `task.format`: KML, a KMZ (doc.kml and the layer's stored images under
 * `files/`, linked relatively), GPX or GeoJSON. A link to anything else of the site (a typed marker's
 * icon `/markers/fish.svg`, a file not packed) becomes absolute, so Google Earth or a GPS app can
 * follow it. CPU-bound: runs in the KML worker pool.
 */
export function writeLayerExport(task: LayerExportTask): Uint8Array {
  const layer = readStoredKml(task.kml);
  const packed = task.format === 'kmz' ? packedNames(task.files) : new Map<string, string>();
  const link = (href: string): string => {
    const value = href.trim();
    const name = packed.get(value);
    if (name !== undefined) return `${KMZ_FILES_FOLDER}/${name}`;
    return value.startsWith('/') && !value.startsWith('//') ? `${task.origin}${value}` : value;
  };
  const relinked: Layer = { name: layer.name, shapes: layer.shapes.map((item) => relink(item, link)) };
  const typedIcon = (markerType: string) => `${task.origin}${defaultIcon(markerType)}`;
  switch (task.format) {
    case 'kml':
      return strToU8(writeKml(relinked, typedIcon));
    case 'gpx':
      return strToU8(writeGpx(relinked));
    case 'geojson':
      return strToU8(writeGeoJson(relinked, typedIcon));
    case 'kmz': {
      const entries: Zippable = { 'doc.kml': strToU8(writeKml(relinked, typedIcon)) };
      for (const file of task.files) {
        const name = packed.get(file.url);
        // Pictures are compressed already: stored as they are.
        if (name !== undefined) entries[`${KMZ_FILES_FOLDER}/${name}`] = [file.data, { level: 0 }];
      }
      return zipSync(entries);
    }
  }
}

/**
 * A stored layer: KML our writer wrote from what an upload's or a save's checked read understood
 * (`cleanKml`, `readLayerFile`), so it is read without the upload limits, which a layer of many
 * shapes written back with its styles and data may pass. Our writer's output, one shape a line with
 * its style inline, is read STORED_CHUNK shapes at a time, so its tree never holds more than those
 * (an @xmldom/xmldom DOM of a 15,000-shape layer of 5 MB took 300 MB); any other text whole.
 */
export function readStoredKml(text: string): Layer {
  const head = WRITER_HEAD.exec(text);
  if (head === null || !text.endsWith(WRITER_TAIL)) return parseKml(text);
  const { name } = parseKml(`${KML_OPEN}<Document>${head[1]}</Document></kml>`);
  const body = text.slice(head[0].length, text.length - WRITER_TAIL.length);
  // A shape's texts are escaped and its description is sanitized HTML: none holds a line starting a shape.
  const pieces = body === '' ? [] : body.split(SHAPE_START);
  const shapes: Shape[] = [];
  for (let from = 0; from < pieces.length; from += STORED_CHUNK) {
    const chunk = pieces.slice(from, from + STORED_CHUNK).join('\n');
    shapes.push(...parseKml(`${KML_OPEN}<Document>${chunk}</Document></kml>`).shapes);
  }
  return { name, shapes };
}

const KML_OPEN = '<kml xmlns="http://www.opengis.net/kml/2.2">';
/** How `writeKml` starts and ends a document. */
const WRITER_HEAD =
  /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<kml xmlns="http:\/\/www\.opengis\.net\/kml\/2\.2">\n<Document>(<name>[^<]*<\/name>)\n/;
const WRITER_TAIL = '\n</Document>\n</kml>\n';
const SHAPE_START = /\n(?=<(?:Placemark|GroundOverlay|NetworkLink)>)/;
const STORED_CHUNK = 200;

function parseKml(text: string): Layer {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new Error('a stored layer holds a DOCTYPE');
  return readKml(parseXmlTree(text));
}

function relink(shape: Shape, link: (href: string) => string): Shape {
  switch (shape.type) {
    case 'marker':
      return {
        ...shape,
        image: shape.image === null ? null : link(shape.image),
        iconHref: shape.iconHref === null ? null : link(shape.iconHref),
      };
    case 'image':
      return { ...shape, image: link(shape.image) };
    case 'network_link':
      return { ...shape, href: link(shape.href) };
    default:
      return shape;
  }
}

/** Each packed file's name in the archive: its stored name, numbered when two share one. */
function packedNames(files: LayerExportTask['files']): Map<string, string> {
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const { url } of files) {
    const base = url.split('/').pop() || 'image';
    let name = base;
    for (let number = 2; taken.has(name.toLowerCase()); number += 1) name = `${number}-${base}`;
    taken.add(name.toLowerCase());
    names.set(url, name);
  }
  return names;
}
