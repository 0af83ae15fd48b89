import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { LRUCache } from 'lru-cache';

/**
 * Where uploaded files live. Keys are relative paths like `avatars/ab12.webp`; the interface is small
 * enough for an S3-compatible store to implement it for several server instances.
 */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes: small files whole (kept in memory a while), large ones as a stream. */
  read(key: string): Promise<StoredFile | null>;
  remove(key: string): Promise<void>;
  /** Removes every file whose key starts with `folder/`. */
  removeFolder(folder: string): Promise<void>;
  /** Keys of every file under `folder/`, at any depth; none when the folder does not exist. */
  list(folder: string): Promise<string[]>;
}

export interface StoredFile {
  body: Buffer | Readable;
  size: number;
}

/** A stored file's whole content. */
export async function readAll(file: StoredFile): Promise<Buffer> {
  return Buffer.isBuffer(file.body) ? file.body : buffer(file.body);
}

/** Files up to this size are read whole and kept in memory (thumbnails, KML layers, avatars). */
const SMALL_FILE_BYTES = 512 * 1024;
const MEMORY_BYTES = 64 * 1024 * 1024;
/**
 * How long a kept file is served without looking at the disk. Files are written once under a fresh
 * key, so only a removal can make a kept copy wrong: this process forgets it at once, another process
 * sharing the folder within this time (browsers keep files for a year anyway: they are immutable).
 */
const MEMORY_TTL_MS = 10_000;

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
  const memory = new LRUCache<string, Buffer>({
    maxSize: MEMORY_BYTES,
    sizeCalculation: (data) => Math.max(data.length, 1),
    ttl: MEMORY_TTL_MS,
  });
  const forgetFolder = (folder: string) => {
    for (const key of memory.keys()) if (key.startsWith(`${folder}/`)) memory.delete(key);
  };
  return {
    async put(key, data) {
      const target = resolve(key);
      memory.delete(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${target}.${randomUUID()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, target);
    },
    async read(key) {
      const target = resolve(key);
      const kept = memory.get(key);
      if (kept) return { body: kept, size: kept.length };
      try {
        const info = await stat(target);
        if (!info.isFile()) return null;
        if (info.size > SMALL_FILE_BYTES) return { body: createReadStream(target), size: info.size };
        const data = await readFile(target);
        memory.set(key, data);
        return { body: data, size: data.length };
      } catch {
        return null;
      }
    },
    async remove(key) {
      memory.delete(key);
      await rm(resolve(key), { force: true });
    },
    async removeFolder(folder) {
      forgetFolder(folder);
      await rm(resolve(folder), { force: true, recursive: true });
    },
    async list(folder) {
      try {
        const entries = await readdir(resolve(folder), { recursive: true, withFileTypes: true });
        return entries
          .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
          .map((entry) =>
            path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
          )
          .sort();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
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
