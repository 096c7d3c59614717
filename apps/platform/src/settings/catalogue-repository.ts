import type { Queryable } from '../db/database';

export type SwitchTable = 'enabled_features' | 'enabled_routes';

export interface LanguageRow {
  code: string;
  name: string;
  hiddenForVisitors: boolean;
  position: number;
}
export interface BrandBookRow {
  css_prop: string;
  css_value: string;
}

export async function listSwitchedOn(db: Queryable, table: SwitchTable): Promise<number[]> {
  const rows = await db.query<{ number: number }>(`select number from ${table} order by number`);
  return rows.map((row) => row.number);
}

export async function setSwitch(db: Queryable, table: SwitchTable, number: number, isOn: boolean): Promise<void> {
  const sql = isOn
    ? `insert into ${table} (number) values ($1) on conflict do nothing`
    : `delete from ${table} where number = $1`;
  await db.query(sql, [number]);
}

export async function listLanguages(db: Queryable): Promise<LanguageRow[]> {
  return db.query<LanguageRow>(
    'select code, name, hidden_for_visitors as "hiddenForVisitors", position from languages order by position, code',
  );
}

export async function saveLanguage(db: Queryable, language: LanguageRow): Promise<void> {
  await db.query(
    `insert into languages (code, name, hidden_for_visitors, position) values ($1, $2, $3, $4)
     on conflict (code) do update set name = excluded.name, hidden_for_visitors = excluded.hidden_for_visitors,
       position = excluded.position`,
    [language.code, language.name, language.hiddenForVisitors, language.position],
  );
}

export async function deleteLanguage(db: Queryable, code: string): Promise<boolean> {
  const rows = await db.query('delete from languages where code = $1 returning 1', [code]);
  return rows.length > 0;
}

export async function listBrandBook(db: Queryable): Promise<BrandBookRow[]> {
  return db.query<BrandBookRow>('select css_prop, css_value from brand_book order by css_prop');
}

export async function saveBrandBookEntry(db: Queryable, entry: BrandBookRow): Promise<void> {
  await db.query(
    'insert into brand_book (css_prop, css_value) values ($1, $2) on conflict (css_prop) do update set css_value = excluded.css_value',
    [entry.css_prop, entry.css_value],
  );
}

export async function deleteBrandBookEntry(db: Queryable, cssProp: string): Promise<boolean> {
  const rows = await db.query('delete from brand_book where css_prop = $1 returning 1', [cssProp]);
  return rows.length > 0;
}
