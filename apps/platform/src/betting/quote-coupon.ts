import {
  COUPON_TYPE,
  COUPON_TYPE_IDS,
  CouponError,
  isCouponTypeId,
  isAboveMaximum,
  isBelowMinimum,
  quote,
  systemOptions,
} from '@betfront/coupon';
import type { CouponTypeId, QuoteInput, QuoteResult } from '@betfront/coupon';
import type { StakeLimits } from './bet-limits';
import { PlaceRefusal } from './place-refusal';

export interface CouponToQuote {
  typeId: number;
  amount: string;
  systemValue: number | null;
  amountByBetId: Record<string, string>;
  amountByBlockId: Record<string, string>;
  bets: { id: string; coef: string; isBanker: boolean; blockId: number | undefined }[];
}

export function quoteInput(coupon: CouponToQuote): QuoteInput {
  const { typeId } = coupon;
  if (!isCouponTypeId(typeId)) throw new CouponError('INVALID_TYPE', `There is no coupon type ${typeId}.`);
  return {
    typeId,
    amount: coupon.amount,
    ...(coupon.systemValue === null ? {} : { systemValue: coupon.systemValue }),
    bets: coupon.bets.map((bet) => ({
      id: bet.id,
      coef: bet.coef,
      isBanker: bet.isBanker,
      ...(bet.blockId === undefined ? {} : { blockId: bet.blockId }),
    })),
    amountByBetId: coupon.amountByBetId,
    amountByBlockId: coupon.amountByBlockId,
  };
}

/** The coupon priced by the engine; an input the engine refuses is a 400 `invalid_coupon` with its reason. */
export function quoteCoupon(coupon: CouponToQuote): QuoteResult {
  try {
    return quote(quoteInput(coupon));
  } catch (error) {
    if (error instanceof CouponError) throw new PlaceRefusal(400, 'invalid_coupon', error.message);
    throw error;
  }
}

/**
 * Each stake the limits apply to, as the coupon screen checks them: every single's own amount (many singles),
 * every block's amount (conditional; later blocks are capped by the engine's chained maximum), else the amount.
 */
export function stakes(coupon: CouponToQuote): { amount: string; checksMaximum: boolean }[] {
  if (coupon.typeId === COUPON_TYPE.manySingles) {
    return coupon.bets.map((bet) => ({ amount: coupon.amountByBetId[bet.id] ?? coupon.amount, checksMaximum: true }));
  }
  if (coupon.typeId === COUPON_TYPE.conditional) {
    const seen = new Set<number>();
    const blockStakes: string[] = [];
    for (const bet of coupon.bets) {
      if (bet.blockId !== undefined && seen.has(bet.blockId)) continue;
      if (bet.blockId !== undefined) seen.add(bet.blockId);
      const own = bet.blockId === undefined ? undefined : coupon.amountByBlockId[String(bet.blockId)];
      blockStakes.push(own ?? coupon.amount);
    }
    return blockStakes.map((amount, index) => ({ amount, checksMaximum: index === 0 }));
  }
  return [{ amount: coupon.amount, checksMaximum: true }];
}

export interface StakeAllowances {
  /** A bonus account has no maximum (site §5). */
  isBonusAccount: boolean;
  /** A VIP bet the platform honours has no maximum either. */
  isVipBet: boolean;
  /** The coupon types the operator applies the minimum and the maximum to (site §5); every type when missing. */
  stakeLimitTypes?: { min: readonly number[]; max: readonly number[] };
}

const configuredTypes = (typeIds: readonly number[] | undefined): CouponTypeId[] =>
  typeIds === undefined ? [...COUPON_TYPE_IDS] : typeIds.filter(isCouponTypeId);

/**
 * Refuses a stake below the minimum (a system's: the minimum for each combination) or above the maximum, each for
 * the coupon types the operator applies it to, unless the allowances lift the maximum.
 */
export function checkStakeLimits(coupon: CouponToQuote, limits: StakeLimits, allowances: StakeAllowances): void {
  const { isBonusAccount } = allowances;
  const { typeId } = quoteInput(coupon);
  const minBetAmount =
    typeId === COUPON_TYPE.system
      ? (systemOptions(coupon.bets, limits.minBetAmount).find((option) => option.value === coupon.systemValue)
          ?.minBetAmount ?? limits.minBetAmount)
      : limits.minBetAmount;
  const maxBetAmount = limits.maxBetAmount;
  const minAmountTypeIds = configuredTypes(allowances.stakeLimitTypes?.min);
  const maxAmountTypeIds = configuredTypes(allowances.stakeLimitTypes?.max);
  for (const { amount, checksMaximum } of stakes(coupon)) {
    if (isBelowMinimum({ typeId, amount, minBetAmount, minAmountTypeIds })) {
      throw new PlaceRefusal(400, 'amount_below_minimum', `The least stake is ${minBetAmount}`, {
        minAmount: minBetAmount,
      });
    }
    const maximum = { typeId, amount, maxBetAmount, maxAmountTypeIds, isBonusAccount };
    if (checksMaximum && !allowances.isVipBet && isAboveMaximum(maximum)) {
      throw new PlaceRefusal(400, 'amount_above_maximum', `The most you may stake is ${maxBetAmount}`, {
        maxAmount: maxBetAmount,
      });
    }
  }
}
