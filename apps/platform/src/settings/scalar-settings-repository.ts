import type { Queryable } from '../db/database';

export async function readStoredScalarSettings(db: Queryable): Promise<Record<string, unknown>> {
  const rows = await db.query<{ key: string; value: unknown }>('select key, value from settings');
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

export async function writeScalarSetting(db: Queryable, key: string, value: unknown): Promise<void> {
  await db.query(
    'insert into settings (key, value) values ($1, $2::jsonb) on conflict (key) do update set value = excluded.value',
    [key, JSON.stringify(value)],
  );
}

export async function deleteScalarSetting(db: Queryable, key: string): Promise<void> {
  await db.query('delete from settings where key = $1', [key]);
}
