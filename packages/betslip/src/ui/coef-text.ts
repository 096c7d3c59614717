/**
 * A total coef as the coupon shows it: two decimal places, cut rather than rounded so it never shows more than
 * the coupon pays ("1.2" → "1.20", "207.38169816" → "207.38"). The string is never turned into a float.
 */
export function coefText(coef: string): string {
  const [whole = '0', fraction = ''] = coef.split('.');
  return `${whole}.${(fraction + '00').slice(0, 2)}`;
}
