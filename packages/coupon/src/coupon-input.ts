import type { CouponTypeId } from './coupon-types';

/** Money as a decimal string ("150", "2.5") or a number; at most 2 decimal places. */
export type AmountInput = string | number;

export interface CouponBetInput {
  readonly id: string;
  /** A decimal string or number, at least 1. */
  readonly coef: string | number;
  /** System only: a banker is part of every combination. */
  readonly isBanker?: boolean;
  /** Conditional only: bets with the same blockId form one block (an express). */
  readonly blockId?: number;
  /** -2 … 6 as in the spec's status table; missing means -2 (not calculated). */
  readonly statusId?: number;
}

export interface QuoteInput {
  readonly typeId: CouponTypeId;
  readonly amount: AmountInput;
  /** System only: the number of non-banker selections in each combination. */
  readonly systemValue?: number;
  readonly bets: readonly CouponBetInput[];
  /** Many singles: the stake of each bet; a bet without one is staked `amount`. */
  readonly amountByBetId?: Readonly<Record<string, AmountInput>>;
  /** Conditional: the stake of each block, keyed by blockId; a block without one is staked `amount`. */
  readonly amountByBlockId?: Readonly<Record<string, AmountInput>>;
}

export type SettleInput = QuoteInput;

/** Money is given to 2 places, coefficients exactly; all as decimal strings so JSON carries them unchanged. */
export interface QuoteResult {
  readonly coef: string;
  readonly betsCount: number;
  readonly totalStake: string;
  readonly possibleWin: string;
  /** Systems only. */
  readonly minPossibleWin?: string;
}

export interface SettleResult {
  readonly payout: string;
}
