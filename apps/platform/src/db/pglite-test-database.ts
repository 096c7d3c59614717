import { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from './database';
import { runMigrations } from './migrations';
import { migrationsFingerprint } from './migrations-fingerprint';
import { pgliteDatabase } from './pglite-database';
import { keepMigratedRows, resetToMigrated } from './pglite-reset';
import { emptyClusterTemplate } from './pglite-template';

let pendingTemplate: Promise<Blob> | null = null;

async function buildMigratedTemplate(path: string): Promise<Blob> {
  const pglite = await PGlite.create({ loadDataDir: await emptyClusterTemplate() });
  try {
    await runMigrations(pgliteDatabase(pglite));
    await keepMigratedRows(pglite);
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
    const path = join(tmpdir(), `betfront-test-cluster-resettable-${fingerprint}.tar`);
    return existsSync(path) ? readFile(path).then((bytes) => new Blob([bytes])) : buildMigratedTemplate(path);
  });
  return pendingTemplate;
}

/** Prepares the migrated cluster before any test needs it, so parallel workers do not each migrate one. */
export async function prepareMigratedTemplate(): Promise<void> {
  await migratedTemplate();
}

interface MigratedInstance {
  pglite: PGlite;
  reset(): Promise<void>;
}

/** Instances closed by their tests, already reset, for the next test of this worker (module state is per worker). */
const idle: MigratedInstance[] = [];
/** More than a file holds open at once is rare; instances past this many are closed rather than kept. */
const MAX_IDLE = 3;

/** Databases handed out and not closed yet. */
const leased = new Set<Database>();

async function openMigratedInstance(): Promise<MigratedInstance> {
  const pglite = await PGlite.create({ loadDataDir: await migratedTemplate() });
  return { pglite, reset: await resetToMigrated(pglite) };
}

async function giveBack(instance: MigratedInstance): Promise<void> {
  if (idle.length >= MAX_IDLE) return instance.pglite.close();
  try {
    await instance.reset();
  } catch {
    // A test left the instance unusable (an open transaction, a broken connection): it is not reused.
    return instance.pglite.close();
  }
  idle.push(instance);
}

/**
 * A migrated in-memory PGlite database; each call gives an independent one. Closing it puts the instance back
 * as migrated for the next test of the worker: reusing costs far less than loading a copy of the cluster. What
 * runs on after close (a late timer of a closed app) fails as on a closed database and reaches no later test.
 */
export async function createPgliteTestDatabase(): Promise<Database> {
  const instance = idle.pop() ?? (await openMigratedInstance());
  const handle = leaseOf(instance);
  leased.add(handle);
  return handle;
}

/** Closes what the test files of this worker left open, so none of it reaches the next file. */
export async function closeLeftoverPgliteTestDatabases(): Promise<void> {
  for (const db of [...leased]) await db.close();
}

function leaseOf(instance: MigratedInstance): Database {
  const database = pgliteDatabase(instance.pglite);
  const listening = new Set<() => Promise<void>>();
  let closed: Promise<void> | null = null;
  const open = async () => {
    if (closed) throw new Error('The test database is closed');
  };
  const handle: Database = {
    query: async (sql, params) => (await open(), database.query(sql, params)),
    execute: async (sql) => (await open(), database.execute(sql)),
    transaction: async (fn) => (await open(), database.transaction(fn)),
    async listen(channel, handlers) {
      await open();
      const stop = await database.listen(channel, handlers);
      listening.add(stop);
      return async () => {
        if (listening.delete(stop)) await stop();
      };
    },
    tryLead: async (job) => (await open(), database.tryLead(job)),
    close() {
      closed ??= (async () => {
        leased.delete(handle);
        for (const stop of listening) await stop();
        listening.clear();
        await giveBack(instance);
      })();
      return closed;
    },
  };
  return handle;
}

/** A fresh in-memory PGlite database with no table at all. */
export async function createEmptyPgliteTestDatabase(): Promise<Database> {
  return pgliteDatabase(await PGlite.create({ loadDataDir: await emptyClusterTemplate() }));
}
