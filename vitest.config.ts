import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{apps,packages,remotes}/*/src/**/*.test.{ts,tsx}'],
    // Tests of the PostgreSQL adapter itself and of several processes over one database run in the PostgreSQL run
    // (vitest.postgres.config.ts) only.
    exclude: [
      ...configDefaults.exclude,
      'apps/platform/src/db/pg-database.test.ts',
      'apps/platform/src/db/frozen-database.test.ts',
      'apps/platform/src/cluster/processes.test.ts',
      'apps/platform/src/cluster/kill-during-sales.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
