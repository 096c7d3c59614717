import type { Rng } from '../engines/rng';

/**
 * A fast, seeded generator (sfc32) for the engines' simulation tests: millions of rounds in seconds, and the
 * same rounds on every run. The house itself draws from its cryptographic, provably fair RNG.
 */
export function seededRng(seed: number): Rng {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const nextWord = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i += 1) nextWord();
  return { next: () => nextWord() / 2 ** 32 };
}
