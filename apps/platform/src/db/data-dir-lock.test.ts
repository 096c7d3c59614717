import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { claimDataDir, dataDirLockPath } from './data-dir-lock';
import { openDatabase } from './open-database';

const folder = mkdtempSync(join(tmpdir(), 'betfront-lock-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const newDataDir = (name: string) => join(folder, name);

describe('claiming a data folder', () => {
  it('refuses a second claim while the first holds it, and gives it again once released', () => {
    const dataDir = newDataDir('twice');
    const release = claimDataDir(dataDir);
    expect(readFileSync(dataDirLockPath(dataDir), 'utf8').trim()).toBe(String(process.pid));
    expect(() => claimDataDir(dataDir)).toThrow(`is open in process ${process.pid} (this one)`);
    release();
    expect(existsSync(dataDirLockPath(dataDir))).toBe(false);
    claimDataDir(dataDir)();
  });

  it('refuses a folder another running process holds, naming it', () => {
    const dataDir = newDataDir('other');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      claimDataDir(dataDir)();
      writeFileSync(dataDirLockPath(dataDir), `${other.pid}\n`);
      expect(() => claimDataDir(dataDir)).toThrow(`is open in process ${other.pid}: stop that platform first`);
    } finally {
      other.kill();
    }
  });

  it('takes over a folder whose holder ended without releasing it', () => {
    const dataDir = newDataDir('stale');
    const ended = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    claimDataDir(dataDir)();
    writeFileSync(dataDirLockPath(dataDir), ended.stdout);
    const release = claimDataDir(dataDir);
    expect(readFileSync(dataDirLockPath(dataDir), 'utf8').trim()).toBe(String(process.pid));
    release();
  });
});

describe('the embedded database', () => {
  it('opens in one process at a time, and again once closed', async () => {
    const dataDir = newDataDir('database');
    const db = await openDatabase({ databaseUrl: null, dataDir });
    try {
      await expect(openDatabase({ databaseUrl: null, dataDir })).rejects.toThrow('stop that platform first');
    } finally {
      await db.close();
    }
    const again = await openDatabase({ databaseUrl: null, dataDir });
    expect(await again.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
    await again.close();
    expect(existsSync(dataDirLockPath(dataDir))).toBe(false);
  });
});
