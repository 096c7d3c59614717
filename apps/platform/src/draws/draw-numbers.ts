import { createHmac, randomBytes } from 'node:crypto';

/** A fresh seed for a draw: 32 bytes from the operating system's cryptographic generator, as hex. */
export const newDrawSeed = (): string => randomBytes(32).toString('hex');

/** An endless stream of 32-bit words: HMAC-SHA256(seed, block number), block after block. */
function* seededWords(seedHex: string): Generator<number> {
  const key = Buffer.from(seedHex, 'hex');
  for (let block = 0; ; block += 1) {
    const bytes = createHmac('sha256', key).update(String(block)).digest();
    for (let offset = 0; offset < bytes.length; offset += 4) yield bytes.readUInt32BE(offset);
  }
}

const WORDS = 2 ** 32;

/** A uniform integer of 0..bound-1 from the stream: words above the last whole multiple of bound are skipped. */
function uniformBelow(words: Generator<number>, bound: number): number {
  const limit = WORDS - (WORDS % bound);
  for (;;) {
    const word = words.next().value as number;
    if (word < limit) return word % bound;
  }
}

/** Uniform draws from a seed's stream: integers below a bound, and fractions of 0..1 (32 bits each). */
export function seededStream(seedHex: string) {
  const words = seededWords(seedHex);
  return {
    below: (bound: number) => uniformBelow(words, bound),
    unit: () => (words.next().value as number) / WORDS,
  };
}
export type SeededStream = ReturnType<typeof seededStream>;

/**
 * The numbers a seed draws: `count` distinct numbers of 1..`poolSize` by a partial Fisher–Yates shuffle fed by
 * the seed's stream, in the order drawn. The same seed always draws the same numbers.
 */
export function drawNumbers(seedHex: string, poolSize: number, count: number): number[] {
  const pool = Array.from({ length: poolSize }, (_, index) => index + 1);
  const words = seededWords(seedHex);
  for (let index = 0; index < count; index += 1) {
    const chosen = index + uniformBelow(words, poolSize - index);
    [pool[index], pool[chosen]] = [pool[chosen] as number, pool[index] as number];
  }
  return pool.slice(0, count);
}
