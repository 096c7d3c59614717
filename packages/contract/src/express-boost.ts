import { z } from 'zod/mini';
import { moneySchema } from './accounts';
import { coefSchema } from './sportsbook';

/** A percentage of 0.01 to 100 with exactly 2 places, such as "10.00". */
export const boostPercentSchema = z.string().check(
  z.regex(/^\d{1,3}\.\d{2}$/, 'a percentage such as 10.00'),
  z.refine((value) => Number(value) > 0 && Number(value) <= 100, 'a percentage above 0, at most 100'),
);

export const expressBoostTierSchema = z.object({
  /** From this many picks priced at `minCoef` or above… */
  minPicks: z.int().check(z.gte(2), z.lte(50)),
  /** …this percentage of the express's winnings. */
  percent: boostPercentSchema,
});

/**
 * The accumulator boost as it applies in one currency (site §3 hyper-bonus fields): the operator's table, the
 * least stake (`minHyperBonusBetLimit`) and the most a coupon's boost pays (`maxHyperBonusLimit`).
 */
export const expressBoostTermsSchema = z.object({
  minCoef: coefSchema,
  tiers: z.array(expressBoostTierSchema),
  minStake: moneySchema,
  maxBonus: moneySchema,
});
export type ExpressBoostTermsData = z.infer<typeof expressBoostTermsSchema>;
