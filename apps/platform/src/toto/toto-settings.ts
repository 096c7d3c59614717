import type { Queryable } from '../db/database';

/** What the operator opens a new toto draw with, and the least time from its opening to its first game. */
export interface TotoSettings {
  /** The price of a variant in each currency a draw takes coupons in: each currency plays its own pool. */
  variantPrices: Record<string, string>;
  maxVariants: number;
  operatorPermille: number;
  categoryShares: Record<string, number>;
  leadMinutes: number;
}

const COLUMNS = `variant_prices as "variantPrices", max_variants as "maxVariants",
  operator_permille as "operatorPermille", category_shares as "categoryShares", lead_minutes as "leadMinutes"`;

export async function readTotoSettings(db: Queryable): Promise<TotoSettings> {
  const [settings] = await db.query<TotoSettings>(`select ${COLUMNS} from toto_settings`);
  if (!settings) throw new Error('The toto settings are missing');
  return settings;
}

export async function writeTotoSettings(db: Queryable, settings: TotoSettings): Promise<TotoSettings> {
  const [written] = await db.query<TotoSettings>(
    `update toto_settings set variant_prices = $1::jsonb, max_variants = $2, operator_permille = $3,
       category_shares = $4::jsonb, lead_minutes = $5
     returning ${COLUMNS}`,
    [
      JSON.stringify(settings.variantPrices),
      settings.maxVariants,
      settings.operatorPermille,
      JSON.stringify(settings.categoryShares),
      settings.leadMinutes,
    ],
  );
  if (!written) throw new Error('The toto settings are missing');
  return written;
}
