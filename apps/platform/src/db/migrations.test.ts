import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, runMigrations } from './migrations';
import { createEmptyTestDatabase, createTestDatabase } from './test-database';

const migrationFiles = () =>
  readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{4}_.+\.sql$/.test(name))
    .sort();

describe('runMigrations', () => {
  it('applies every migration once; a second run changes nothing', async () => {
    const db = await createTestDatabase();
    expect(await runMigrations(db)).toEqual([]);
    const recorded = await db.query<{ name: string }>('select name from schema_migrations order by name');
    expect(recorded.map((row) => row.name)).toEqual(migrationFiles());
    const languages = await db.query<{ count: number }>('select count(*)::int as count from languages');
    expect(languages[0]?.count).toBe(2);
    await db.close();
  });

  it('runs files in name order and leaves a failing one unrecorded and unapplied', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'betfront-migrations-'));
    writeFileSync(join(directory, '0002_second.sql'), "insert into steps values ('second');");
    writeFileSync(
      join(directory, '0001_first.sql'),
      "create table steps (name text); insert into steps values ('first');",
    );
    writeFileSync(join(directory, '0003_broken.sql'), "insert into steps values ('third'); select no_such_function();");
    writeFileSync(join(directory, 'notes.txt'), 'not a migration');
    const db = await createEmptyTestDatabase();
    await expect(runMigrations(db, directory)).rejects.toThrow();
    const steps = await db.query<{ name: string }>('select name from steps');
    expect(steps.map((row) => row.name)).toEqual(['first', 'second']);
    const recorded = await db.query<{ name: string }>('select name from schema_migrations order by name');
    expect(recorded.map((row) => row.name)).toEqual(['0001_first.sql', '0002_second.sql']);
    await db.close();
  });

  it('applies each migration once when five runners start at once on an empty database', async () => {
    const db = await createEmptyTestDatabase();
    // On PostgreSQL each runner has a connection of its own, as processes starting together would.
    const runs = await Promise.all(Array.from({ length: 5 }, () => runMigrations(db)));
    expect(runs.flat().sort()).toEqual(migrationFiles());
    const recorded = await db.query<{ name: string }>('select name from schema_migrations order by name');
    expect(recorded.map((row) => row.name)).toEqual(migrationFiles());
    await db.close();
  });
});
