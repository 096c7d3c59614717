import type { RegistrationCurrency } from '@betfront/contract/registration';
import type { Queryable } from '../db/database';

export async function listCurrencies(db: Queryable, lng: 'en' | 'ru'): Promise<RegistrationCurrency[]> {
  const nameColumn = lng === 'en' ? 'name_en' : 'name_ru';
  return db.query<RegistrationCurrency>(`select id, iso, symbol, ${nameColumn} as name from currencies order by id`);
}

export async function currencyExists(db: Queryable, currencyId: number): Promise<boolean> {
  const rows = await db.query('select 1 from currencies where id = $1', [currencyId]);
  return rows.length > 0;
}

export async function findCurrencyIdByIso(db: Queryable, iso: string): Promise<number | null> {
  const rows = await db.query<{ id: number }>('select id from currencies where iso = $1', [iso]);
  return rows[0]?.id ?? null;
}
