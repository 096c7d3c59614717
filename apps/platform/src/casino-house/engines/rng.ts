/** The source of a round's chance: uniform numbers in [0, 1). The house draws them from its provably fair RNG. */
export interface Rng {
  next(): number;
}

/** A uniform integer in [0, n). */
export const randomInt = (rng: Rng, n: number): number => Math.floor(rng.next() * n);

/** A Fisher–Yates shuffle of a copy. */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(rng, i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
