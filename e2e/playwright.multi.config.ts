import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { databaseUrl } from './multi/database.ts';
import baseConfig, { chromiumProject, E2E_DATA_DIR, E2E_PORT } from './playwright.config.ts';

/**
 * Cross-process run (`npm run test:e2e:multi`): two server processes on one fresh PostgreSQL database
 * and one shared data folder, behind nginx configured by docs/deploy/nginx.conf. nginx listens on
 * E2E_PORT (the browser's port, as in the single-process run), the processes on the next two ports.
 * nginx pins each new browser to a process in turn, so the two members of a test are served by
 * different processes and what one does reaches the other through PostgreSQL.
 */

/** The e2e specs (e2e/tests/) that also run across processes: add a file name here to include one. */
export const crossProcessSpecs = ['messages.spec.ts', 'clubs.spec.ts', 'spots.spec.ts'];

const serverPorts = [E2E_PORT + 1, E2E_PORT + 2] as const;

// Read by the database's web server and the test workers: they inherit this process's environment.
const databasePrefix = `club_e2e_multi_${E2E_PORT}_`;
process.env.E2E_MULTI_DATABASE_PREFIX = databasePrefix;
const databaseName = process.env.E2E_MULTI_DATABASE ?? `${databasePrefix}${randomBytes(4).toString('hex')}`;
process.env.E2E_MULTI_DATABASE = databaseName;

const root = path.resolve(import.meta.dirname, '..');

function serverEnv(port: number): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl(databaseName),
    DATA_DIR: E2E_DATA_DIR,
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

export default defineConfig({
  ...baseConfig,
  testDir: '.',
  testMatch: [...crossProcessSpecs.map((file) => `tests/${file}`), 'multi/*.spec.ts'],
  outputDir: './test-results/multi',
  projects: [chromiumProject],
  // Started one after the other, stopped in reverse order: the database outlives the servers, and the
  // first process migrates and seeds the new database alone.
  webServer: [
    {
      command: 'node e2e/multi/database.ts',
      cwd: root,
      wait: { stdout: /database ready/ },
      timeout: 30_000,
      gracefulShutdown,
    },
    {
      command: `rm -rf "${E2E_DATA_DIR}" && npm run start -w @club/server`,
      cwd: root,
      url: `http://127.0.0.1:${serverPorts[0]}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnv(serverPorts[0]),
      gracefulShutdown,
    },
    {
      command: 'npm run start -w @club/server',
      cwd: root,
      url: `http://127.0.0.1:${serverPorts[1]}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnv(serverPorts[1]),
      gracefulShutdown,
    },
    {
      command: `node e2e/multi/nginx.ts ${E2E_PORT} ${serverPorts[0]} ${serverPorts[1]}`,
      cwd: root,
      url: `http://127.0.0.1:${E2E_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown,
    },
  ],
});
