import { E2E_DATA_DIR, E2E_PORT } from '../playwright.config.ts';

/**
 * The three server processes of the cross-process run (playwright.multi.config.ts) and the S3-compatible
 * server they share, shared by the configuration that starts them and the specs that check them.
 */

export interface ServerProcess {
  /** nginx's pin for it: the value of the club_server cookie (docs/deploy/nginx.conf). */
  pin: 'a' | 'b' | 'c';
  port: number;
  /** Its own data folder: with the files in the bucket, nothing of theirs may land in `files/`. */
  dataDir: string;
}

export const serverProcesses: readonly [ServerProcess, ServerProcess, ServerProcess] = [
  { pin: 'a', port: E2E_PORT + 1, dataDir: `${E2E_DATA_DIR}-a` },
  { pin: 'b', port: E2E_PORT + 2, dataDir: `${E2E_DATA_DIR}-b` },
  { pin: 'c', port: E2E_PORT + 3, dataDir: `${E2E_DATA_DIR}-c` },
];

/** What nginx's X-Upstream header says when `process` answered. */
export const upstreamOf = (process: ServerProcess) => `127.0.0.1:${process.port}`;

export const S3_PORT = E2E_PORT + 9;
export const S3_BUCKET = 'club-e2e';
