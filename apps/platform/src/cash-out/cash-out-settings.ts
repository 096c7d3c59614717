import type { Queryable } from '../db/database';

/** The operator's controls of cash out (table cash_out_settings, one row). */
export interface CashOutSettings {
  isEnabled: boolean;
  isLiveEnabled: boolean;
  disabledSportIds: number[];
  offeredTypeIds: number[];
  /** Taken off the fair value, "0.0500". */
  margin: string;
  /** The most one sale may pay, or null. */
  maxSaleValue: string | null;
  quoteSeconds: number;
}

export type CashOutSettingsPatch = Partial<Omit<CashOutSettings, 'disabledSportIds'>> & {
  /** Switches cash out off (false) or back on (true) for one sport. */
  sport?: { id: number; isEnabled: boolean };
};

const SELECT = `select is_enabled as "isEnabled", is_live_enabled as "isLiveEnabled",
  disabled_sport_ids as "disabledSportIds", offered_type_ids as "offeredTypeIds", margin::text as margin,
  max_sale_value::text as "maxSaleValue", quote_seconds as "quoteSeconds"
  from cash_out_settings`;

export async function readCashOutSettings(db: Queryable): Promise<CashOutSettings> {
  const [row] = await db.query<CashOutSettings>(SELECT);
  if (!row) throw new Error('The cash-out settings row is missing');
  return { ...row, disabledSportIds: row.disabledSportIds.map(Number), offeredTypeIds: row.offeredTypeIds.map(Number) };
}

/** Changes the settings given, in one statement, and answers them all. */
export async function updateCashOutSettings(db: Queryable, patch: CashOutSettingsPatch): Promise<CashOutSettings> {
  await db.query(
    `update cash_out_settings set
       is_enabled = coalesce($1, is_enabled),
       is_live_enabled = coalesce($2, is_live_enabled),
       offered_type_ids = coalesce($3::smallint[], offered_type_ids),
       margin = coalesce($4::numeric, margin),
       max_sale_value = case when $5::boolean then $6::numeric else max_sale_value end,
       quote_seconds = coalesce($7, quote_seconds),
       disabled_sport_ids = case
         when $8::integer is null then disabled_sport_ids
         when $9::boolean then array_remove(disabled_sport_ids, $8::integer)
         else array_append(array_remove(disabled_sport_ids, $8::integer), $8::integer) end`,
    [
      patch.isEnabled ?? null,
      patch.isLiveEnabled ?? null,
      patch.offeredTypeIds ?? null,
      patch.margin ?? null,
      patch.maxSaleValue !== undefined,
      patch.maxSaleValue ?? null,
      patch.quoteSeconds ?? null,
      patch.sport?.id ?? null,
      patch.sport?.isEnabled ?? null,
    ],
  );
  return readCashOutSettings(db);
}
