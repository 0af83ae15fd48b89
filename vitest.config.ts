import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/web/*.test.ts',
      'apps/web/src/lib/**/*.test.ts',
      'apps/web/src/features/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/test/**/*.test.ts',
      'apps/server/scripts/**/*.test.ts',
    ],
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on CI's 2-core machine. A test file waits
    // on its database, timers and child processes as much as it computes: three files at a time took the
    // run from 7 min 45 s to 5 min 26 s there.
    maxWorkers: 3,
    // Each worker imports the app once for all its files instead of once per file: the import was 190 s
    // of a PGlite run's 329 s of work (237 s without it), 154 of PostgreSQL's 200 s (117 s). The test
    // files share no module state: each opens its own app and database copy, and the two that mock
    // (vi.mock) or stub do so for their own file.
    isolate: false,
  },
});
