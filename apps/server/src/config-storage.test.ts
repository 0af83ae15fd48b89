import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('storage settings', () => {
  it('keeps files in DATA_DIR/files unless STORAGE=s3', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
  });

  it('reads the bucket, its address and its keys for STORAGE=s3', () => {
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_ENDPOINT: 'https://s3.fr-par.scw.cloud',
        S3_REGION: 'fr-par',
        S3_BUCKET: 'club-files',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'club-files',
      region: 'fr-par',
      endpoint: 'https://s3.fr-par.scw.cloud',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    // AWS itself: no endpoint, the SDK's own credentials (the machine's role), virtual-host addresses.
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'b' }).storage).toEqual({
      kind: 's3',
      bucket: 'b',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('refuses an S3 store without a bucket, half a key pair, or a store it does not know', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET: required when STORAGE=s3/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' })).toThrow(
      /S3_ENDPOINT/,
    );
  });
});
