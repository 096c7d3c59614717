import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../db/database';
import { runMigrations } from '../db/migrations';

/** Runs one new migration holding `sql`, as a start with a new migration file would; for tests. */
export async function applyTestMigration(db: Database, name: string, sql: string): Promise<void> {
  const directory = mkdtempSync(join(tmpdir(), 'betfront-migration-'));
  try {
    writeFileSync(join(directory, `9999_${name}.sql`), sql);
    const applied = await runMigrations(db, directory);
    if (applied.length !== 1) throw new Error(`the migration ${name} was applied before`);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
