import type { Database } from './database';
import { createEmptyPgliteTestDatabase, createPgliteTestDatabase } from './pglite-test-database';
import { createEmptyServerTestDatabase, createServerTestDatabase } from './server-test-database';

/** The PostgreSQL server's admin database when the tests run on one; they run on PGlite otherwise. */
const serverUrl = () => process.env.TEST_DATABASE_URL;

/** A fresh migrated database for tests; each call gives an independent one, closed by its test. */
export function createTestDatabase(): Promise<Database> {
  const adminUrl = serverUrl();
  return adminUrl ? createServerTestDatabase(adminUrl) : createPgliteTestDatabase();
}

/** A fresh database with no table at all, for tests of the migrations themselves. */
export function createEmptyTestDatabase(): Promise<Database> {
  const adminUrl = serverUrl();
  return adminUrl ? createEmptyServerTestDatabase(adminUrl) : createEmptyPgliteTestDatabase();
}

/** Which database the tests run on, for figures they print. */
export const testDatabaseKind = (): 'PostgreSQL' | 'PGlite' => (serverUrl() ? 'PostgreSQL' : 'PGlite');
