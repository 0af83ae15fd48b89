import { errorCodes } from '@club/shared/api/errors';
import { type UnzipFileInfo, unzipSync } from 'fflate';
import { AppError } from '../../platform/errors.ts';

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
 * whole archive past `KMZ_LIMITS` or with an unsafe entry name. Sizes are checked on the entries'
 * declared sizes before anything is inflated, then on what was inflated. CPU-heavy: runs in the KML
 * worker pool.
 */
export function unpackKmz(data: Uint8Array, limits = KMZ_LIMITS): KmzContent {
  let entries = 0;
  let unpacked = 0;
  const keep = (file: UnzipFileInfo): boolean => {
    entries += 1;
    if (entries > limits.maxEntries) throw tooBig(`more than ${limits.maxEntries} files in the archive`);
    if (isUnsafeEntryName(file.name))
      throw refused(`the entry "${file.name.slice(0, 100)}" points outside the archive`);
    if (file.name.endsWith('/')) return false;
    const wanted = /\.kml$/i.test(file.name) || IMAGE_EXTENSION.test(file.name);
    if (!wanted) return false;
    if (file.originalSize > limits.maxEntryBytes)
      throw tooBig(`"${file.name.slice(0, 100)}" unpacks to more than ${megabytes(limits.maxEntryBytes)}`);
    if (
      file.originalSize > limits.ratioFromBytes &&
      file.originalSize > Math.max(file.size, 1) * limits.maxRatio
    )
      throw tooBig(
        `"${file.name.slice(0, 100)}" is compressed more than ${limits.maxRatio} to 1 (a zip bomb)`,
      );
    unpacked += file.originalSize;
    if (unpacked > limits.maxUnpackedBytes)
      throw tooBig(`its files unpack to more than ${megabytes(limits.maxUnpackedBytes)}`);
    return true;
  };
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(data, { filter: keep });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refused(error instanceof Error ? error.message : 'a damaged zip archive');
  }
  const inflated = Object.values(files).reduce((sum, file) => sum + file.length, 0);
  if (inflated > limits.maxUnpackedBytes)
    throw tooBig(`its files unpack to more than ${megabytes(limits.maxUnpackedBytes)}`);
  const names = Object.keys(files);
  const kmlPath =
    names.find((name) => name.toLowerCase() === 'doc.kml') ?? names.find((name) => /\.kml$/i.test(name));
  if (kmlPath === undefined) throw refused('the archive holds no .kml file');
  const kml = new TextDecoder('utf-8').decode(files[kmlPath]);
  const images = new Map<string, Uint8Array>();
  for (const name of names) if (IMAGE_EXTENSION.test(name)) images.set(name, files[name] as Uint8Array);
  return { kml, kmlPath, files: images };
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
