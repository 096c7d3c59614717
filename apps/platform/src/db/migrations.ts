import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { announceOperatorDataChange } from '../operator-cache/operator-cache';
import type { Database } from './database';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));
const MIGRATION_FILE = /^\d{4}_[a-z0-9_-]+\.sql$/;
/** Any fixed number: concurrent starts against one PostgreSQL apply each migration once. */
const MIGRATION_LOCK_KEY = 4_711_2025;

/** Applies every `NNNN_name.sql` not yet recorded, in name order, each in its own transaction. */
export async function runMigrations(db: Database, directory: string = MIGRATIONS_DIR): Promise<string[]> {
  // Under the lock too: two "create table if not exists" at once collide in PostgreSQL's catalogue.
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.execute(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
  });
  const files = (await readdir(directory)).filter((name) => MIGRATION_FILE.test(name)).sort();
  const applied: string[] = [];
  for (const name of files) {
    const sql = await readFile(join(directory, name), 'utf8');
    const wasApplied = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const existing = await tx.query('select 1 from schema_migrations where name = $1', [name]);
      if (existing.length > 0) return false;
      await tx.execute(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
      return true;
    });
    if (wasApplied) applied.push(name);
  }
  if (applied.length > 0) await announceOperatorDataChange(db);
  return applied;
}
