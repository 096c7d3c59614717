/** The odds formats a player can choose (`coefViewId`). */
export const COEF_VIEWS = ['decimal', 'fractional', 'american', 'hong-kong', 'indonesian', 'malaysian'] as const;
export type CoefViewId = 0 | 1 | 2 | 3 | 4 | 5;

/**
 * A platform coef has exactly two places, so every format is computed exactly in whole hundredths, without a
 * decimal library in the page's first view.
 */
function hundredthsOf(coef: string): number | null {
  const match = /^(\d{1,7})\.(\d{2})$/.exec(coef);
  return match ? Number(match[1]) * 100 + Number(match[2]) : null;
}

const asDecimal = (hundredths: number) =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

/** n ÷ d rounded half up to a whole number, for positive whole n and d. */
const roundedQuotient = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** A platform coef ("1.85", decimal odds) in the chosen format. */
export function formatCoef(coef: string, viewId: CoefViewId): string {
  const coefHundredths = hundredthsOf(coef);
  if (coefHundredths === null || coefHundredths <= 100) return coef;
  const profit = coefHundredths - 100;
  // -1 ÷ profit, in hundredths: the negative side of the Asian formats.
  const inverse = () => `-${asDecimal(roundedQuotient(10000, profit))}`;
  switch (viewId) {
    case 0:
      return asDecimal(coefHundredths);
    case 1: {
      const divisor = gcd(profit, 100);
      return `${profit / divisor}/${100 / divisor}`;
    }
    case 2:
      return coefHundredths >= 200 ? `+${profit}` : `-${roundedQuotient(10000, profit)}`;
    case 3:
      return asDecimal(profit);
    case 4:
      return coefHundredths >= 200 ? asDecimal(profit) : inverse();
    case 5:
      return coefHundredths <= 200 ? asDecimal(profit) : inverse();
  }
}

/** Which way a coef went: 1 up, -1 down, 0 unchanged or not comparable. */
export function coefMove(previous: string | null, next: string | null): -1 | 0 | 1 {
  if (previous === null || next === null || previous === next) return 0;
  const before = hundredthsOf(previous);
  const after = hundredthsOf(next);
  if (before === null || after === null || before === after) return 0;
  return after > before ? 1 : -1;
}
