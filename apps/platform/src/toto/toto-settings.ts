import type { Queryable } from '../db/database';

/** What the operator opens a new toto draw with, and the least time from its opening to its first game. */
export interface TotoSettings {
  variantPrice: string;
  maxVariants: number;
  currencyIso: string;
  operatorPermille: number;
  categoryShares: Record<string, number>;
  leadMinutes: number;
}

const COLUMNS = `variant_price::text as "variantPrice", max_variants as "maxVariants", currency_iso as "currencyIso",
  operator_permille as "operatorPermille", category_shares as "categoryShares", lead_minutes as "leadMinutes"`;

export async function readTotoSettings(db: Queryable): Promise<TotoSettings> {
  const [settings] = await db.query<TotoSettings>(`select ${COLUMNS} from toto_settings`);
  if (!settings) throw new Error('The toto settings are missing');
  return settings;
}

export async function writeTotoSettings(db: Queryable, settings: TotoSettings): Promise<TotoSettings> {
  const [written] = await db.query<TotoSettings>(
    `update toto_settings set variant_price = $1::numeric, max_variants = $2, currency_iso = $3,
       operator_permille = $4, category_shares = $5::jsonb, lead_minutes = $6
     returning ${COLUMNS}`,
    [
      settings.variantPrice,
      settings.maxVariants,
      settings.currencyIso,
      settings.operatorPermille,
      JSON.stringify(settings.categoryShares),
      settings.leadMinutes,
    ],
  );
  if (!written) throw new Error('The toto settings are missing');
  return written;
}
