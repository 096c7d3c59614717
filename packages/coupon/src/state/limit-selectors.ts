import { COUPON_TYPE } from '../coupon-types';
import { dec, formatMoney, parseDecimal } from '../decimal';
import { expressBoostAmount, expressBoostPercent } from '../rules/express-boost';
import { legCoef } from './coupon-bet';
import { selectQuote, selectSystemOptions } from './coupon-selectors';
import type { CouponState } from './coupon-state';
import { selectPayableWin } from './payout-selectors';

/**
 * The least and the most one stake of the coupon's type may be, as the platform checks them (site §5): each only for
 * the types the operator applies it to, a system's minimum per combination, and no maximum on the bonus account.
 */
export function selectStakeLimits(state: CouponState): { min: string | null; max: string | null } {
  const { typeId, config } = state;
  const systemMinimum = selectSystemOptions(state).find((option) => option.value === state.systemValue)?.minBetAmount;
  const minimum = typeId === COUPON_TYPE.system ? (systemMinimum ?? null) : state.minBetAmount;
  const maximum = state.isBonusAccount ? null : state.maxBetAmount;
  return {
    min: config.minAmountTypeIds.includes(typeId) ? minimum : null,
    max: config.maxAmountTypeIds.includes(typeId) ? maximum : null,
  };
}

/** The accumulator boost an express earns as the coupon stands, with the return it makes. */
export interface ExpressBoostView {
  /** `hyperBonusPercent`, "10.00". */
  readonly percent: string;
  /** What the boost adds to the possible win. */
  readonly boost: string;
  /** The possible win with the boost. */
  readonly boostedWin: string;
  readonly maxBonus: string;
}

/** The boost as the platform will fix and pay it, or null when the coupon earns none. */
export function selectExpressBoost(state: CouponState): ExpressBoostView | null {
  const outcome = selectQuote(state);
  const payable = selectPayableWin(state);
  if (!outcome.ok || payable === null || state.expressBoost === null) return null;
  const { totalStake, possibleWin } = outcome.quote;
  const subject = {
    typeId: state.typeId,
    isBonusAccount: state.isBonusAccount,
    totalStake,
    coefs: state.bets.map(legCoef),
  };
  const percent = expressBoostPercent(subject, state.expressBoost);
  if (percent === null) return null;
  const cap = parseDecimal(state.maxPayout);
  const gross = cap !== null && dec(possibleWin).gt(cap) ? formatMoney(cap) : possibleWin;
  const { maxBonus } = state.expressBoost;
  const earned = dec(expressBoostAmount({ payout: gross, totalStake, percent, maxBonus }));
  // The maximum payout caps what the coupon pays with its boost too.
  const room = cap === null ? null : cap.minus(dec(gross));
  const boost = formatMoney(room !== null && room.lt(earned) ? room : earned);
  return { percent, boost, boostedWin: formatMoney(dec(payable.possibleWin).plus(dec(boost))), maxBonus };
}
