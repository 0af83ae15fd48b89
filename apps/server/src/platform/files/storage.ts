import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { LRUCache } from 'lru-cache';

/**
 * Where uploaded files live. Keys are relative paths like `avatars/ab12.webp`. Two drivers: a local
 * folder (`createLocalFileStore`) and an S3-compatible bucket (`createS3FileStore`, storage-s3.ts).
 */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  /** Writes a file from a stream, never holding it whole (restores, copies between stores). */
  putStream(key: string, body: Readable): Promise<void>;
  /**
   * The file's bytes: small files whole (kept in memory a while), large ones as a stream; with a
   * `range`, only those bytes (see `StoredFile.range`).
   */
  read(key: string, range?: ByteRange): Promise<StoredFile | null>;
  remove(key: string): Promise<void>;
  /** Removes every file whose key starts with `folder/`. */
  removeFolder(folder: string): Promise<void>;
  /** Keys of every file under `folder/`, at any depth; none when the folder does not exist. */
  list(folder: string): Promise<string[]>;
  /** Each file's key and size under `folder/` ('' for the whole store), sorted by key. */
  listSizes(folder: string): Promise<StoredEntry[]>;
  /** Throws when the store cannot be reached or written (the readiness check). */
  check(): Promise<void>;
  /** Ends the store's connections (a command that is done with it). */
  close(): void;
  /** Says where the files are, for logs and commands (`local folder …`, `bucket … at …`). */
  readonly description: string;
}

export interface StoredEntry {
  key: string;
  size: number;
}

/** An HTTP byte range: `start-` or `start-end` (end included), or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

export interface StoredFile {
  body: Buffer | Readable;
  /** Bytes in `body`. */
  size: number;
  /**
   * Set when a range was asked: the bytes served and the whole file's size, or `unsatisfiable` when
   * the file has no byte in that range (then `body` is empty).
   */
  range?: { start: number; end: number; total: number } | { unsatisfiable: true; total: number };
}

/** A stored file's whole content. */
export async function readAll(file: StoredFile): Promise<Buffer> {
  return Buffer.isBuffer(file.body) ? file.body : buffer(file.body);
}

/** The first and last byte (included) of `range` in a file of `total` bytes, or null when it has none. */
export function resolveRange(range: ByteRange, total: number): { start: number; end: number } | null {
  if ('suffix' in range) {
    if (range.suffix <= 0 || total === 0) return null;
    return { start: Math.max(0, total - range.suffix), end: total - 1 };
  }
  if (range.start >= total) return null;
  return { start: range.start, end: Math.min(range.end ?? total - 1, total - 1) };
}

/** The answer for a range of a file held whole in memory. */
export function rangeOfBuffer(data: Buffer, range: ByteRange): StoredFile {
  const bytes = resolveRange(range, data.length);
  if (bytes === null) return unsatisfiable(data.length);
  const body = data.subarray(bytes.start, bytes.end + 1);
  return { body, size: body.length, range: { ...bytes, total: data.length } };
}

export const unsatisfiable = (total: number): StoredFile => ({
  body: Buffer.alloc(0),
  size: 0,
  range: { unsatisfiable: true, total },
});

/** Files up to this size are read whole and kept in memory (thumbnails, KML layers, avatars). */
export const SMALL_FILE_BYTES = 512 * 1024;
const MEMORY_BYTES = 64 * 1024 * 1024;
/**
 * How long a kept file is served without looking at the store. Files are written once under a fresh
 * key, so only a removal can make a kept copy wrong: this process forgets it at once, another process
 * sharing the store within this time (browsers keep files for a year anyway: they are immutable).
 */
const MEMORY_TTL_MS = 10_000;

/**
 * The small files a store keeps in memory, with what a removal of a folder must forget. Only files
 * found are kept: a file another process writes is seen at once.
 */
export function createSmallFileMemory(keptMs = MEMORY_TTL_MS) {
  const memory = new LRUCache<string, Buffer>({
    maxSize: MEMORY_BYTES,
    sizeCalculation: (data) => Math.max(data.length, 1),
    ttl: keptMs,
  });
  return {
    get: (key: string) => memory.get(key),
    set: (key: string, data: Buffer) => memory.set(key, data),
    forget: (key: string) => memory.delete(key),
    forgetFolder(folder: string) {
      for (const key of memory.keys()) if (key.startsWith(`${folder}/`)) memory.delete(key);
    },
  };
}

/** Keys are made of safe path segments only: a name can never escape the store's folder. */
const SAFE_KEY = /^(?:[A-Za-z0-9_][A-Za-z0-9_.-]{0,199})(?:\/[A-Za-z0-9_][A-Za-z0-9_.-]{0,199}){0,5}$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

export function createLocalFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  const memory = createSmallFileMemory();
  /** Writes through a temporary file then renames it, so a reader never sees half a file. */
  const writeAtomically = async (key: string, write: (temporary: string) => Promise<void>) => {
    const target = resolve(key);
    memory.forget(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.tmp`;
    try {
      await write(temporary);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };
  const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  /** Every finished file under `folder` ('' for all): its key and its path on disk, sorted by key. */
  const filesUnder = async (folder: string) => {
    const start = folder === '' ? root : resolve(folder);
    try {
      const entries = await readdir(start, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
        .map((entry) => {
          const full = path.join(entry.parentPath, entry.name);
          return { key: path.relative(root, full).split(path.sep).join('/'), full };
        })
        .sort(byKey);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  };
  const listSizes = async (folder: string): Promise<StoredEntry[]> => {
    const found = await Promise.all(
      (await filesUnder(folder)).map(async ({ key, full }) => {
        const info = await stat(full).catch(() => null);
        return info ? { key, size: info.size } : null;
      }),
    );
    return found.filter((entry): entry is StoredEntry => entry !== null);
  };
  return {
    description: `local folder ${root}`,
    put: (key, data) => writeAtomically(key, (temporary) => writeFile(temporary, data)),
    putStream: (key, body) =>
      writeAtomically(key, (temporary) => pipeline(body, createWriteStream(temporary))),
    async read(key, range) {
      const target = resolve(key);
      const kept = memory.get(key);
      if (kept) return range ? rangeOfBuffer(kept, range) : { body: kept, size: kept.length };
      try {
        const info = await stat(target);
        if (!info.isFile()) return null;
        if (info.size <= SMALL_FILE_BYTES) {
          const data = await readFile(target);
          memory.set(key, data);
          return range ? rangeOfBuffer(data, range) : { body: data, size: data.length };
        }
        if (!range) return { body: createReadStream(target), size: info.size };
        const bytes = resolveRange(range, info.size);
        if (bytes === null) return unsatisfiable(info.size);
        return {
          body: createReadStream(target, bytes),
          size: bytes.end - bytes.start + 1,
          range: { ...bytes, total: info.size },
        };
      } catch {
        return null;
      }
    },
    async remove(key) {
      memory.forget(key);
      await rm(resolve(key), { force: true });
    },
    async removeFolder(folder) {
      memory.forgetFolder(folder);
      await rm(resolve(folder), { force: true, recursive: true });
    },
    async list(folder) {
      return (await filesUnder(folder)).map((entry) => entry.key);
    },
    listSizes,
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
    close() {},
  };
}

/** The URL under which the server serves a stored file. */
export const fileUrl = (key: string) => `/files/${key}`;

/** The store key of a URL made by `fileUrl`, or null for any other URL. */
export function keyOfFileUrl(url: string | null): string | null {
  if (!url?.startsWith('/files/')) return null;
  const key = url.slice('/files/'.length);
  return SAFE_KEY.test(key) ? key : null;
}
