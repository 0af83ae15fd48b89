import path from 'node:path';
import type { Config } from '../../config.ts';
import { createLocalFileStore, type FileStore } from './storage.ts';
import { createS3FileStore } from './storage-s3.ts';

/** The file store the configuration names: DATA_DIR/files, or the S3 bucket of STORAGE=s3. */
export function createConfiguredFileStore(config: Pick<Config, 'storage' | 'dataDir'>): FileStore {
  return config.storage.kind === 's3'
    ? createS3FileStore(config.storage)
    : createLocalFileStore(localFilesFolder(config.dataDir));
}

/** The local store's folder under DATA_DIR. */
export const localFilesFolder = (dataDir: string) => path.join(dataDir, 'files');
