import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertSafeKey,
  type ByteRange,
  createSmallFileMemory,
  type FileStore,
  rangeOfBuffer,
  readAll,
  resolveRange,
  SMALL_FILE_BYTES,
  type StoredEntry,
  type StoredFile,
  unsatisfiable,
} from './storage.ts';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Garage, Scaleway…); unset: AWS S3. */
  endpoint?: string | undefined;
  /** `bucket/key` paths instead of `bucket.host` names (most self-hosted services need it). */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, the machine's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** How long a small file read is served from memory (tests shorten it); default 10 s. */
  keptMs?: number;
}

/** Past this size a write goes up in parts, this big, a few at a time: never whole in memory. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 4;
/** DeleteObjects takes at most this many keys. */
const DELETE_BATCH = 1000;

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
const isMissing = (error: unknown) =>
  statusOf(error) === 404 || (error instanceof S3ServiceException && error.name === 'NoSuchKey');

/** `bytes 0-99/1234` */
function parseContentRange(value: string | undefined): { start: number; end: number; total: number } | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(value ?? '');
  if (!match) return null;
  return { start: Number(match[1]), end: Number(match[2]), total: Number(match[3]) };
}

/**
 * Files in an S3-compatible bucket, under the same keys as the local folder. Small files are kept in
 * memory a while as the local store keeps them; large ones are streamed both ways.
 */
export function createS3FileStore(options: S3StoreOptions): FileStore {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // The SDK's newer default checksums (CRC32 headers, aws-chunked bodies) are refused by several
    // S3-compatible services; send them only where an operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const Bucket = options.bucket;
  const memory = createSmallFileMemory(options.keptMs);

  const uploadInParts = async (key: string, body: Readable | Buffer) => {
    await new Upload({
      client,
      params: { Bucket, Key: key, Body: body },
      partSize: PART_BYTES,
      queueSize: PARTS_AT_ONCE,
      leavePartsOnError: false,
    }).done();
  };

  const headSize = async (key: string): Promise<number | null> => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  const readRange = async (key: string, range: ByteRange): Promise<StoredFile | null> => {
    if ('suffix' in range) {
      // Some S3-compatible services read `bytes=-N` as `bytes=0-N`: ask the bytes by their offsets.
      const total = await headSize(key);
      if (total === null) return null;
      const bytes = resolveRange(range, total);
      return bytes === null ? unsatisfiable(total) : readRange(key, bytes);
    }
    try {
      const Range = `bytes=${range.start}-${range.end ?? ''}`;
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, Range }));
      const body = answer.Body as Readable;
      const served = parseContentRange(answer.ContentRange);
      if (served === null) {
        // A service that ignored the range sent the whole file: cut it here.
        return rangeOfBuffer(await readAll({ body, size: answer.ContentLength ?? 0 }), range);
      }
      return { body, size: served.end - served.start + 1, range: served };
    } catch (error) {
      if (isMissing(error)) return null;
      if (statusOf(error) === 416) {
        const total = await headSize(key);
        return total === null ? null : unsatisfiable(total);
      }
      throw error;
    }
  };

  const listSizes = async (folder: string): Promise<StoredEntry[]> => {
    if (folder !== '') assertSafeKey(folder);
    const entries: StoredEntry[] = [];
    const pages = paginateListObjectsV2({ client }, { Bucket, ...(folder ? { Prefix: `${folder}/` } : {}) });
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        if (object.Key) entries.push({ key: object.Key, size: object.Size ?? 0 });
      }
    }
    return entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  };

  return {
    description: `bucket ${Bucket}${options.endpoint ? ` at ${options.endpoint}` : ` in ${options.region}`}`,
    async put(key, data) {
      assertSafeKey(key);
      memory.forget(key);
      if (data.length > PART_BYTES) await uploadInParts(key, data);
      else await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data }));
    },
    async putStream(key, body) {
      assertSafeKey(key);
      memory.forget(key);
      await uploadInParts(key, body);
    },
    async read(key, range) {
      assertSafeKey(key);
      const kept = memory.get(key);
      if (kept) return range ? rangeOfBuffer(kept, range) : { body: kept, size: kept.length };
      if (range) return readRange(key, range);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const body = answer.Body as Readable;
        const size = answer.ContentLength ?? 0;
        if (size > SMALL_FILE_BYTES) return { body, size };
        const data = await readAll({ body, size });
        memory.set(key, data);
        return { body: data, size: data.length };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      assertSafeKey(key);
      memory.forget(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async removeFolder(folder) {
      // As the local store: a folder is a key, never '' (which would list the whole bucket).
      assertSafeKey(folder);
      memory.forgetFolder(folder);
      const keys = (await listSizes(folder)).map((entry) => entry.key);
      for (let index = 0; index < keys.length; index += DELETE_BATCH) {
        const batch = keys.slice(index, index + DELETE_BATCH);
        await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
      }
    },
    async list(folder) {
      return (await listSizes(folder)).map((entry) => entry.key);
    },
    listSizes,
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close() {
      client.destroy();
    },
  };
}
