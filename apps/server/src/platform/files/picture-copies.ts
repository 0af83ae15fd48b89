import { smallerCopySource } from '@club/shared/domain/picture-copies';
import sharp from 'sharp';
import { type ByteRange, type FileStore, rangeOfBuffer, readAll, type StoredFile } from './storage.ts';

/** One copy made at a time per key: a crowd asking a new copy at once costs one resize. */
const making = new Map<string, Promise<Buffer | null>>();

async function makeCopy(store: FileStore, key: string, sourceKey: string, width: number) {
  const source = await store.read(sourceKey);
  if (!source) return null;
  // The source was re-encoded by the server on upload: it is a picture within the upload limits.
  const data = await sharp(await readAll(source), { failOn: 'error', limitInputPixels: 50_000_000 })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer()
    .catch(() => null);
  if (data === null) return null;
  await store.put(key, data);
  return data;
}

/**
 * A stored file, or the smaller copy of a stored picture that `key` names (packages/shared's
 * picture-copies), made now and kept if it was not yet; null when neither exists. With a `range`,
 * only those bytes, as `FileStore.read` answers.
 */
export async function readFileOrCopy(
  store: FileStore,
  key: string,
  range?: ByteRange,
): Promise<StoredFile | null> {
  const file = await store.read(key, range);
  if (file) return file;
  const copy = smallerCopySource(key);
  if (copy === null) return null;
  let pending = making.get(key);
  if (pending === undefined) {
    pending = makeCopy(store, key, copy.sourceKey, copy.width).finally(() => making.delete(key));
    making.set(key, pending);
  }
  const made = await pending;
  if (made === null) return null;
  return range ? rangeOfBuffer(made, range) : { body: made, size: made.length };
}
