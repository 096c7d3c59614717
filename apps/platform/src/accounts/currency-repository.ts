import type { Currency } from '@betfront/contract/accounts';
import type { Queryable } from '../db/database';

export async function listCurrencies(db: Queryable, lng: string): Promise<Currency[]> {
  return db.query<Currency>(
    `select id, iso, symbol, case when $1 = 'ru' then name_ru else name_en end as name from currencies order by id`,
    [lng],
  );
}

export async function findCurrency(db: Queryable, currencyId: number): Promise<Currency | null> {
  const rows = await db.query<Currency>('select id, iso, symbol, name_en as name from currencies where id = $1', [
    currencyId,
  ]);
  return rows[0] ?? null;
}
