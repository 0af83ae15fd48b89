/**
 * An S3-compatible server on loopback for tests, the cross-process browser run and the failover drill
 * (the `s3rver` package: the S3 protocol over HTTP, objects in a folder). Never for production.
 *
 *   npm run s3:local -w @club/server    # S3_LOCAL_PORT (0: any free), S3_LOCAL_DIR, S3_BUCKET
 *
 * prints `s3 ready at http://127.0.0.1:PORT bucket NAME` and serves until SIGTERM or SIGINT.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver accepts any signature made with these. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
export const LOCAL_S3_REGION = 'us-east-1';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The settings a server process reads (STORAGE=s3 and the S3_* variables). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Fails when `port` is taken: s3rver's own start would wait forever (it never hears the error). */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) =>
      reject(new Error(`port ${port} for the local S3 server: ${error.message}`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

export async function startLocalS3(
  options: { port?: number; directory?: string; bucket?: string } = {},
): Promise<LocalS3> {
  const bucket = options.bucket ?? 'club-files';
  if (options.port) await assertPortFree(options.port);
  const ownFolder = options.directory === undefined;
  const directory = options.directory ?? (await mkdtemp(path.join(tmpdir(), 'club-s3-')));
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: LOCAL_S3_REGION,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      if (ownFolder) await rm(directory, { recursive: true, force: true });
    },
  };
}

if (import.meta.main) {
  const local = await startLocalS3({
    port: Number(process.env.S3_LOCAL_PORT ?? 0),
    ...(process.env.S3_LOCAL_DIR ? { directory: process.env.S3_LOCAL_DIR } : {}),
    ...(process.env.S3_BUCKET ? { bucket: process.env.S3_BUCKET } : {}),
  });
  console.log(`s3 ready at ${local.endpoint} bucket ${local.bucket}`);
  const stop = () => {
    local.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
