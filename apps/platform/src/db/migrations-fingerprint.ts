import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from './migrations';

/** The migrations' names and contents: a migrated template is reused only while they are unchanged. */
export async function migrationsFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of (await readdir(MIGRATIONS_DIR)).sort()) {
    hash.update(name).update(await readFile(join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}
