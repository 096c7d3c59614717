import type { TotoDraw } from '@betfront/contract/toto';

export const OUTCOMES = ['1', 'X', '2'] as const;
export type Picks = readonly string[];

export const emptyPicks = (count: number): Picks => Array.from({ length: count }, () => '');

/** The pick with the outcome turned on or off, its outcomes kept in the order 1, X, 2. */
export function toggle(pick: string, outcome: string): string {
  const on = new Set(pick);
  if (on.has(outcome)) on.delete(outcome);
  else on.add(outcome);
  return OUTCOMES.filter((candidate) => on.has(candidate)).join('');
}

/** One outcome a game, at random. */
export const quickPicks = (count: number): Picks =>
  Array.from({ length: count }, () => OUTCOMES[Math.floor(Math.random() * OUTCOMES.length)] ?? '1');

/** The variants the picks make (0 while a game has none), and their price in cents as the platform charges it. */
export function quoteCoupon(draw: Pick<TotoDraw, 'variantPrice' | 'maxVariants'>, picks: Picks) {
  const variants = picks.reduce((product, pick) => product * pick.length, 1);
  const [whole = '0', fraction = '00'] = draw.variantPrice.split('.');
  const cents = (BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2))) * BigInt(variants);
  return {
    variants,
    stake: `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`,
    isComplete: variants > 0,
    isAboveMaximum: variants > draw.maxVariants,
  };
}
