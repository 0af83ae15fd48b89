import { errorCodes } from '@club/shared/api/errors';
import { AppError } from '../../platform/http/errors.ts';
import { readZipEntry, type ZipEntry, ZipError, zipEntries } from './zip-archive.ts';

/**
 * How much of a KMZ (a zip of a KML and its images) the server agrees to unpack. A Google Earth or
 * ArcGIS export holds one KML and at most a few hundred small icons; these bounds leave room for that
 * and refuse the archives built to exhaust memory (a zip bomb, a million empty entries).
 */
export const KMZ_LIMITS = {
  maxEntries: 500,
  maxUnpackedBytes: 32 * 1024 * 1024,
  maxEntryBytes: 16 * 1024 * 1024,
  /** Unpacked size over packed size above which an entry of more than `ratioFromBytes` is a bomb. */
  maxRatio: 100,
  ratioFromBytes: 1024 * 1024,
};

/** The archive's KML text and the files beside it that a layer may use (images), by archive path. */
export interface KmzContent {
  kml: string;
  /** The KML's path in the archive: its relative links start from its folder. */
  kmlPath: string;
  files: Map<string, Uint8Array>;
}

const IMAGE_EXTENSION = /\.(png|jpe?g|gif|webp)$/i;

const refused = (why: string) => new AppError(400, errorCodes.notKml, `This KMZ file cannot be read: ${why}`);
const tooBig = (why: string) => new AppError(413, errorCodes.fileTooBig, `This KMZ file is too big: ${why}`);

/** An entry name that could escape a folder when unpacked (zip-slip): absolute, a drive, or `..`. */
export function isUnsafeEntryName(name: string): boolean {
  const path = name.replace(/\\/g, '/');
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return true;
  return path.split('/').some((segment) => segment === '..');
}

/** Whether the bytes start a zip archive (`PK\x03\x04`). */
export function isZip(data: Uint8Array): boolean {
  return data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
}

/**
 * Unpacks the KML of a KMZ (its `doc.kml`, else its first `.kml` entry) and its images, refusing the
 * whole archive past `KMZ_LIMITS`, with an unsafe entry name, or with an entry that unpacks to other
 * than the size it declares. Sizes are checked on the entries' declared sizes before anything is
 * inflated, and inflation stops as soon as an entry gives more than it declared (`readZipEntry`), so
 * no entry costs more than the limits, whatever its headers say. CPU-heavy: runs in the KML worker pool.
 */
export function unpackKmz(data: Uint8Array, limits = KMZ_LIMITS): KmzContent {
  let entries: ZipEntry[];
  try {
    entries = zipEntries(data);
  } catch (error) {
    throw zipRefusal(error);
  }
  if (entries.length > limits.maxEntries) throw tooBig(`more than ${limits.maxEntries} files in the archive`);
  let unpacked = 0;
  const wanted: ZipEntry[] = [];
  for (const entry of entries) {
    if (isUnsafeEntryName(entry.name))
      throw refused(`the entry "${entry.name.slice(0, 100)}" points outside the archive`);
    if (entry.name.endsWith('/')) continue;
    if (!/\.kml$/i.test(entry.name) && !IMAGE_EXTENSION.test(entry.name)) continue;
    const name = entry.name.slice(0, 100);
    if (entry.originalSize > limits.maxEntryBytes)
      throw tooBig(`"${name}" unpacks to more than ${megabytes(limits.maxEntryBytes)}`);
    if (
      entry.originalSize > limits.ratioFromBytes &&
      entry.originalSize > Math.max(entry.size, 1) * limits.maxRatio
    )
      throw tooBig(`"${name}" is compressed more than ${limits.maxRatio} to 1 (a zip bomb)`);
    unpacked += entry.originalSize;
    if (unpacked > limits.maxUnpackedBytes)
      throw tooBig(`its files unpack to more than ${megabytes(limits.maxUnpackedBytes)}`);
    wanted.push(entry);
  }
  // A name given twice: the last entry, as an unzip tool leaves it.
  const files = new Map<string, Uint8Array>();
  for (const entry of wanted) {
    try {
      files.set(entry.name, readZipEntry(data, entry));
    } catch (error) {
      throw zipRefusal(error);
    }
  }
  const names = [...files.keys()];
  const kmlPath =
    names.find((name) => name.toLowerCase() === 'doc.kml') ?? names.find((name) => /\.kml$/i.test(name));
  if (kmlPath === undefined) throw refused('the archive holds no .kml file');
  const kml = new TextDecoder('utf-8').decode(files.get(kmlPath));
  const images = new Map<string, Uint8Array>();
  for (const [name, file] of files) if (IMAGE_EXTENSION.test(name)) images.set(name, file);
  return { kml, kmlPath, files: images };
}

function zipRefusal(error: unknown): unknown {
  if (!(error instanceof ZipError)) return error;
  return refused(
    error.kind === 'lying' ? `its entry ${error.message}` : `a damaged zip archive: ${error.message}`,
  );
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
