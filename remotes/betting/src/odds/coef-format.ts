import { coefInView } from '@betfront/coupon';

/** The odds formats a player can choose (`coefViewId`). */
export const COEF_VIEWS = ['decimal', 'fractional', 'american', 'hong-kong', 'indonesian', 'malaysian'] as const;
export type CoefViewId = 0 | 1 | 2 | 3 | 4 | 5;

/** A platform coef has exactly two places, so moves compare exactly in whole hundredths. */
function hundredthsOf(coef: string): number | null {
  const match = /^(\d{1,7})\.(\d{2})$/.exec(coef);
  return match ? Number(match[1]) * 100 + Number(match[2]) : null;
}

/** A platform coef ("1.85", decimal odds) in the chosen format, by the same rules as the bet views. */
export function formatCoef(coef: string, viewId: CoefViewId): string {
  return coefInView(coef, viewId);
}

/** Which way a coef went: 1 up, -1 down, 0 unchanged or not comparable. */
export function coefMove(previous: string | null, next: string | null): -1 | 0 | 1 {
  if (previous === null || next === null || previous === next) return 0;
  const before = hundredthsOf(previous);
  const after = hundredthsOf(next);
  if (before === null || after === null || before === after) return 0;
  return after > before ? 1 : -1;
}
