import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The platform's tests of money and migrations again, on a PostgreSQL server: there queries of concurrent
 * requests interleave, where PGlite runs one at a time. Run through scripts/with-postgres.sh.
 */
export default defineConfig({
  test: {
    include: [
      'apps/platform/src/{db,accounts,betting,bonuses,cash-out,casino,cluster,draws,ledger,limits,user-transfer,registration,payments,toto,virtual}/**/*.test.ts',
    ],
    // Tests of the embedded database alone: the PGlite run has them.
    exclude: [
      ...configDefaults.exclude,
      'apps/platform/src/db/data-dir-lock.test.ts',
      'apps/platform/src/db/durable-node-fs.test.ts',
      'apps/platform/src/db/embedded-backup.test.ts',
      'apps/platform/src/db/pglite-test-database.test.ts',
    ],
    globalSetup: ['apps/platform/src/testing/postgres-global-setup.ts'],
    // As in the PGlite run (vitest.config.ts): one worker per core, the files of a worker share its modules.
    maxWorkers: availableParallelism(),
    isolate: false,
    setupFiles: ['apps/platform/src/testing/worker-setup.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
