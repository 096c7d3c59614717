import { defineConfig } from 'vitest/config';

/**
 * Several platform processes over one PostgreSQL server behind HAProxy (scripts/cluster), as built for
 * production: run through scripts/with-postgres.sh by `npm run test:cluster` after `npm run build`.
 */
export default defineConfig({
  test: {
    include: ['scripts/cluster/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
