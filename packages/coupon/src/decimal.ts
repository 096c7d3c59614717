import Decimal from 'decimal.js-light';

// A private constructor so no other code's Decimal settings can change our results. With 1000 significant
// digits, addition and multiplication of any realistic coupon's numbers are exact.
const Exact = Decimal.clone({ precision: 1000, rounding: Decimal.ROUND_HALF_UP });

// Quotients are cut (never rounded up) at 100 significant digits; a later cut to cents or to a few decimal
// places then gives the same result as cutting the exact quotient.
const Quotient = Decimal.clone({ precision: 100, rounding: Decimal.ROUND_DOWN });

export type Dec = Decimal;

export const ZERO: Dec = new Exact(0);
export const ONE: Dec = new Exact(1);
export const HALF: Dec = new Exact('0.5');

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** Reads a plain decimal ("12", "1.85", 1.85); anything else (exponents, NaN, "", "1,5") gives null. */
export function parseDecimal(value: unknown): Dec | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  return PLAIN_DECIMAL.test(text) ? new Exact(text) : null;
}

export function dec(value: Dec | number | string): Dec {
  return new Exact(value);
}

export function divideDown(numerator: Dec, denominator: Dec | number | bigint): Dec {
  const divisor = typeof denominator === 'bigint' ? denominator.toString() : denominator;
  return new Exact(new Quotient(numerator).div(divisor));
}

/** Money the bookmaker pays (possible win, payout) is cut to whole cents: never more than owed. */
export function moneyDown(value: Dec): Dec {
  return value.toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

/** Where the spec just says "rounded to 2 places". */
export function moneyHalfUp(value: Dec): Dec {
  return value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** Rounds half up to a number of decimal places. */
export function roundTo(value: Dec, places: number): Dec {
  return value.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
}

export function cutTo(value: Dec, places: number): Dec {
  return value.toDecimalPlaces(places, Decimal.ROUND_DOWN);
}

export function formatMoney(value: Dec): string {
  return value.toFixed(2);
}

export function formatCoef(value: Dec): string {
  return value.toFixed();
}

export function product(values: readonly Dec[]): Dec {
  let result = ONE;
  for (const value of values) result = result.times(value);
  return result;
}

export function sum(values: readonly Dec[]): Dec {
  let result = ZERO;
  for (const value of values) result = result.plus(value);
  return result;
}
