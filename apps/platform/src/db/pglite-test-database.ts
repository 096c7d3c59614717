import { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from './database';
import { runMigrations } from './migrations';
import { migrationsFingerprint } from './migrations-fingerprint';
import { pgliteDatabase } from './pglite-database';
import { emptyClusterTemplate } from './pglite-template';

let pendingTemplate: Promise<Blob> | null = null;

async function buildMigratedTemplate(path: string): Promise<Blob> {
  const pglite = await PGlite.create({ loadDataDir: await emptyClusterTemplate() });
  try {
    await runMigrations(pgliteDatabase(pglite));
    const dump = await pglite.dumpDataDir('none');
    const partPath = `${path}.${process.pid}.part`;
    await writeFile(partPath, Buffer.from(await dump.arrayBuffer()));
    await rename(partPath, path);
    return dump;
  } finally {
    await pglite.close();
  }
}

/**
 * A migrated cluster. Migrating costs seconds per database; loading a copy of one migrated before costs a
 * fraction, so every test file after the first starts from the copy kept in the temporary folder.
 */
function migratedTemplate(): Promise<Blob> {
  pendingTemplate ??= migrationsFingerprint().then((fingerprint) => {
    const path = join(tmpdir(), `betfront-test-cluster-${fingerprint}.tar`);
    return existsSync(path) ? readFile(path).then((bytes) => new Blob([bytes])) : buildMigratedTemplate(path);
  });
  return pendingTemplate;
}

/** A migrated in-memory PGlite database; each call gives an independent one. */
export async function createPgliteTestDatabase(): Promise<Database> {
  return pgliteDatabase(await PGlite.create({ loadDataDir: await migratedTemplate() }));
}

/** A fresh in-memory PGlite database with no table at all. */
export async function createEmptyPgliteTestDatabase(): Promise<Database> {
  return pgliteDatabase(await PGlite.create({ loadDataDir: await emptyClusterTemplate() }));
}
