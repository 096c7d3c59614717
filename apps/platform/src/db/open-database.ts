import { PGlite } from '@electric-sql/pglite';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { claimDataDir } from './data-dir-lock';
import type { Database } from './database';
import { durablePgliteOptions } from './durable-node-fs';
import { pgDatabase } from './pg-database';
import { pgliteDatabase } from './pglite-database';
import { emptyClusterTemplate } from './pglite-template';
import { stopOnStorageFailure } from './storage-failure';

export interface DatabaseLocation {
  databaseUrl: string | null;
  dataDir: string;
}

/** The folder of the embedded database's cluster under the data folder. */
export const embeddedClusterDir = (dataDir: string): string => join(dataDir, 'pglite');

/**
 * A file-backed PGlite whose commits are on disk when acknowledged; a new cluster is loaded from `initial` or,
 * without it, from an empty one. A failed write calls onStorageFailure.
 */
export async function openEmbeddedCluster(
  clusterDir: string,
  onStorageFailure: (error: Error) => void,
  initial?: Blob,
): Promise<PGlite> {
  const isNew = !existsSync(join(clusterDir, 'PG_VERSION'));
  mkdirSync(clusterDir, { recursive: true });
  const options = durablePgliteOptions(clusterDir, onStorageFailure);
  return isNew
    ? PGlite.create({ ...options, loadDataDir: initial ?? (await emptyClusterTemplate()) })
    : PGlite.create(options);
}

/**
 * PostgreSQL when a URL is configured, otherwise PGlite files under the data folder (created on first start), open
 * in one process at a time. The embedded database stops the process on a failed write, with the way back in its
 * message.
 */
export async function openDatabase({ databaseUrl, dataDir }: DatabaseLocation): Promise<Database> {
  if (databaseUrl) return pgDatabase(databaseUrl);
  const release = claimDataDir(dataDir);
  try {
    const clusterDir = embeddedClusterDir(dataDir);
    const db = pgliteDatabase(
      await openEmbeddedCluster(clusterDir, (error) => stopOnStorageFailure(clusterDir, error)),
    );
    return {
      ...db,
      async close() {
        try {
          await db.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
