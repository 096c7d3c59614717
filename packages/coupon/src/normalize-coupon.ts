import { isBetStatusId, type BetStatusId } from './bet-status';
import { CouponError } from './coupon-error';
import type { AmountInput, QuoteInput } from './coupon-input';
import { BETS_COUNT_RANGE, isCouponTypeId, typeAcceptsBetsCount, type CouponTypeId } from './coupon-types';
import { ONE, parseDecimal, type Dec } from './decimal';

/** Keeps every count exact in a JavaScript number: C(50, 25) < 2^53. */
export const MAX_COUPON_BETS = 50;

export interface Leg {
  readonly id: string;
  readonly coef: Dec;
  readonly isBanker: boolean;
  readonly blockId: number | undefined;
  readonly statusId: BetStatusId;
}

export interface NormalizedCoupon {
  readonly typeId: CouponTypeId;
  readonly amount: Dec;
  readonly systemValue: number | undefined;
  readonly legs: readonly Leg[];
  readonly amountByBetId: ReadonlyMap<string, Dec>;
  readonly amountByBlockId: ReadonlyMap<string, Dec>;
}

export function parseAmount(value: AmountInput, what: string): Dec {
  const amount = parseDecimal(value);
  if (amount === null)
    throw new CouponError('INVALID_AMOUNT', `${what} must be a decimal number, got ${String(value)}.`);
  if (amount.isNegative())
    throw new CouponError('INVALID_AMOUNT', `${what} must not be negative, got ${String(value)}.`);
  if (amount.decimalPlaces() > 2) {
    throw new CouponError('INVALID_AMOUNT', `${what} has more than 2 decimal places: ${String(value)}.`);
  }
  return amount;
}

function parseAmounts(record: Readonly<Record<string, AmountInput>> | undefined, what: string): Map<string, Dec> {
  const amounts = new Map<string, Dec>();
  for (const [key, value] of Object.entries(record ?? {})) amounts.set(key, parseAmount(value, `${what} ${key}`));
  return amounts;
}

function parseLegs(input: QuoteInput): Leg[] {
  if (!Array.isArray(input.bets) || input.bets.length === 0) {
    throw new CouponError('EMPTY_COUPON', 'The coupon has no bets.');
  }
  if (input.bets.length > MAX_COUPON_BETS) {
    throw new CouponError('WRONG_BETS_COUNT', `A coupon holds at most ${MAX_COUPON_BETS} bets.`);
  }
  const seen = new Set<string>();
  return input.bets.map((bet) => {
    if (typeof bet.id !== 'string' || bet.id === '') {
      throw new CouponError('INVALID_BET_ID', 'Every bet needs a non-empty string id.');
    }
    if (seen.has(bet.id)) throw new CouponError('DUPLICATE_BET_ID', `Bet ${bet.id} is in the coupon twice.`);
    seen.add(bet.id);
    const coef = parseDecimal(bet.coef);
    if (coef === null) throw new CouponError('INVALID_COEF', `Bet ${bet.id} has no decimal coef: ${String(bet.coef)}.`);
    if (coef.lessThan(ONE))
      throw new CouponError('INVALID_COEF', `Bet ${bet.id} has a coef below 1: ${coef.toFixed()}.`);
    const statusId = bet.statusId ?? -2;
    if (!isBetStatusId(statusId)) {
      throw new CouponError('INVALID_STATUS', `Bet ${bet.id} has an unknown status ${String(bet.statusId)}.`);
    }
    if (bet.blockId !== undefined && !Number.isInteger(bet.blockId)) {
      throw new CouponError('UNKNOWN_BLOCK_ID', `Bet ${bet.id} has a block id that is not an integer.`);
    }
    return { id: bet.id, coef, isBanker: bet.isBanker === true, blockId: bet.blockId, statusId };
  });
}

/** Checks what every type shares; each type's rule checks its own constraints after this. */
export function normalizeCoupon(input: QuoteInput): NormalizedCoupon {
  if (!isCouponTypeId(input.typeId)) {
    throw new CouponError('INVALID_TYPE', `Unknown coupon type ${String(input.typeId)}: expected 0 to 9.`);
  }
  const legs = parseLegs(input);
  if (!typeAcceptsBetsCount(input.typeId, legs.length)) {
    const { min, max } = BETS_COUNT_RANGE[input.typeId];
    const wanted = min === max ? `${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`;
    throw new CouponError('WRONG_BETS_COUNT', `Coupon type ${input.typeId} takes ${wanted} bets, got ${legs.length}.`);
  }
  return {
    typeId: input.typeId,
    amount: parseAmount(input.amount, 'The amount'),
    systemValue: input.systemValue,
    legs,
    amountByBetId: parseAmounts(input.amountByBetId, 'The amount of bet'),
    amountByBlockId: parseAmounts(input.amountByBlockId, 'The amount of block'),
  };
}
