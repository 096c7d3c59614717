import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The platform's tests of money and migrations again, on a PostgreSQL server: there queries of concurrent
 * requests interleave, where PGlite runs one at a time. Run through scripts/with-postgres.sh.
 */
export default defineConfig({
  test: {
    include: [
      'apps/platform/src/{db,accounts,betting,bonuses,cash-out,casino,cluster,draws,ledger,limits,user-transfer,registration,payments,toto,virtual}/**/*.test.ts',
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
