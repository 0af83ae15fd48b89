import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { databaseUrl } from './multi/database.ts';
import { S3_BUCKET, S3_PORT, type ServerProcess, serverProcesses } from './multi/processes.ts';
import baseConfig, { chromiumProject, E2E_PORT } from './playwright.config.ts';

/**
 * Cross-process run (`npm run test:multi -w @club/e2e`): three server processes on one fresh PostgreSQL
 * database and one S3 bucket (an S3-compatible server on loopback, `npm run s3:local -w @club/server`,
 * its objects in a temporary folder), each process with a data folder of its own, behind nginx
 * configured by docs/deploy/nginx.conf. nginx listens on E2E_PORT (the browser's port, as in the
 * single-process run), the processes on the next three ports, the S3 server on E2E_PORT + 9.
 * nginx pins each new browser to the next process in turn (multi/files-on-s3.spec.ts sets the pin
 * itself), so the people of a test are served by different processes, and what one does reaches the
 * others only through PostgreSQL and the bucket. Once every spec has run, a last check
 * (multi/local-disk.check.ts) finds nothing in any process's DATA_DIR/files.
 */

/** The e2e specs (e2e/tests/) that also run across processes: add a file name here to include one. */
export const crossProcessSpecs = ['messages.spec.ts', 'clubs.spec.ts', 'spots.spec.ts'];

// Read by the database's web server and the test workers: they inherit this process's environment.
const databasePrefix = `club_e2e_multi_${E2E_PORT}_`;
process.env.E2E_MULTI_DATABASE_PREFIX = databasePrefix;
const databaseName = process.env.E2E_MULTI_DATABASE ?? `${databasePrefix}${randomBytes(4).toString('hex')}`;
process.env.E2E_MULTI_DATABASE = databaseName;

const root = path.resolve(import.meta.dirname, '..');

function serverEnv({ port, dataDir }: ServerProcess): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl(databaseName),
    DATA_DIR: dataDir,
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET,
    // The local S3 server accepts any signature made with these.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    PUBLIC_URL: `http://localhost:${E2E_PORT}`,
    TRUST_PROXY: '127.0.0.1',
    SEED: 'demo',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH_PER_MINUTE: '200',
    // The super administrator the specs sign in as (without them its password would be random).
    ADMIN_EMAIL: 'admin@localhost',
    ADMIN_PASSWORD: 'demo-admin-2026',
  };
}

const gracefulShutdown = { signal: 'SIGTERM', timeout: 10_000 } as const;

/** One server process, on a data folder emptied first; ready once it reaches the database and the bucket. */
function serverProcess(server: ServerProcess) {
  return {
    command: `rm -rf "${server.dataDir}" && npm run start -w @club/server`,
    cwd: root,
    url: `http://127.0.0.1:${server.port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: serverEnv(server),
    gracefulShutdown,
  };
}

export default defineConfig({
  ...baseConfig,
  testDir: '.',
  testMatch: [...crossProcessSpecs.map((file) => `tests/${file}`), 'multi/*.spec.ts'],
  outputDir: './test-results/multi',
  projects: [
    chromiumProject,
    // After every spec above (it waits for them), whatever they uploaded.
    {
      name: 'nothing on local disk',
      testMatch: 'multi/local-disk.check.ts',
      dependencies: [chromiumProject.name],
    },
  ],
  // Started one after the other, stopped in reverse order: the database and the bucket outlive the
  // servers, and the first process migrates the new database and seeds it (and the bucket) alone.
  webServer: [
    {
      command: 'node e2e/multi/database.ts',
      cwd: root,
      wait: { stdout: /database ready/ },
      timeout: 30_000,
      gracefulShutdown,
    },
    {
      // Its objects are in a temporary folder of its own, removed when it stops.
      command: 'npm run s3:local -w @club/server',
      cwd: root,
      wait: { stdout: /s3 ready/ },
      timeout: 30_000,
      env: { S3_LOCAL_PORT: String(S3_PORT), S3_BUCKET },
      gracefulShutdown,
    },
    ...serverProcesses.map(serverProcess),
    {
      command: `node e2e/multi/nginx.ts ${E2E_PORT} ${serverProcesses.map(({ port }) => port).join(' ')}`,
      cwd: root,
      url: `http://127.0.0.1:${E2E_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown,
    },
  ],
});
