import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * The server under test: a fresh database and data folder per run, on its own port (E2E_PORT, so that
 * two checkouts can run their browser tests side by side).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, `.data-${E2E_PORT}`);
export const demoUrl = `http://demo.localhost:${E2E_PORT}`;

/**
 * The walk (tests/walk.spec.ts) has a server of its own, so that it runs beside the other specs (it
 * saves nothing, but they change the demo data it walks through): two workers, one per server. Specs
 * that save nothing run there too (onTheWalksServer).
 */
export const WALK_PORT = E2E_PORT + 10;
const WALK_DATA_DIR = path.resolve(import.meta.dirname, `.data-${WALK_PORT}`);

/**
 * The map's imagery: a tile server of the tests' own (support/tile-server.ts). On 127.0.0.2, another
 * host than the product's (127.0.0.1, *.localhost), as an imagery provider is.
 */
export const TILE_PORT = E2E_PORT + 20;
export const TILE_ORIGIN = `http://127.0.0.2:${TILE_PORT}`;
const tileServer = {
  command: 'npm run tile-server -w @club/e2e',
  cwd: path.resolve(import.meta.dirname, '..'),
  url: `${TILE_ORIGIN}/healthz`,
  reuseExistingServer: false,
  timeout: 30_000,
  env: { TILE_PORT: String(TILE_PORT), TILE_HOST: '127.0.0.2' },
};

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Debian's headless shell (package chromium-headless-shell: Chromium's old headless mode, the one
 * Playwright runs headless by default) where it is installed, else the full browser. The same 36 page
 * loads cost the shell 47-50 s of CPU against 85-87 s for the full browser (two runs each), and the
 * browser tests are most of CI's time on a 2-core machine. CHROMIUM_PATH chooses another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumPath,
    args: chromiumArgs,
  },
};

/**
 * The specs on the walk's server: the walk, and specs that change no data and reach the server only
 * through the page's own address (baseURL), so that the two servers' specs take about as long (the
 * chromium project's were 20.5 min against the walk's 15 min, on a 2-core machine both keep busy).
 */
const onTheWalksServer =
  /(walk|home-map|route-guards|search|stale-build|accessibility|offline-recheck|render-passes)\.spec\.ts$/;

/** Every other spec, one at a time on the server of E2E_PORT (they share its demo data). */
export const chromiumProject = {
  name: 'chromium',
  testIgnore: onTheWalksServer,
  workers: 1,
  use: browser,
};

/** A server on a fresh database and data folder, seeded with the demo club. */
function demoServer(port: number, dataDir: string) {
  return {
    // The web app is built by `npm run test:e2e` before Playwright starts.
    command: `rm -rf "${dataDir}" && npm run start -w @club/server`,
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    // Both demo servers migrate and seed at once (pictures re-encoded, passwords hashed): 4 minutes, as
    // 2 were not enough on a busy 2-core machine. Playwright starts the tests as soon as they answer.
    timeout: 240_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      TILE_URL: `${TILE_ORIGIN}/tiles/{z}/{x}/{y}.png`,
      RATE_LIMIT_AUTH_PER_MINUTE: '200',
      // The super administrator the specs sign in as (without them its password would be random).
      ADMIN_EMAIL: 'admin@localhost',
      ADMIN_PASSWORD: 'demo-admin-2026',
    },
  };
}

/** The server every spec but the walk uses. */
export const e2eServer = demoServer(E2E_PORT, E2E_DATA_DIR);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: demoUrl,
    // A trace records every step of every test, snapshots and screencast: a third of the suite's CPU on
    // the 2-core CI machine. There a failed test's retry records it; on a developer's machine, any test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'fr-FR',
    // The live banner's dot pulses for 5 s once a page is ready, as a spot of the demo is live: without
    // motion the browser does not draw a frame 60 times a second meanwhile, on every page of every test
    // (it pulsed forever once: 10% of the suite's time on the 2-core CI machine). Nothing else of the
    // app's moves by this preference.
    reducedMotion: 'reduce',
  },
  projects: [
    chromiumProject,
    {
      name: 'walk',
      testMatch: onTheWalksServer,
      workers: 1,
      use: { ...browser, baseURL: `http://demo.localhost:${WALK_PORT}` },
    },
  ],
  webServer: [tileServer, e2eServer, demoServer(WALK_PORT, WALK_DATA_DIR)],
});
