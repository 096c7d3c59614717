import type { QuoteInput, QuoteResult } from './coupon-input';
import { formatCoef, formatMoney } from './decimal';
import { normalizeCoupon } from './normalize-coupon';
import { TYPE_RULES } from './types/type-rules';

/** The coupon's total coefficient, number of bets, total stake, possible win (and a system's minimum). */
export function quote(input: QuoteInput): QuoteResult {
  const coupon = normalizeCoupon(input);
  const rule = TYPE_RULES[coupon.typeId];
  rule.validate?.(coupon);
  const figures = rule.quote(coupon);
  const result: QuoteResult = {
    coef: formatCoef(figures.coef),
    betsCount: figures.betsCount,
    totalStake: formatMoney(figures.totalStake),
    possibleWin: formatMoney(figures.possibleWin),
  };
  return figures.minPossibleWin === undefined
    ? result
    : { ...result, minPossibleWin: formatMoney(figures.minPossibleWin) };
}
