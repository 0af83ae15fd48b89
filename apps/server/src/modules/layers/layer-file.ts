import { errorCodes } from '@club/shared/api/errors';
import { IMAGE_MAX_BYTES } from '@club/shared/constants';
import type { Layer, Shape } from '@club/shared/domain/kml/types';
import { writeKml } from '@club/shared/domain/kml/writer';
import {
  addLinkNotice,
  LayerFileError,
  type LayerNotice,
  type ReadLayer,
  readGeoJson,
  readGpx,
} from '@club/shared/domain/layer-files/index';
import { AppError } from '../../platform/http/errors.ts';
import { readKmlFile, safeLayer } from './kml-file.ts';
import { isZip, unpackKmz } from './kmz.ts';
import { storedShapes } from './layer-shapes.ts';

/** An uploaded layer file to read, and the URL of the folder its images will be stored in. */
export interface LayerFileTask {
  data: Uint8Array;
  /** e.g. `/files/Kmls/3/17/`: a stored image is linked as this followed by its name. */
  imagesUrl: string;
}

/** What an uploaded layer file gives: the KML to store, its images, and what could not be shown. */
export interface LayerFileRead {
  kml: string;
  /** The shapes file of `kml` (see `storedShapes`). */
  shapes: string;
  /** The file's own name of its layer (`<Document><name>`), '' when it has none. */
  documentName: string;
  /** Images to store under `imagesUrl`, by file name. */
  images: { name: string; data: Uint8Array }[];
  /** Worded in the person's language by the caller (`noticeText`). */
  notices: LayerNotice[];
}

/** The kinds of file a layer can be made of; named in the refusal of any other. */
export const ACCEPTED_LAYER_FILES = '.kml, .kmz, .gpx or .geojson';

type LayerFormat = 'kml' | 'kmz' | 'gpx' | 'geojson';

/** The root element of an XML text, after its declaration and comments. */
const XML_ROOT = /^(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|\s)*<(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)/;

/**
 * The format of an uploaded layer file, by its content (a file's name or type says nothing sure):
 * a zip is a KMZ, JSON is GeoJSON, XML is GPX by its root element and KML otherwise (the KML reader
 * words what is wrong with anything else). Another format is added here and in `layerReaders`.
 */
export function detectLayerFormat(data: Uint8Array): LayerFormat | null {
  if (isZip(data)) return 'kmz';
  const head = new TextDecoder('utf-8')
    .decode(data.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.startsWith('{') || head.startsWith('[')) return 'geojson';
  if (!head.startsWith('<')) return null;
  return XML_ROOT.exec(head)?.[1] === 'gpx' ? 'gpx' : 'kml';
}

const textOf = (task: LayerFileTask) => new TextDecoder('utf-8').decode(task.data).replace(/^\uFEFF/, '');

const layerReaders: Record<LayerFormat, (task: LayerFileTask) => LayerFileRead> = {
  kml: (task) => readLayer(textOf(task), null, task.imagesUrl),
  kmz: (task) => {
    const archive = unpackKmz(task.data);
    return readLayer(archive.kml, { ...archive }, task.imagesUrl);
  },
  gpx: (task) => readOtherFormat(() => readGpx(textOf(task)), task.imagesUrl),
  geojson: (task) => readOtherFormat(() => readGeoJson(textOf(task)), task.imagesUrl),
};

/**
 * A GPX or GeoJSON file read by the shared readers, stored as the KML the map reads. Their refusals
 * (malformed, beyond the limits, coordinates out of range) answer as a KML's do: `not_kml`, whose
 * message says what is wrong.
 */
function readOtherFormat(read: () => ReadLayer, imagesUrl: string): LayerFileRead {
  let file: ReadLayer;
  try {
    file = read();
  } catch (error) {
    if (error instanceof LayerFileError) throw new AppError(400, errorCodes.notKml, error.message);
    throw error;
  }
  const links = createLinkResolver(null, imagesUrl);
  const resolved: Layer = { name: file.layer.name, shapes: [] };
  for (const shape of file.layer.shapes) {
    const kept = resolveShapeLinks(shape, links.resolve);
    if (kept) resolved.shapes.push(kept);
  }
  const kml = writeKml(safeLayer(resolved));
  return {
    kml,
    shapes: storedShapes(kml),
    documentName: file.name.trim(),
    images: [],
    notices: [...file.notices, ...links.notices],
  };
}

/** Reads an uploaded layer file of any accepted kind. CPU-heavy: runs in the KML worker pool. */
export function readLayerFile(task: LayerFileTask): LayerFileRead {
  const format = detectLayerFormat(task.data);
  if (format === null)
    throw new AppError(
      400,
      errorCodes.notKml,
      `This file is not a KML layer: send a ${ACCEPTED_LAYER_FILES} file`,
    );
  return layerReaders[format](task);
}

interface Archive {
  kmlPath: string;
  files: Map<string, Uint8Array>;
}

function readLayer(text: string, archive: Archive | null, imagesUrl: string): LayerFileRead {
  const { layer, notices } = readKmlFile(text);
  const links = createLinkResolver(archive, imagesUrl);
  const resolved: Layer = { name: layer.name, shapes: [] };
  for (const shape of layer.shapes) {
    const kept = resolveShapeLinks(shape, links.resolve);
    if (kept) resolved.shapes.push(kept);
  }
  const kml = writeKml(safeLayer(resolved));
  return {
    kml,
    shapes: storedShapes(kml),
    documentName: layer.name.trim(),
    images: links.images,
    notices: [...links.notices, ...notices],
  };
}

function resolveShapeLinks(shape: Shape, resolve: (href: string) => string | null): Shape | null {
  switch (shape.type) {
    case 'marker':
      return {
        ...shape,
        iconHref: shape.iconHref === null ? null : resolve(shape.iconHref),
        image: shape.image === null ? null : resolve(shape.image),
      };
    case 'image': {
      const image = shape.image.trim() === '' ? null : resolve(shape.image);
      return image === null ? null : { ...shape, image };
    }
    default:
      return shape;
  }
}

/** A link the file makes to something outside it: left to `safeLayer` (kept if http(s), else dropped). */
const isAbsoluteLink = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/');

/**
 * Resolves a layer's relative image links against the archive it came in: an image found there
 * (checked by its first bytes, at most IMAGE_MAX_BYTES) is stored once and linked by its stored URL;
 * any other relative link is dropped and named in a notice.
 */
function createLinkResolver(archive: Archive | null, imagesUrl: string) {
  const images: LayerFileRead['images'] = [];
  const stored = new Map<string, string>();
  const notices: LayerNotice[] = [];
  const resolve = (href: string): string | null => {
    const link = href.trim();
    if (link === '' || isAbsoluteLink(link)) return link;
    const path = archive ? archivePath(archive.kmlPath, link) : null;
    const data = path === null || archive === null ? undefined : archiveFile(archive.files, path);
    if (path === null || data === undefined) {
      addLinkNotice(notices, 'image_missing', link);
      return null;
    }
    const known = stored.get(path);
    if (known !== undefined) return known;
    const extension = imageExtension(data);
    if (extension === null || data.length > IMAGE_MAX_BYTES) {
      addLinkNotice(notices, extension === null ? 'not_image' : 'image_too_big', link);
      return null;
    }
    const name = `${images.length + 1}-${safeBaseName(path)}.${extension}`;
    images.push({ name, data });
    const url = `${imagesUrl}${name}`;
    stored.set(path, url);
    return url;
  };
  return { resolve, images, notices };
}

/** The archive path a relative link of the KML at `kmlPath` names, or null if it leaves the archive. */
function archivePath(kmlPath: string, link: string): string | null {
  let decoded = link.replace(/[?#].*$/, '');
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // A stray `%`: the link as written.
  }
  const segments = kmlPath.split('/').slice(0, -1);
  for (const segment of decoded.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.pop() === undefined) return null;
    } else segments.push(segment);
  }
  return segments.join('/');
}

/** The archive's file at `path`, else one whose path differs only in case (archives made on Windows). */
function archiveFile(files: Map<string, Uint8Array>, path: string): Uint8Array | undefined {
  const exact = files.get(path);
  if (exact !== undefined) return exact;
  const lower = path.toLowerCase();
  for (const [name, data] of files) if (name.toLowerCase() === lower) return data;
  return undefined;
}

function imageExtension(data: Uint8Array): string | null {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => data[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'gif';
  const ascii = (from: number, to: number) => String.fromCharCode(...data.subarray(from, to));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** The file's name without its folder and extension, in the characters a storage key allows. */
function safeBaseName(path: string): string {
  const base = (path.split('/').pop() ?? '').replace(/\.[^.]*$/, '');
  return base.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 80) || 'image';
}
