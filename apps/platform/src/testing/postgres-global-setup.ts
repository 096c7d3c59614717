import { TEST_DATABASE_PREFIX, withAdminConnection } from '../db/server-test-database';
import { requiredTestDatabaseUrl } from './postgres-url';

/**
 * The PostgreSQL run needs its server; once it is over, no test database may be left: each test closes what it
 * opened, or its pool would outlive the test. Leftovers are dropped and reported as a failure.
 */
export default function setup() {
  const adminUrl = requiredTestDatabaseUrl();
  return async function teardown() {
    const left = await withAdminConnection(adminUrl, async (admin) => {
      const { rows } = await admin.query<{ name: string }>(
        'select datname as name from pg_database where starts_with(datname, $1) order by datname',
        [TEST_DATABASE_PREFIX],
      );
      for (const { name } of rows) await admin.query(`drop database ${name} with (force)`);
      return rows.map((row) => row.name);
    });
    // vitest reports an error thrown here but still exits with 0.
    if (left.length > 0) {
      console.error(`Tests left ${left.length} databases open: ${left.join(', ')}`);
      process.exitCode = 1;
    }
  };
}
