/** Games in a toto draw. */
export const TOTO_GAMES = 15;
export const TOTO_OUTCOMES = ['1', 'X', '2'] as const;
export type TotoOutcome = (typeof TOTO_OUTCOMES)[number];

/** A pick as its outcomes in order ("X1" is "1X"); null when it is not one to three distinct outcomes. */
export function normalPick(pick: string): string | null {
  const outcomes = TOTO_OUTCOMES.filter((outcome) => pick.includes(outcome));
  if (outcomes.length === 0 || outcomes.length !== pick.length) return null;
  return outcomes.join('');
}

/** Variants a coupon plays: the product of the outcomes picked for each game. */
export const variantsOf = (picks: readonly string[]): number =>
  picks.reduce((product, pick) => product * pick.length, 1);

/** A game's outcome by its final score. */
export const outcomeOf = (home: number, away: number): TotoOutcome => (home > away ? '1' : home === away ? 'X' : '2');

/**
 * How many of a coupon's variants guess exactly h outcomes, for each h: the coefficients of the product over the
 * games of (guessed·x + missed), where a game's picks guess its result in one variant of each of its other
 * games' combinations. A void game is guessed by every pick.
 */
export function variantsByHits(picks: readonly string[], results: readonly (TotoOutcome | 'void')[]): number[] {
  let counts = [1];
  picks.forEach((pick, index) => {
    const result = results[index];
    const guessed = result === 'void' ? pick.length : result !== undefined && pick.includes(result) ? 1 : 0;
    const missed = pick.length - guessed;
    const next = new Array<number>(counts.length + 1).fill(0);
    counts.forEach((count, hits) => {
      next[hits] = (next[hits] ?? 0) + count * missed;
      next[hits + 1] = (next[hits + 1] ?? 0) + count * guessed;
    });
    counts = next;
  });
  return counts;
}
