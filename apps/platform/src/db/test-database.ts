import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from './database';
import { MIGRATIONS_DIR, runMigrations } from './migrations';
import { pgliteDatabase } from './pglite-database';
import { emptyClusterTemplate } from './pglite-template';

let pendingTemplate: Promise<Blob> | null = null;

/** The migrations' names and contents: a template is reused only while they are unchanged. */
async function migrationsFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of (await readdir(MIGRATIONS_DIR)).sort()) {
    hash.update(name).update(await readFile(join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

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

/** A migrated in-memory database for tests; each call gives an independent one. */
export async function createTestDatabase(): Promise<Database> {
  return pgliteDatabase(await PGlite.create({ loadDataDir: await migratedTemplate() }));
}
