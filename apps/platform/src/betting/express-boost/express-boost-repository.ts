import type { ExpressBoostTermsData } from '@betfront/contract/express-boost';
import type { ExpressBoostTier } from '@betfront/coupon';
import type { Queryable } from '../../db/database';

/** The operator's accumulator boost: the table, and the least stake and most boost by currency. */
export interface ExpressBoostTable {
  minCoef: string;
  tiers: ExpressBoostTier[];
  limits: { currencyIso: string; minStake: string; maxBonus: string }[];
}

const readTiers = (db: Queryable) =>
  db.query<ExpressBoostTier>(
    'select min_picks as "minPicks", percent::text as percent from express_boost_tiers order by min_picks',
  );

async function readMinCoef(db: Queryable): Promise<string> {
  const [rules] = await db.query<{ minCoef: string }>(
    'select min_coef::text as "minCoef" from express_boost_rules where id',
  );
  if (!rules) throw new Error('The accumulator boost rules row is missing');
  return rules.minCoef;
}

export async function readExpressBoostTable(db: Queryable): Promise<ExpressBoostTable> {
  const [minCoef, tiers, limits] = await Promise.all([
    readMinCoef(db),
    readTiers(db),
    db.query<ExpressBoostTable['limits'][number]>(
      `select currency_iso as "currencyIso", min_stake::text as "minStake", max_bonus::text as "maxBonus"
       from express_boost_limits order by currency_iso`,
    ),
  ]);
  return { minCoef, tiers, limits };
}

/** The boost in one currency; null when the operator offers none in it (no tiers, or no limits in the currency). */
export async function readExpressBoostTerms(db: Queryable, currencyIso: string): Promise<ExpressBoostTermsData | null> {
  const [limits] = await db.query<{ minStake: string; maxBonus: string }>(
    `select min_stake::text as "minStake", max_bonus::text as "maxBonus" from express_boost_limits
     where currency_iso = $1`,
    [currencyIso],
  );
  if (!limits) return null;
  const [minCoef, tiers] = await Promise.all([readMinCoef(db), readTiers(db)]);
  return tiers.length === 0 ? null : { minCoef, tiers, ...limits };
}

/** Replaces the tiers (none switches the boost off) and, when given, the least coef of a pick. */
export async function replaceExpressBoostTable(
  tx: Queryable,
  table: { minCoef?: string | undefined; tiers: readonly ExpressBoostTier[] },
): Promise<void> {
  if (table.minCoef !== undefined) {
    await tx.query('update express_boost_rules set min_coef = $1::numeric where id', [table.minCoef]);
  }
  await tx.query('delete from express_boost_tiers');
  for (const tier of table.tiers) {
    await tx.query('insert into express_boost_tiers (min_picks, percent) values ($1, $2::numeric)', [
      tier.minPicks,
      tier.percent,
    ]);
  }
}

/** Sets the least stake and the most boost in a currency, or (null) stops offering the boost in it. */
export async function setExpressBoostLimits(
  db: Queryable,
  currencyIso: string,
  limits: { minStake: string; maxBonus: string } | null,
): Promise<void> {
  if (limits === null) {
    await db.query('delete from express_boost_limits where currency_iso = $1', [currencyIso]);
    return;
  }
  await db.query(
    `insert into express_boost_limits (currency_iso, min_stake, max_bonus) values ($1, $2::numeric, $3::numeric)
     on conflict (currency_iso) do update set min_stake = excluded.min_stake, max_bonus = excluded.max_bonus`,
    [currencyIso, limits.minStake, limits.maxBonus],
  );
}
