import { prepareMigratedTemplate } from '../db/pglite-test-database';

/** Migrates the test cluster once for the whole run, before the workers start copying it. */
export default async function setup() {
  await prepareMigratedTemplate();
}
