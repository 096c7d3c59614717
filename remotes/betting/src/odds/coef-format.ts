import { Decimal } from 'decimal.js';

/** The odds formats a player can choose (`coefViewId`). */
export const COEF_VIEWS = ['decimal', 'fractional', 'american', 'hong-kong', 'indonesian', 'malaysian'] as const;
export type CoefViewId = 0 | 1 | 2 | 3 | 4 | 5;

const ONE = new Decimal(1);
const TWO = new Decimal(2);
const HUNDRED = new Decimal(100);

const signed = (magnitude: Decimal, places: number, negative: boolean, plus = '') =>
  `${negative ? '-' : plus}${magnitude.toFixed(places, Decimal.ROUND_HALF_UP)}`;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function fractional(profit: Decimal): string {
  const numerator = profit.times(HUNDRED).round().toNumber();
  const divisor = gcd(numerator, 100);
  return `${numerator / divisor}/${100 / divisor}`;
}

/** A platform coef ("1.85", decimal odds) in the chosen format: exact decimal arithmetic, no float rounding. */
export function formatCoef(coef: string, viewId: CoefViewId): string {
  const decimal = new Decimal(coef);
  const profit = decimal.minus(ONE);
  switch (viewId) {
    case 0:
      return decimal.toFixed(2);
    case 1:
      return fractional(profit);
    case 2:
      return decimal.gte(TWO) ? signed(profit.times(HUNDRED), 0, false, '+') : signed(HUNDRED.div(profit), 0, true);
    case 3:
      return profit.toFixed(2, Decimal.ROUND_HALF_UP);
    case 4:
      return decimal.gte(TWO) ? signed(profit, 2, false) : signed(ONE.div(profit), 2, true);
    case 5:
      return decimal.lte(TWO) ? signed(profit, 2, false) : signed(ONE.div(profit), 2, true);
  }
}

/** Which way a coef went: 1 up, -1 down, 0 unchanged or not comparable. */
export function coefMove(previous: string | null, next: string | null): -1 | 0 | 1 {
  if (previous === null || next === null || previous === next) return 0;
  return new Decimal(next).gt(previous) ? 1 : -1;
}
