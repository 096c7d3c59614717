import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BackupRefused, restoreBackup, writeBackup } from './embedded-backup';
import { openDatabase } from './open-database';
import { pgDatabase } from './pg-database';

const folder = mkdtempSync(join(tmpdir(), 'betfront-backup-'));
const dataDir = join(folder, 'data');
const backupFile = join(folder, 'betfront.backup');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const notes = async () => {
  const db = await openDatabase({ databaseUrl: null, dataDir });
  try {
    return (await db.query<{ body: string }>('select body from notes order by body')).map((row) => row.body);
  } finally {
    await db.close();
  }
};

describe('backing up and restoring the embedded database', () => {
  it('restores the database as it was at the backup, keeping the one it replaced', async () => {
    const db = await openDatabase({ databaseUrl: null, dataDir });
    try {
      await db.execute(`create table schema_migrations (version text primary key);
        create table notes (body text not null); insert into notes values ('before the backup')`);
      const written = await writeBackup(db, backupFile);
      expect(written.bytes).toBeGreaterThan(0);
      await db.query("insert into notes values ('after the backup')");
    } finally {
      await db.close();
    }

    const answer = await restoreBackup(dataDir, backupFile);
    expect(await notes()).toEqual(['before the backup']);
    expect(answer.previous && existsSync(answer.previous)).toBe(true);
  }, 120_000);

  it('refuses a file that is not a backup and changes nothing', async () => {
    const garbage = join(folder, 'not-a-backup');
    writeFileSync(garbage, 'not an archive');
    await expect(restoreBackup(dataDir, garbage)).rejects.toThrow(BackupRefused);
    expect(await notes()).toEqual(['before the backup']);
  }, 120_000);

  it('sends a PostgreSQL server to its own tools', async () => {
    const server = pgDatabase('postgres://nobody@127.0.0.1:1/none');
    try {
      await expect(writeBackup(server, backupFile)).rejects.toThrow(/pg_dump/);
    } finally {
      await server.close();
    }
  });
});
