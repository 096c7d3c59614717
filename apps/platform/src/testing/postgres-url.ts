/** The PostgreSQL server of the run (its admin database); a test that needs it fails without it, never skips. */
export function requiredTestDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error('TEST_DATABASE_URL is not set: run the PostgreSQL tests through scripts/with-postgres.sh');
  }
  return url;
}
