import { COUPON_TYPE } from '../coupon-types';
import { dec, formatMoney, moneyDown, parseDecimal } from '../decimal';

/** One step of the operator's boost table: from this many qualifying picks, this percentage of the winnings. */
export interface ExpressBoostTier {
  readonly minPicks: number;
  /** A percentage with at most 2 places, such as "5" or "12.50". */
  readonly percent: string;
}

/** The accumulator boost as it applies to one currency (site §3 hyper-bonus fields). */
export interface ExpressBoostTerms {
  /** The least coef a pick counts at. */
  readonly minCoef: string;
  readonly tiers: readonly ExpressBoostTier[];
  /** The least stake a boosted express takes (`minHyperBonusBetLimit`). */
  readonly minStake: string;
  /** The most one coupon's boost pays (`maxHyperBonusLimit`). */
  readonly maxBonus: string;
}

export interface ExpressBoostSubject {
  readonly typeId: number;
  /** Bonus money takes no boost. */
  readonly isBonusAccount: boolean;
  readonly totalStake: string;
  /** The coef of each pick; a bonus bet's leg is not a pick. */
  readonly coefs: readonly string[];
}

/** How many picks are priced at least the least coef. */
export function qualifyingPicks(coefs: readonly string[], minCoef: string): number {
  const least = dec(minCoef);
  return coefs.filter((coef) => parseDecimal(coef)?.gte(least) === true).length;
}

/**
 * The percentage an express earns on its winnings (`hyperBonusPercent`): the highest tier its qualifying picks
 * reach, when it is staked from money at the least stake or above; null when none applies.
 */
export function expressBoostPercent(subject: ExpressBoostSubject, terms: ExpressBoostTerms | null): string | null {
  if (terms === null || subject.typeId !== COUPON_TYPE.express || subject.isBonusAccount) return null;
  const stake = parseDecimal(subject.totalStake);
  if (stake === null || stake.lt(dec(terms.minStake))) return null;
  const picks = qualifyingPicks(subject.coefs, terms.minCoef);
  const reached = terms.tiers.filter((tier) => tier.minPicks <= picks);
  const best = reached.reduce<ExpressBoostTier | null>(
    (top, tier) => (top === null || tier.minPicks > top.minPicks ? tier : top),
    null,
  );
  return best === null ? null : dec(best.percent).toFixed(2);
}

/**
 * The boost a payout earns: the percentage of its winnings (the payout above the stake), cut to cents and to the
 * most a boost pays; "0.00" when the payout does not exceed the stake.
 */
export function expressBoostAmount(input: {
  payout: string;
  totalStake: string;
  percent: string;
  maxBonus: string;
}): string {
  const winnings = dec(input.payout).minus(dec(input.totalStake));
  if (winnings.lte(0)) return '0.00';
  const boost = moneyDown(winnings.times(dec(input.percent)).div(100));
  const cap = dec(input.maxBonus);
  return formatMoney(boost.gt(cap) ? cap : boost);
}
