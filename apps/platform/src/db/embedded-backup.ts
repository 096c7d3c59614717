import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { Database } from './database';
import { embeddedClusterDir, openEmbeddedCluster } from './open-database';

export class BackupRefused extends Error {}

/** Writes the embedded database's copy to the file (through a temporary name: a half-written file never looks whole). */
export async function writeBackup(db: Database, file: string): Promise<{ file: string; bytes: number }> {
  if (!db.backup) {
    throw new BackupRefused('The platform runs on a PostgreSQL server: back it up with pg_dump or pg_basebackup');
  }
  const bytes = Buffer.from(await (await db.backup()).arrayBuffer());
  const partial = `${file}.${process.pid}.part`;
  await writeFile(partial, bytes, { flush: true });
  await rename(partial, file);
  return { file, bytes: bytes.length };
}

/**
 * Replaces the embedded database of the data folder with a backup, the platform stopped. The backup is opened
 * (and recovered) in a folder of its own first, so a damaged file changes nothing; the database it replaces is
 * kept beside it, named in the answer.
 */
export async function restoreBackup(
  dataDir: string,
  file: string,
): Promise<{ restored: string; previous: string | null }> {
  const clusterDir = embeddedClusterDir(dataDir);
  const restoring = `${clusterDir}.restoring`;
  await rm(restoring, { recursive: true, force: true });
  const archive = new Blob([await readFile(file)]);
  const failures: Error[] = [];
  try {
    const pglite = await openEmbeddedCluster(restoring, (error) => failures.push(error), archive);
    try {
      await pglite.query('select count(*) from schema_migrations');
    } finally {
      await pglite.close();
    }
  } catch (error) {
    await rm(restoring, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupRefused(`${file} is not a backup of this platform's database (${reason}): nothing was changed`);
  }
  const [failure] = failures;
  if (failure)
    throw new BackupRefused(`The restored database could not be written (${failure.message}): nothing was changed`);
  const previous = existsSync(clusterDir) ? `${clusterDir}.before-restore-${Date.now()}` : null;
  if (previous) await rename(clusterDir, previous);
  await rename(restoring, clusterDir);
  return { restored: file, previous };
}
