import { defineConfig } from '@playwright/test';
import baseConfig, { chromiumProject, e2eServer } from './playwright.config.ts';

/**
 * The README's screenshots (`npm run screens`): the demo club's main screens at 1280 px and 375 px,
 * written to docs/screens/ by e2e/screens/screens.spec.ts on a fresh demo server, as the browser tests
 * run it. Not part of `npm run test:e2e`.
 */
export default defineConfig({
  ...baseConfig,
  testDir: './screens',
  projects: [chromiumProject],
  // The demo server of E2E_PORT only (not the walk's, nor the tests' tile server: the screenshots show
  // the map's own sea colour, as without a network).
  webServer: e2eServer,
  retries: 0,
  reporter: [['list']],
});
