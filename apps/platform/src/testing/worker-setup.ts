import { afterAll, vi } from 'vitest';
import { closeLeftoverPgliteTestDatabases } from '../db/pglite-test-database';
import { closeLeftoverTestApps } from './test-app';

// The platform's test files share a worker and its modules (vitest.config.ts): what one file leaves behind
// is closed here, after the file's own hooks, before the next file starts.
afterAll(async () => {
  vi.useRealTimers();
  await closeLeftoverTestApps();
  await closeLeftoverPgliteTestDatabases();
});
