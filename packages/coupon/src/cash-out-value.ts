import { BET_STATUS, isSettledStatus } from './bet-status';
import { CouponError } from './coupon-error';
import type { CouponBetInput, QuoteInput } from './coupon-input';
import { COUPON_TYPE, type CouponTypeId } from './coupon-types';
import { ONE, ZERO, divideDown, formatMoney, moneyDown, parseDecimal, roundTo, type Dec } from './decimal';
import { normalizeCoupon, parseAmount, type Leg, type NormalizedCoupon } from './normalize-coupon';
import { TYPE_RULES } from './types/type-rules';

export interface CashOutBetInput extends CouponBetInput {
  /** The coef offered now for an open bet (the one it was placed at is `coef`); unused once it has a result. */
  readonly currentCoef?: string | number;
}

export interface CashOutValueInput extends Omit<QuoteInput, 'bets'> {
  readonly bets: readonly CashOutBetInput[];
  /** The bookmaker's margin in every current price, as the share of overround ("0.065"). */
  readonly bookmakerMargin: string | number;
  /** The operator's cash-out margin taken off the fair value ("0.05" keeps 5 %). */
  readonly cashOutMargin: string | number;
}

export interface CashOutValue {
  /** What the coupon sells for now, in cents; "0.00" when it has nothing left to win. */
  readonly value: string;
  /** What the coupon is expected to pay at the current prices, before the cash-out margin. */
  readonly fairValue: string;
  /** The most the coupon can pay: the value never exceeds it. */
  readonly possibleWin: string;
}

/**
 * Types whose payout is, line by line, a product of the legs' factors (singles, expresses, systems, full
 * covers): with independent legs the expected payout is the payout at each open leg's expected factor.
 */
const MULTILINEAR_TYPES: readonly CouponTypeId[] = [
  COUPON_TYPE.single,
  COUPON_TYPE.express,
  COUPON_TYPE.system,
  COUPON_TYPE.multi,
  COUPON_TYPE.lucky,
  COUPON_TYPE.patent,
  COUPON_TYPE.manySingles,
];

/**
 * Chances are quotients cut at 100 digits: an expected factor is rounded at 30 places and an expectation at 10
 * before it is cut to cents, so a bet at 3.00 with a fair chance of 1/3 is worth its stake, not a cent less.
 */
const CHANCE_PLACES = 30;
const EXPECTATION_PLACES = 10;

/** A chain, a conditional bet and an anti-express are valued over every way their open legs can fall: 2^n. */
export const MAX_ENUMERATED_OPEN_LEGS = 12;

function parseRate(value: string | number, what: string): Dec {
  const rate = parseDecimal(value);
  if (rate === null || rate.isNegative() || rate.greaterThanOrEqualTo(ONE)) {
    throw new CouponError('INVALID_AMOUNT', `${what} must be a decimal from 0 to below 1, got ${String(value)}.`);
  }
  return rate;
}

/** The fair chance of an open leg winning: its current price with the bookmaker's margin taken out, at most 1. */
function winChance(bet: CashOutBetInput, bookmakerMargin: Dec): Dec {
  const current = parseDecimal(bet.currentCoef);
  if (current === null || current.lessThan(ONE)) {
    throw new CouponError('INVALID_COEF', `Bet ${bet.id} has no current coef to price it: ${String(bet.currentCoef)}.`);
  }
  const chance = divideDown(ONE, current.times(ONE.plus(bookmakerMargin)));
  return chance.greaterThan(ONE) ? ONE : chance;
}

/** Legs are only read by the type rules through `coef` and `statusId`: an open leg becomes a "win" at p × coef. */
function expectedLeg(leg: Leg, chance: Dec): Leg {
  return { ...leg, coef: roundTo(leg.coef.times(chance), CHANCE_PLACES), statusId: BET_STATUS.win };
}

function expectedPayout(coupon: NormalizedCoupon, chances: ReadonlyMap<string, Dec>): Dec {
  const payout = TYPE_RULES[coupon.typeId].payout;
  if (MULTILINEAR_TYPES.includes(coupon.typeId)) {
    const legs = coupon.legs.map((leg) => {
      const chance = chances.get(leg.id);
      return chance === undefined ? leg : expectedLeg(leg, chance);
    });
    return payout({ ...coupon, legs });
  }
  const open = coupon.legs.filter((leg) => chances.has(leg.id));
  if (open.length > MAX_ENUMERATED_OPEN_LEGS) {
    throw new CouponError(
      'WRONG_BETS_COUNT',
      `Coupon type ${coupon.typeId} is priced for at most ${MAX_ENUMERATED_OPEN_LEGS} open bets, got ${open.length}.`,
    );
  }
  let total = ZERO;
  for (let outcome = 0; outcome < 2 ** open.length; outcome += 1) {
    let weight = ONE;
    const statusById = new Map<string, Leg['statusId']>();
    open.forEach((leg, i) => {
      const wins = (outcome >> i) % 2 === 1;
      const chance = chances.get(leg.id) as Dec;
      weight = weight.times(wins ? chance : ONE.minus(chance));
      statusById.set(leg.id, wins ? BET_STATUS.win : BET_STATUS.lose);
    });
    if (weight.isZero()) continue;
    const legs = coupon.legs.map((leg) => ({ ...leg, statusId: statusById.get(leg.id) ?? leg.statusId }));
    total = total.plus(weight.times(payout({ ...coupon, legs })));
  }
  return roundTo(total, EXPECTATION_PLACES);
}

/**
 * The sell-back value of a coupon: what it is expected to pay (settled bets at their result, open bets winning
 * at their current price with the bookmaker's margin taken out), less the cash-out margin, cut to cents, never
 * above the possible win and never negative. A coupon whose bets all have a result sells for its payout.
 */
export function cashOutValue(input: CashOutValueInput): CashOutValue {
  const bookmakerMargin = parseRate(input.bookmakerMargin, 'The bookmaker margin');
  const cashOutMargin = parseRate(input.cashOutMargin, 'The cash-out margin');
  const coupon = normalizeCoupon(input);
  const rule = TYPE_RULES[coupon.typeId];
  rule.validate?.(coupon);
  const possibleWin = rule.quote(coupon).possibleWin;
  const chances = new Map(
    input.bets.flatMap((bet, i) => {
      const leg = coupon.legs[i] as Leg;
      return isSettledStatus(leg.statusId) ? [] : [[leg.id, winChance(bet, bookmakerMargin)] as const];
    }),
  );
  const fair = expectedPayout(coupon, chances);
  const afterMargin = chances.size === 0 ? fair : fair.times(ONE.minus(cashOutMargin));
  const capped = afterMargin.greaterThan(possibleWin) ? possibleWin : afterMargin;
  return {
    value: formatMoney(moneyDown(capped.isNegative() ? ZERO : capped)),
    fairValue: formatMoney(moneyDown(fair)),
    possibleWin: formatMoney(possibleWin),
  };
}

/**
 * What a part of the stake in play sells for: `value × part / stakeInPlay`, cut to cents (the sale of a part,
 * and settlement's payout of the stake not sold).
 */
export function cashOutShare(value: string, part: string, stakeInPlay: string): string {
  const [amount, share, whole] = [value, part, stakeInPlay].map((money) => parseAmount(money, 'An amount'));
  if ((whole as Dec).isZero()) return formatMoney(ZERO);
  return formatMoney(moneyDown(divideDown((amount as Dec).times(share as Dec), whole as Dec)));
}
