import { PGlite } from '@electric-sql/pglite';
import type { Database } from './database';
import { runMigrations } from './migrations';
import { pgliteDatabase } from './pglite-database';
import { emptyClusterTemplate } from './pglite-template';

/** A migrated in-memory database for tests; each call gives an independent one. */
export async function createTestDatabase(): Promise<Database> {
  const pglite = await PGlite.create({ loadDataDir: await emptyClusterTemplate() });
  const db = pgliteDatabase(pglite);
  await runMigrations(db);
  return db;
}
