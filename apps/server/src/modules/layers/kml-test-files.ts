import { zipSync } from 'fflate';

/** KML layers for the tests of the worker pool and the upload: big but within the limits. */
export function placemarksKml(count: number): string {
  const placemarks = Array.from(
    { length: count },
    (_, index) =>
      `  <Placemark>\n    <name>Bouée ${index}</name>\n    <description>Mouillage ${index}</description>\n` +
      `    <Point><coordinates>6.${index},42.99,0</coordinates></Point>\n  </Placemark>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document>\n${placemarks.join('')}</Document></kml>`;
}

/** Bits written least significant first, as deflate packs them, into a buffer of zeros. */
function bitWriter(bytes: Uint8Array) {
  let at = 0;
  const put = (value: number, count: number) => {
    for (let index = 0; index < count; index += 1, at += 1)
      if ((value >> index) & 1) bytes[at >> 3] = (bytes[at >> 3] as number) | (1 << (at & 7));
  };
  return {
    put,
    /** A Huffman code, written from its first (most significant) bit. */
    code: (code: number, length: number) => {
      for (let index = length - 1; index >= 0; index -= 1) put((code >> index) & 1, 1);
    },
    skip: (count: number) => {
      at += count;
    },
  };
}

/**
 * Raw deflate data of `matches` x 258 zeros (and one), about 1,032 to 1 as the best zip bombs are: one
 * dynamic Huffman block whose code for "repeat 258 bytes" and whose one distance code are a single
 * 0 bit each, so the data is all zero bytes after a 14-byte header. 4 MB of it unpack to 4.3 GB.
 */
export function deflatedZeros(matches: number): Uint8Array {
  const headerBits = 105;
  const bytes = new Uint8Array(Math.ceil((headerBits + 2 * matches + 2) / 8));
  const bits = bitWriter(bytes);
  bits.put(1, 1); // the last block
  bits.put(2, 2); // dynamic Huffman codes
  bits.put(286 - 257, 5); // literal/length codes 0-285
  bits.put(0, 5); // one distance code
  bits.put(18 - 4, 4); // code length codes, up to the 18th of their order (symbol 1)
  // Code lengths of the code length symbols in their order 16 17 18 0 8 7 9 6 10 5 11 4 12 3 13 2 14 1:
  // 18 (a run of zeros) one bit, 1 and 2 two bits.
  for (const length of [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 2]) bits.put(length, 3);
  const zeros = (count: number) => {
    bits.code(0, 1);
    bits.put(count - 11, 7);
  };
  const length = (value: 1 | 2) => bits.code(value === 1 ? 0b10 : 0b11, 2);
  length(2); // literal 0: code 10
  zeros(138);
  zeros(117);
  length(2); // end of block: code 11
  zeros(28);
  length(1); // length 258 (code 285): code 0
  length(1); // distance 1: code 0
  bits.code(0b10, 2); // the literal zero the matches repeat
  bits.skip(2 * matches); // each match: 0 (length 258) and 0 (distance 1)
  bits.code(0b11, 2); // end of block
  return bytes;
}

/**
 * A KMZ whose doc.kml is `packed` deflated data but declares `declaredBytes` unpacked, in its local
 * header and its central directory alike.
 */
export function kmzDeclaring(packed: Uint8Array, declaredBytes: number): Uint8Array {
  const archive = zipSync({ 'doc.kml': [packed, { level: 0 }] });
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  const directory = archive.length - 22 - (46 + 'doc.kml'.length);
  if (view.getUint32(0, true) !== 0x04034b50 || view.getUint32(directory, true) !== 0x02014b50)
    throw new Error('an archive of another layout');
  view.setUint16(8, 8, true); // deflated
  view.setUint32(22, declaredBytes, true);
  view.setUint16(directory + 10, 8, true);
  view.setUint32(directory + 24, declaredBytes, true);
  return archive;
}
