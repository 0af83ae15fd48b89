import { Inflate, strFromU8 } from 'fflate';

/**
 * A zip archive read from its central directory, the way `fflate.unzipSync` reads it (ZIP64 included),
 * but whose entries are inflated here, by the bytes they really give: a header's sizes are only what
 * the archive says of itself. `fflate.unzipSync` inflated an entry declaring 1,000 bytes to the end of
 * its data (4 GB from a 4 MB KMZ, 20 s of a worker), keeping the first 1,000.
 */

/** One file of the archive, as its central directory describes it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is refused when read. */
  compression: number;
  encrypted: boolean;
  /** The bytes of its data in the archive. */
  size: number;
  /** The bytes it says it unpacks to. */
  originalSize: number;
  /** Where its local header starts. */
  headerOffset: number;
}

/** Why an archive or one of its entries cannot be read; the caller words the refusal. */
export class ZipError extends Error {
  /** `damaged` for an archive that breaks the format, `lying` for an entry that gives more than it declares. */
  readonly kind: 'damaged' | 'lying';
  constructor(kind: ZipError['kind'], message: string) {
    super(message);
    this.name = 'ZipError';
    this.kind = kind;
  }
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const UNKNOWN_32 = 0xffffffff;
/** The end record (22 bytes) and the longest comment it may carry. */
const END_SEARCH_BYTES = 22 + 0xffff;
/**
 * Compressed bytes handed to the inflater at a time. Deflate unpacks at most about 1,032 to 1, so one
 * step makes at most about 4 MB before the running count is checked.
 */
const INFLATE_STEP_BYTES = 4096;

const damaged = (why: string) => new ZipError('damaged', why);

/** The archive's entries, in the order of its central directory. */
export function zipEntries(data: Uint8Array): ZipEntry[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const u64 = (at: number) => Number(view.getBigUint64(at, true));
  const within = (at: number, length: number) => at >= 0 && at + length <= data.length;

  let end = data.length - 22;
  while (end >= 0 && u32(end) !== END_OF_DIRECTORY) {
    if (data.length - end >= END_SEARCH_BYTES) throw damaged('no end of central directory');
    end -= 1;
  }
  if (end < 0) throw damaged('no end of central directory');
  let count = u16(end + 10);
  let offset = u32(end + 16);
  const zip64 = end >= 20 && u32(end - 20) === ZIP64_LOCATOR;
  if (zip64) {
    const record = u64(end - 12);
    if (!within(record, 56) || u32(record) !== ZIP64_END_OF_DIRECTORY)
      throw damaged('a broken ZIP64 end of central directory');
    count = u64(record + 32);
    offset = u64(record + 48);
  }
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (!within(offset, 46) || u32(offset) !== DIRECTORY_ENTRY) throw damaged('a broken central directory');
    const flags = u16(offset + 8);
    const nameLength = u16(offset + 28);
    const extraLength = u16(offset + 30);
    const commentLength = u16(offset + 32);
    const nameAt = offset + 46;
    const extraAt = nameAt + nameLength;
    if (!within(nameAt, nameLength + extraLength + commentLength))
      throw damaged('a broken central directory');
    let size = u32(offset + 20);
    let originalSize = u32(offset + 24);
    let headerOffset = u32(offset + 42);
    if (size === UNKNOWN_32 || originalSize === UNKNOWN_32 || headerOffset === UNKNOWN_32) {
      // The ZIP64 extra field holds, in this order, each of the three that is unknown here.
      let field = extraAt;
      while (field + 4 <= extraAt + extraLength && u16(field) !== ZIP64_EXTRA) field += 4 + u16(field + 2);
      if (field + 4 > extraAt + extraLength) throw damaged('an entry without its ZIP64 sizes');
      let at = field + 4;
      const next = () => {
        if (at + 8 > field + 4 + u16(field + 2)) throw damaged('an entry without its ZIP64 sizes');
        const value = u64(at);
        at += 8;
        return value;
      };
      if (originalSize === UNKNOWN_32) originalSize = next();
      if (size === UNKNOWN_32) size = next();
      if (headerOffset === UNKNOWN_32) headerOffset = next();
    }
    entries.push({
      // Names are UTF-8 when the archive says so (bit 11), else taken byte for byte, as fflate does.
      name: strFromU8(data.subarray(nameAt, extraAt), (flags & 0x800) === 0),
      compression: u16(offset + 10),
      encrypted: (flags & 1) === 1,
      size,
      originalSize,
      headerOffset,
    });
    offset = extraAt + extraLength + commentLength;
  }
  return entries;
}

/**
 * The bytes of one entry, which must be exactly the `originalSize` it declares: inflation stops at
 * the first step that gives more (a `lying` ZipError), so an entry costs at most its declared size
 * and one step's output, whatever its data would unpack to.
 */
export function readZipEntry(data: Uint8Array, entry: ZipEntry): Uint8Array {
  if (entry.encrypted) throw damaged(`"${entry.name}" is encrypted`);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const at = entry.headerOffset;
  if (at + 30 > data.length || view.getUint32(at, true) !== LOCAL_HEADER)
    throw damaged(`"${entry.name}" has no local header`);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.size > data.length) throw damaged(`the data of "${entry.name}" is cut short`);
  const packed = data.subarray(start, start + entry.size);
  if (entry.compression === 0) {
    if (entry.size !== entry.originalSize) throw lying(entry);
    return packed;
  }
  if (entry.compression !== 8) throw damaged(`"${entry.name}" uses compression method ${entry.compression}`);
  return inflateAtMost(packed, entry);
}

const lying = (entry: ZipEntry) =>
  new ZipError(
    'lying',
    `"${entry.name}" does not unpack to the ${entry.originalSize.toLocaleString('en')} bytes it declares`,
  );

function inflateAtMost(packed: Uint8Array, entry: ZipEntry): Uint8Array {
  const output = new Uint8Array(entry.originalSize);
  let produced = 0;
  let ended = false;
  const inflater = new Inflate((chunk, final) => {
    if (produced + chunk.length > output.length) throw lying(entry);
    output.set(chunk, produced);
    produced += chunk.length;
    if (final) ended = true;
  });
  try {
    for (let from = 0; from < packed.length; from += INFLATE_STEP_BYTES) {
      const to = Math.min(from + INFLATE_STEP_BYTES, packed.length);
      inflater.push(packed.subarray(from, to), to === packed.length);
    }
    if (packed.length === 0) inflater.push(packed, true);
  } catch (error) {
    if (error instanceof ZipError) throw error;
    throw damaged(`the data of "${entry.name}" is not deflate data (${(error as Error).message})`);
  }
  if (!ended || produced !== output.length) throw lying(entry);
  return output;
}
