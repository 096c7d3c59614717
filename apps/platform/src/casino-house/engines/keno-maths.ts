import { KENO_DRAWN, KENO_NUMBERS, KENO_PAYS } from './keno';

const choose = (n: number, k: number): number => {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
};

/** The exact return of playing `picks` numbers: each count of hits weighed by its hypergeometric chance. */
export function kenoReturnToPlayer(picks: number): number {
  const table = KENO_PAYS[picks - 1] ?? [];
  return table.reduce(
    (sum, hundredths, hits) =>
      sum +
      ((choose(KENO_DRAWN, hits) * choose(KENO_NUMBERS - KENO_DRAWN, picks - hits)) / choose(KENO_NUMBERS, picks)) *
        (hundredths / 100),
    0,
  );
}
