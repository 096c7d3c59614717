import type { Random } from '../catalogue/random';

/** A Poisson-distributed count with the given mean (Knuth's method; the means here are small). */
export function samplePoisson(random: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  let product = random.next();
  while (product > limit) {
    count += 1;
    product *= random.next();
  }
  return count;
}
