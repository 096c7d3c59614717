import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { createTestDatabase } from './test-database';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

// Runs on both databases: code written and tested against one reads the same values from the other.
describe('values read from the database', () => {
  it('gives a bigint as a number while it is exact and as a bigint beyond', async () => {
    const [row] = await db.query('select 700000004::bigint as id, count(*) as n, 9007199254740993::bigint as big');
    expect(row).toEqual({ id: 700000004, n: 1, big: 9007199254740993n });
  });

  it('gives numeric as an exact string, jsonb parsed and timestamptz as a Date', async () => {
    const [row] = await db.query(
      `select 1234.50::numeric(20, 2) as money, '{"a": [1, "b"]}'::jsonb as doc,
         '2025-01-02T03:04:05Z'::timestamptz as at, 7::int as small, true as yes`,
    );
    expect(row).toEqual({
      money: '1234.50',
      doc: { a: [1, 'b'] },
      at: new Date('2025-01-02T03:04:05Z'),
      small: 7,
      yes: true,
    });
  });
});
