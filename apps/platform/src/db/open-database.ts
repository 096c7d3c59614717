import { PGlite } from '@electric-sql/pglite';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database';
import { pgDatabase } from './pg-database';
import { pgliteDatabase } from './pglite-database';
import { emptyClusterTemplate } from './pglite-template';

export interface DatabaseLocation {
  databaseUrl: string | null;
  dataDir: string;
}

/** PostgreSQL when a URL is configured, otherwise PGlite files under the data folder (created on first start). */
export async function openDatabase({ databaseUrl, dataDir }: DatabaseLocation): Promise<Database> {
  if (databaseUrl) return pgDatabase(databaseUrl);
  const clusterDir = join(dataDir, 'pglite');
  const isNew = !existsSync(join(clusterDir, 'PG_VERSION'));
  mkdirSync(clusterDir, { recursive: true });
  const pglite = isNew
    ? await PGlite.create(clusterDir, { loadDataDir: await emptyClusterTemplate() })
    : await PGlite.create(clusterDir);
  return pgliteDatabase(pglite);
}
