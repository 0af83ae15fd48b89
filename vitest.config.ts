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
  },
});
