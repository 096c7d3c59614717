import fs from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openEmbeddedCluster } from './open-database';

const folders: string[] = [];
const newClusterDir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'betfront-durable-'));
  folders.push(folder);
  return join(folder, 'pglite');
};
afterEach(() => {
  vi.restoreAllMocks();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the embedded database on disk', () => {
  it('runs with fsync on and has a commit synced to disk before it answers', async () => {
    const clusterDir = newClusterDir();
    const pglite = await openEmbeddedCluster(clusterDir, (error) => {
      throw error;
    });
    try {
      expect((await pglite.query<{ fsync: string }>('show fsync')).rows).toEqual([{ fsync: 'on' }]);
      await pglite.exec('create table bets (id integer primary key)');
      const fsync = vi.spyOn(fs, 'fsyncSync');
      for (let id = 1; id <= 5; id += 1) {
        const before = fsync.mock.calls.length;
        await pglite.query('insert into bets values ($1)', [id]);
        expect(fsync.mock.calls.length).toBeGreaterThan(before);
      }
    } finally {
      await pglite.close();
    }
    const reopened = await openEmbeddedCluster(clusterDir, (error) => {
      throw error;
    });
    try {
      expect((await reopened.query('select id from bets order by id')).rows).toHaveLength(5);
    } finally {
      await reopened.close();
    }
  });

  it('reports the disk’s own error when a write fails, before the commit is answered', async () => {
    const failures: Error[] = [];
    const pglite = await openEmbeddedCluster(newClusterDir(), (error) => failures.push(error));
    await pglite.exec('create table bets (id integer primary key)');
    vi.spyOn(fs, 'writeSync').mockImplementation(() => {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    let answered = false;
    void pglite.query('insert into bets values (1)').then(
      () => (answered = true),
      () => undefined,
    );
    await expect
      .poll(() => failures.map((failure) => failure.message))
      .toContain('ENOSPC: no space left on device, write');
    expect(answered).toBe(false);
  });
});
