import pg from 'pg';
import { randomBytes } from 'node:crypto';
import type { Database } from './database';
import { runMigrations } from './migrations';
import { migrationsFingerprint } from './migrations-fingerprint';
import { pgDatabase } from './pg-database';

/** Every test database's name starts so: whatever a run leaves behind can be found and dropped. */
export const TEST_DATABASE_PREFIX = 'betfront_test_';
/** Any fixed number: the test workers of one run build the template one at a time. */
const TEMPLATE_LOCK_KEY = 4_711_2026;

/** The URL of another database on the server of the admin URL. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs fn on a connection to the admin database, closed afterwards. */
export async function withAdminConnection<R>(adminUrl: string, fn: (admin: pg.Client) => Promise<R>): Promise<R> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

async function buildTemplate(adminUrl: string, name: string): Promise<string> {
  await withAdminConnection(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return;
    // Renamed only once migrated, so a run that died half-way leaves nothing that looks like a template.
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building}`);
    await admin.query(`create database ${building}`);
    const db = pgDatabase(databaseUrl(adminUrl, building));
    try {
      await runMigrations(db);
    } finally {
      await db.close();
    }
    await admin.query(`alter database ${building} rename to ${name}`);
  });
  return name;
}

const templates = new Map<string, Promise<string>>();

/** The name of a migrated database to copy; built once per server and set of migrations. */
function migratedTemplate(adminUrl: string): Promise<string> {
  let template = templates.get(adminUrl);
  if (!template) {
    template = migrationsFingerprint().then((fingerprint) =>
      buildTemplate(adminUrl, `betfront_template_${fingerprint}`),
    );
    templates.set(adminUrl, template);
  }
  return template;
}

/** A new database on the server copied from the template; answers its name. */
async function copyTemplate(adminUrl: string, template: string): Promise<string> {
  const name = `${TEST_DATABASE_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminConnection(adminUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  return name;
}

const dropDatabase = (adminUrl: string, name: string) =>
  withAdminConnection(adminUrl, (admin) => admin.query(`drop database ${name} with (force)`));

/** A new database on the server copied from the template; closing it ends its pool and drops it. */
async function copyOf(adminUrl: string, template: string): Promise<Database> {
  const name = await copyTemplate(adminUrl, template);
  const db = pgDatabase(databaseUrl(adminUrl, name));
  return {
    ...db,
    async close() {
      await db.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

/**
 * A fresh migrated database on the PostgreSQL server of the admin URL: a copy of a template migrated once, which
 * costs a fraction of migrating.
 */
export async function createServerTestDatabase(adminUrl: string): Promise<Database> {
  return copyOf(adminUrl, await migratedTemplate(adminUrl));
}

/**
 * A fresh migrated database reached by several processes, each through its own connections: what each sees and
 * leads is what separate platform processes would. Closing one is its process ending; `drop` ends the rest. A
 * platform started as a process of its own reaches it at `url`.
 */
export async function createServerTestCluster(
  adminUrl: string,
  processes: number,
): Promise<{ processes: Database[]; url: string; drop(): Promise<void> }> {
  const name = await copyTemplate(adminUrl, await migratedTemplate(adminUrl));
  const url = databaseUrl(adminUrl, name);
  const handles = Array.from({ length: processes }, () => pgDatabase(url));
  return {
    processes: handles,
    url,
    async drop() {
      await Promise.all(handles.map((handle) => handle.close().catch(() => {})));
      await dropDatabase(adminUrl, name);
    },
  };
}

/** A fresh database on the server with no table at all. */
export function createEmptyServerTestDatabase(adminUrl: string): Promise<Database> {
  return copyOf(adminUrl, 'template0');
}
