/** The source of a round's chance: uniform numbers in [0, 1). The house draws them from its provably fair RNG. */
export interface Rng {
  next(): number;
}

/** A uniform integer in [0, n). */
export const randomInt = (rng: Rng, n: number): number => Math.floor(rng.next() * n);

/** `count` of the items drawn without replacement, in the order drawn (a Fisher–Yates shuffle cut short). */
export function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const copy = [...items];
  for (let i = 0; i < count; i += 1) {
    const j = i + randomInt(rng, copy.length - i);
    const item = copy[j] as T;
    copy[j] = copy[i] as T;
    copy[i] = item;
  }
  return copy.slice(0, count);
}

/** A Fisher–Yates shuffle of a copy. */
export const shuffled = <T>(rng: Rng, items: readonly T[]): T[] => sample(rng, items, items.length);
