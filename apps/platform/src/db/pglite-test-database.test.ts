import { beforeAll, describe, expect, it } from 'vitest';
import { createPgliteTestDatabase, prepareMigratedTemplate } from './pglite-test-database';

const languageCount = async (db: Awaited<ReturnType<typeof createPgliteTestDatabase>>) =>
  (await db.query<{ count: number }>('select count(*)::int as count from languages'))[0]?.count;

describe('a PGlite test database', () => {
  // The PostgreSQL run migrates no PGlite cluster before its tests.
  beforeAll(prepareMigratedTemplate);

  it('comes back to the next test as just migrated: its rows and sequences as the migrations left them', async () => {
    const first = await createPgliteTestDatabase();
    const [sequence] = await first.query<{ name: string }>(
      "select sequencename as name from pg_sequences where schemaname = 'public' order by sequencename limit 1",
    );
    const nextValue = async (db: typeof first) =>
      (await db.query<{ value: string }>('select nextval($1)::text as value', [sequence?.name]))[0]?.value;
    const migratedLanguages = await languageCount(first);
    const firstValue = await nextValue(first);
    await first.execute('delete from languages');
    await first.close();

    const second = await createPgliteTestDatabase();
    expect(await languageCount(second)).toBe(migratedLanguages);
    expect(await nextValue(second)).toBe(firstValue);
    await second.close();
  });

  it('refuses every call once closed, so a late query of a closed app reaches no later test', async () => {
    const db = await createPgliteTestDatabase();
    await db.close();
    await expect(db.query('select 1')).rejects.toThrow('closed');
    await expect(db.transaction(async (tx) => tx.query('select 1'))).rejects.toThrow('closed');
  });

  it('gives tests open at the same time databases of their own', async () => {
    const [one, other] = await Promise.all([createPgliteTestDatabase(), createPgliteTestDatabase()]);
    await one.execute('delete from languages');
    expect(await languageCount(other)).toBeGreaterThan(0);
    await Promise.all([one.close(), other.close()]);
  });
});
