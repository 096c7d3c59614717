import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const PLATFORM_TESTS = 'apps/platform/src/**/*.test.ts';

export default defineConfig({
  test: {
    // One worker per core (vitest leaves one free by default).
    maxWorkers: availableParallelism(),
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'platform',
          include: [PLATFORM_TESTS],
          // Tests of the PostgreSQL adapter itself and of several processes over one database run in the
          // PostgreSQL run (vitest.postgres.config.ts) only.
          exclude: [
            ...configDefaults.exclude,
            'apps/platform/src/db/pg-database.test.ts',
            'apps/platform/src/db/frozen-database.test.ts',
            'apps/platform/src/cluster/processes.test.ts',
            'apps/platform/src/cluster/kill-during-sales.test.ts',
          ],
          // The platform's files share their worker's modules: the app's code is loaded once per worker and
          // a closed test database goes back, reset to just migrated, for the worker's next test
          // (db/pglite-test-database.ts). testing/worker-setup.ts closes what a file leaves open.
          isolate: false,
          globalSetup: ['apps/platform/src/testing/pglite-global-setup.ts'],
          setupFiles: ['apps/platform/src/testing/worker-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          isolate: false,
          setupFiles: ['scripts/testing/client-file-setup.ts'],
          include: [
            '{apps,packages,remotes}/*/src/**/*.test.{ts,tsx}',
            'eslint/**/*.test.ts',
            'scripts/build/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, PLATFORM_TESTS],
        },
      },
    ],
  },
});
