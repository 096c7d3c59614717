import { CouponError } from '../coupon-error';
import type { AmountInput } from '../coupon-input';
import { ONE, formatMoney, moneyHalfUp, parseDecimal, type Dec } from '../decimal';
import { parseAmount } from '../normalize-coupon';

export interface BlockStake {
  /** The block's coefficient (the product of its bets' coefs). */
  readonly coef: string | number;
  readonly amount: AmountInput;
}

/** The most a block may be staked after a block with this coef and amount: coef × amount, rounded to 2 places. */
export function nextBlockMaxAmount(previousCoef: Dec, previousAmount: Dec): Dec {
  return moneyHalfUp(previousCoef.times(previousAmount));
}

/**
 * The maximum amount of each block, chained: the first block's is the max bet amount (null: no maximum);
 * each next block's is the previous block's coef × amount, rounded to 2 places.
 */
export function blockMaxAmounts(maxBetAmount: AmountInput | null, blocks: readonly BlockStake[]): (string | null)[] {
  const first = maxBetAmount === null ? null : formatMoney(parseAmount(maxBetAmount, 'The max bet amount'));
  return blocks.map((block, i) => {
    if (i === 0) return first;
    const previous = blocks[i - 1] as BlockStake;
    const coef = parseDecimal(previous.coef);
    if (coef === null || coef.lessThan(ONE)) {
      throw new CouponError('INVALID_COEF', `Block ${i} has no valid coef: ${String(previous.coef)}.`);
    }
    return formatMoney(nextBlockMaxAmount(coef, parseAmount(previous.amount, `The amount of block ${i}`)));
  });
}
