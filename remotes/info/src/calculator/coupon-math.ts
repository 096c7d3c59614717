import DecimalBase from 'decimal.js-light';

/** Enough significant digits that twenty legs and the largest stake stay exact before rounding to money. */
const Decimal = DecimalBase.clone({ precision: 64 });
type Decimal = DecimalBase;

export type CalculatorKind = 'single' | 'express' | 'system';

export const MAX_LEGS = 20;
const MAX_COEF = new Decimal(10_000);
const MAX_STAKE = new Decimal(1_000_000_000);
const COEF_PATTERN = /^\d{1,5}([.,]\d{1,3})?$/;
const STAKE_PATTERN = /^\d{1,10}([.,]\d{1,2})?$/;

export interface CalculatorInput {
  kind: CalculatorKind;
  /** Coefficients as typed: a dot or a comma separates decimals. */
  coefs: readonly string[];
  stake: string;
  /** Events per combination of a system (k of n). */
  systemSize: number;
}

export type CalculatorProblem =
  | { problem: 'coef'; index: number }
  | { problem: 'stake' }
  | { problem: 'legs'; min: number; max: number }
  | { problem: 'system-size'; max: number };

export interface CalculatorQuote {
  problem: null;
  /** Total coefficient; for a system, the possible win divided by the stake. */
  totalCoef: string;
  possibleWin: string;
  /** For a system: the win when only the cheapest combination plays. */
  minPossibleWin: string | null;
  combinations: number;
}

export type CalculatorResult = CalculatorQuote | CalculatorProblem;

function parseCoef(text: string): Decimal | null {
  const trimmed = text.trim();
  if (!COEF_PATTERN.test(trimmed)) return null;
  const coef = new Decimal(trimmed.replace(',', '.'));
  return coef.gt(1) && coef.lte(MAX_COEF) ? coef : null;
}

function parseStake(text: string): Decimal | null {
  const trimmed = text.trim();
  if (!STAKE_PATTERN.test(trimmed)) return null;
  const stake = new Decimal(trimmed.replace(',', '.'));
  return stake.gt(0) && stake.lte(MAX_STAKE) ? stake : null;
}

export function legLimits(kind: CalculatorKind): { min: number; max: number } {
  if (kind === 'single') return { min: 1, max: 1 };
  return { min: kind === 'express' ? 2 : 3, max: MAX_LEGS };
}

export function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Sum of the products of every k-element combination (the k-th elementary symmetric sum), in O(n·k). */
export function combinationProductSum(coefs: readonly Decimal[], k: number): Decimal {
  const sums: Decimal[] = [new Decimal(1), ...Array.from({ length: k }, () => new Decimal(0))];
  coefs.forEach((coef, index) => {
    for (let size = Math.min(index + 1, k); size >= 1; size -= 1) {
      const previous = sums[size - 1] ?? new Decimal(0);
      sums[size] = (sums[size] ?? new Decimal(0)).plus(previous.times(coef));
    }
  });
  return sums[k] ?? new Decimal(0);
}

const money = (amount: Decimal) => amount.toFixed(2, Decimal.ROUND_DOWN);
const coefText = (coef: Decimal) => coef.toFixed(2, Decimal.ROUND_HALF_UP);

/**
 * Quotes a coupon exactly: a single pays stake × coef, an express stake × the product of its coefs, and a
 * system k of n splits the stake equally between its C(n, k) expresses. Money is rounded down to kopecks.
 */
export function quoteCoupon(input: CalculatorInput): CalculatorResult {
  const limits = legLimits(input.kind);
  if (input.coefs.length < limits.min || input.coefs.length > limits.max) return { problem: 'legs', ...limits };
  const coefs: Decimal[] = [];
  for (const [index, text] of input.coefs.entries()) {
    const coef = parseCoef(text);
    if (!coef) return { problem: 'coef', index };
    coefs.push(coef);
  }
  const stake = parseStake(input.stake);
  if (!stake) return { problem: 'stake' };

  if (input.kind !== 'system') {
    const total = coefs.reduce((product, coef) => product.times(coef), new Decimal(1));
    return {
      problem: null,
      totalCoef: coefText(total),
      possibleWin: money(stake.times(total)),
      minPossibleWin: null,
      combinations: 1,
    };
  }

  const k = input.systemSize;
  if (!Number.isInteger(k) || k < 2 || k >= coefs.length) return { problem: 'system-size', max: coefs.length - 1 };
  const combinations = binomial(coefs.length, k);
  const sum = combinationProductSum(coefs, k);
  const cheapest = [...coefs]
    .sort((a, b) => a.comparedTo(b))
    .slice(0, k)
    .reduce((product, coef) => product.times(coef), new Decimal(1));
  return {
    problem: null,
    totalCoef: coefText(sum.dividedBy(combinations)),
    possibleWin: money(stake.times(sum).dividedBy(combinations)),
    minPossibleWin: money(stake.times(cheapest).dividedBy(combinations)),
    combinations,
  };
}
