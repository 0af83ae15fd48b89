import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are relative paths like `avatars/ab12.webp`; the interface is small
 * enough for an S3-compatible store to implement it for several server instances.
 */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
  /** Removes every file whose key starts with `folder/`. */
  removeFolder(folder: string): Promise<void>;
  /** Keys of every file under `folder/`, at any depth; none when the folder does not exist. */
  list(folder: string): Promise<string[]>;
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
  return {
    async put(key, data) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${target}.${randomUUID()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, target);
    },
    async read(key) {
      const target = resolve(key);
      try {
        const info = await stat(target);
        if (!info.isFile()) return null;
        return { stream: createReadStream(target), size: info.size };
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async removeFolder(folder) {
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
